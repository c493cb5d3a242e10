// first: before any zod schema is built
import './zod-jitless';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { prefetchBootData, seedFromPage } from './app/boot-data';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { findRoute } from './app/route-table';
import { BootFallback, createAppRouter } from './app/router';
import { installSessionExpiry, startSessionResync } from './app/session-sync';
import { nextTask } from './lib/next-task';
import { RouterProvider, routerReady } from './lib/router';
import { getSession, markSessionKnown } from './lib/session-store';
import './styles/global.css';

// The font faces do not hold up the first paint: text shows at once in the fallback font and swaps when a file
// arrives (decisions 088, 234). Over a page rendered ahead they come once the app has drawn over it (below): that
// page was laid out in the fallback font, and the app's first render keeps that layout. The common file's face is
// added once its file has loaded (one layout for the swap, decision 237); the rarer subsets' faces in a task of
// their own after it, only for the characters the page shows (decision 236).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const prerendered = root.hasAttribute('data-prerendered');
const loadFonts = () => {
  void Promise.all([import('./lib/font-faces'), import('./styles/font-subsets')])
    .then(async ([{ startCommonFace, startRareFaces }, subsets]) => {
      void startCommonFace(subsets);
      await nextTask();
      return startRareFaces(subsets);
    })
    .catch(() => undefined);
};
// A page the server rendered with its answers, shown to a guest, is hydrated: React adopts the page's elements
// instead of building, styling and laying out the page a second time (decision 239). The build's page (no
// answers: the browser's first render may already hold some and differ) and a tab that still holds a member's
// record (its frame is not the guest's the server drew) are drawn anew (decision 178).
let hydrate = false;
if (prerendered) {
  const withAnswers = seedFromPage(queryClient, root);
  // the server sends a page rendered ahead only to a browser without a live session (decision 191): a guest,
  // unless this tab still holds a member's record (then the session has ended and the resync will say so)
  if (!getSession().isLogin) {
    markSessionKnown();
    hydrate = withAnswers;
  }
}

// The API calls of the boot first, then the code: over HTTP/1.1 the browser has six connections to the server, and
// what it asks for first gets them; the session, site and menu answers then no longer wait behind the first
// screen's 20–40 files (decision 192). The resync starts before the router so the first guard decision can wait
// for it (app/router.tsx); the first screen's code is fetched meanwhile instead of after it (the router asks for
// the same modules later).
void startSessionResync();
const firstRoute = findRoute(window.location.pathname);
prefetchBootData(queryClient, firstRoute);
// The module with the screen's first queries (decision 201) before the screen's code: a few small files that
// then get the connections ahead of the screen's 20–40, so the query can start as soon as the guard lets the
// first navigation in (for a member's screen, after the session check) instead of once the code has come.
firstRoute?.data?.load().catch(() => undefined);
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
// React DOM's set-up (~40 % of the code this page runs before it draws: compiling and running react-dom's
// module) in a task of its own after this one, not in the same long task as the app's modules: two tasks the
// phone can answer input between instead of one it cannot (issue 36, decision 234)
const reactDom = nextTask().then(() => import('./app/react-dom/client'));

/** Runs `run` once its children have been committed to the page. */
function OnCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} fallback={<BootFallback />} />
    </AppProviders>
  </StrictMode>
);
if (prerendered) {
  // A page the build rendered ahead (decision 178) stays on screen, inert, until the first screen's code is
  // there: the app's first render is then that screen, hydrating the page or drawn over the same layout (in the
  // fallback font like the page it replaces; the font faces come after), never the loading state in between.
  const takenOver = () => {
    // when the page became the app's (read by the Lighthouse benches: a page that stays inert longer shows
    // fewer long tasks in Lighthouse's window and scores better, decision 233)
    performance.mark('app-took-over');
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
    loadFonts();
  };
  void Promise.all([reactDom, routerReady(router)]).then(([{ createRoot, hydrateRoot }]) => {
    const page = <OnCommit run={takenOver}>{app}</OnCommit>;
    // as a transition: React renders the screen in slices between which the phone can handle input, and
    // commits it in one piece over the page (hydrated: adopts the page's elements)
    startTransition(() => {
      if (!hydrate) {
        createRoot(root).render(page);
        return;
      }
      performance.mark('app-hydrating');
      hydrateRoot(root, page, {
        // a page that differs from the app's first render (an answer changed in between, a browser-only state
        // read too early) is drawn anew by React: said here so that it shows in the console and the benches
        onRecoverableError: (error) => {
          performance.mark('app-hydration-mismatch');
          reportError(error);
        },
      });
    });
  });
} else {
  void reactDom.then(({ createRoot }) => createRoot(root).render(app));
}
