import type { ReactNode } from 'react';

/** A cell value kept on one line (amounts, car numbers): the table scrolls instead of breaking "3,100원". */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
