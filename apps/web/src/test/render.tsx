import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '../components/ui/core';
import { DialogHost } from '../components/ui/dialog/dialog-host';
import { theme } from '../components/ui/mantine-root/theme';

/** Mantine (without transitions, so dialogs appear at once) and the dialog host around a test element. */
export function renderWithUi(ui: ReactElement) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider
      theme={{
        ...theme,
        components: { ...theme.components, Modal: { defaultProps: { transitionProps: { duration: 0 } } } },
      }}
    >
      {children}
      <DialogHost />
    </MantineProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
