// Mantine's global sheets and the theme's variables only (CSS, no code): each component's sheet comes with the
// component (build/mantine-css.ts), and Mantine's code with the first screen that uses it (decision 174).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The base of every Mantine button (Button, ActionIcon, Pagination, CloseButton…) resets `background`; its sheet
// must come before theirs. Left to the component's chunk it could be inserted after Button's sheet (the
// chunks' sheets load in no fixed order) and every button lost its colour: so it is global, first (295 bytes).
import '@mantine/core/styles/UnstyledButton.css';
import '../styles/theme-vars.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useDialogQueue } from '../components/dialog/dialog-store';
import { queryClient } from './query-client';

// The modal behind alerts and confirms (Mantine's Modal, focus trap, scroll lock) is not needed to show a page:
// it loads with the first dialog and then stays mounted (it gives focus back when the queue empties).
const DialogHost = lazy(() =>
  import('../components/dialog/dialog-host').then((m) => ({ default: m.DialogHostWithMantine })),
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
 * App-wide providers. The dialog host sits beside the router so alerts also show during the first load; it
 * brings its own Mantine (components/mantine-root), as every screen does.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyDialogHost />
    </QueryClientProvider>
  );
}
