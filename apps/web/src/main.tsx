// first: before any zod schema is built
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchBootData } from './app/boot-data';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { findRoute } from './app/route-table';
import { BootFallback, createAppRouter } from './app/router';
import { installSessionExpiry, startSessionResync } from './app/session-sync';
import { RouterProvider } from './lib/router';
import './styles/global.css';

// The font faces (one per Pretendard subset, ~24 kB gzip of unicode ranges) do not hold up the first paint:
// text shows at once in the fallback font and swaps when a subset arrives (decision 088). The most common
// subset itself is preloaded from index.html.
void import('./styles/fonts.css');

// The resync starts before the router so the first guard decision can wait for it (app/router.tsx); the first
// screen's code is fetched meanwhile instead of after it (the router asks for the same module later).
void startSessionResync();
const firstRoute = findRoute(window.location.pathname);
firstRoute?.page().catch(() => undefined);
// a screen built on Mantine also needs its provider's code (decision 174): asked for beside the screen's chunk,
// not after it
if (firstRoute && !firstRoute.withoutMantine) {
  import('./components/mantine-root/mantine-root').catch(() => undefined);
}
prefetchBootData(queryClient, firstRoute);
const router = createAppRouter();
installSessionExpiry((to) => router.navigate(to));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} fallback={<BootFallback />} />
    </AppProviders>
  </StrictMode>,
);
