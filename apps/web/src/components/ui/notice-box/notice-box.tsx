import type { ReactNode } from 'react';
import classes from './notice-box.module.css';

/**
 * A light, coloured box with a message (Mantine's light Alert, without Mantine, decision 177): blue for
 * information, yellow for a warning, red for a failure. `role` is the caller's: 'alert' for a failure, 'status'
 * for a state that changes.
 */
export function NoticeBox({
  color,
  title,
  role,
  children,
}: {
  color: 'blue' | 'yellow' | 'red';
  title?: ReactNode;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={classes.box} data-color={color} role={role}>
      {title && <p className={classes.title}>{title}</p>}
      {children}
    </div>
  );
}
