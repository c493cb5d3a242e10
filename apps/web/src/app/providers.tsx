import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '../components/dialog/dialog-host';
import { queryClient } from './query-client';
import { theme } from './theme';

/** App-wide providers. The dialog host sits beside the router so alerts also show during the first load. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        {children}
        <DialogHost />
      </MantineProvider>
    </QueryClientProvider>
  );
}
