// Mantine's global sheets only; each component's sheet comes with the component (build/mantine-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useDialogQueue } from '../components/dialog/dialog-store';
import { queryClient } from './query-client';
import { theme } from './theme';

// The modal behind alerts and confirms (Mantine's Modal, focus trap, scroll lock) is not needed to show a page:
// it loads with the first dialog and then stays mounted (it gives focus back when the queue empties).
const DialogHost = lazy(() =>
  import('../components/dialog/dialog-host').then((m) => ({ default: m.DialogHost })),
);

function LazyDialogHost() {
  const pending = useDialogQueue().length > 0;
  const [needed, setNeeded] = useState(pending);
  if (pending && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}

/**
 * The portal has one colour scheme (KRDS light). Mantine's default manager reads localStorage while the first
 * screen renders, and a page's first localStorage read waits for the browser process (~25 ms on the bench
 * machine, in the first render's task); this one answers 'light' without storage.
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/** App-wide providers. The dialog host sits beside the router so alerts also show during the first load. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} colorSchemeManager={lightOnly} forceColorScheme="light">
        {children}
        <LazyDialogHost />
      </MantineProvider>
    </QueryClientProvider>
  );
}
