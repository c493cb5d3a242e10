// first: before any zod schema is built
import './zod-jitless';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdBootAnswers, prefetchBootData, seedFromPage } from './app/boot-data';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { findRoute } from './app/route-table';
import { BootFallback, createAppRouter } from './app/router';
import { installSessionExpiry, startSessionResync } from './app/session-sync';
import { RouterProvider, routerReady } from './lib/router';
import { getSession, markSessionKnown } from './lib/session-store';
import './styles/global.css';

// The font faces (one per Pretendard subset, ~24 kB gzip of unicode ranges) do not hold up the first paint:
// text shows at once in the fallback font and swaps when a subset arrives (decision 088). The most common
// subset itself is preloaded from index.html. Over a page rendered ahead they come once the app has drawn over
// it (below): that page was laid out in the fallback font, and the app's first render keeps that layout.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const prerendered = root.hasAttribute('data-prerendered');
const loadFonts = () => void import('./styles/fonts.css');
/** Resolves once the app has hydrated a page rendered ahead (then the boot's answers enter the cache). */
let hydrated = () => {};
if (prerendered) {
  seedFromPage(queryClient, root);
  holdBootAnswers(
    new Promise<void>((resolve) => {
      hydrated = resolve;
    }),
  );
  // the server sends a page rendered ahead only to a browser without a live session (decision 191): a guest,
  // unless this tab still holds a member's record (then the session has ended and the resync will say so)
  if (!getSession().isLogin) markSessionKnown();
}

// The API calls of the boot first, then the code: over HTTP/1.1 the browser has six connections to the server, and
// what it asks for first gets them; the session, site and menu answers then no longer wait behind the first
// screen's 20–40 files (decision 192). The resync starts before the router so the first guard decision can wait
// for it (app/router.tsx); the first screen's code is fetched meanwhile instead of after it (the router asks for
// the same modules later).
void startSessionResync();
const firstRoute = findRoute(window.location.pathname);
prefetchBootData(queryClient, firstRoute);
firstRoute?.page().catch(() => undefined);
// a screen built on Mantine also needs its provider's code (decision 174), a back-office screen its frame: asked
// for beside the screen's chunk, not after it
if (firstRoute && !firstRoute.withoutMantine) {
  import('./components/ui/mantine-root/mantine-root').catch(() => undefined);
}
if (firstRoute?.layout === 'admin') import('./app/layouts/admin-layout').catch(() => undefined);
if (!prerendered) loadFonts();
const router = createAppRouter();
installSessionExpiry((to) => router.navigate(to));

/** Runs `run` once, in the task after its children have been committed to the page. */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

const app = <RouterProvider router={router} fallback={<BootFallback />} />;
if (prerendered) {
  // A page the build rendered ahead (decision 178) stays on screen, inert, until the first screen's code is
  // there. The app then hydrates it (decision 209): React adopts the page's elements instead of drawing new ones
  // over them, so the browser neither builds nor lays out the page a second time. Its first render is the build's
  // because the boot's answers are held out of the cache until then (holdBootAnswers); once the page is hydrated,
  // in a task of its own, they come in, the page takes input and the font faces load. A page that differs all the
  // same is drawn anew by React, as before that decision.
  const takenOver = () => {
    hydrated();
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
    loadFonts();
  };
  void routerReady(router).then(() => {
    // as a transition: React hydrates in slices between which the phone can handle input
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <AppProviders>
            <AfterCommit run={takenOver}>{app}</AfterCommit>
          </AppProviders>
        </StrictMode>,
      );
    });
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>{app}</AppProviders>
    </StrictMode>,
  );
}
