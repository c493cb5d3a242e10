// Mantine's global sheets first, then the theme's variables (CSS only; decision 174)
import '../components/ui/global-styles';
import '../styles/theme-vars.css';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useDialogQueue } from '../components/ui/dialog/dialog-store';
import { queryClient } from './query-client';

// The modal behind alerts and confirms (Mantine's Modal, focus trap, scroll lock) is not needed to show a page:
// it loads with the first dialog and then stays mounted (it gives focus back when the queue empties).
const DialogHost = lazy(() =>
  import('../components/ui/dialog/dialog-host').then((m) => ({ default: m.DialogHostWithMantine })),
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
 * brings its own Mantine (components/mantine-root), as every screen does. The server's rendering of a page
 * (prerender/render-page.tsx) uses the same providers with a query client of its own: the browser hydrates that
 * page, so both trees, and the ids React derives from them, must be the same (decision 239).
 */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyDialogHost />
    </QueryClientProvider>
  );
}
