import { type AccessRule, decideAccess } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { showAlert } from '../components/ui/dialog/dialog-store';
import { Spinner } from '../components/ui/spinner/spinner';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { prefetchRouteData } from '../lib/route-data';
import type { LayoutKind, RouteEntry, RouteHandle } from '../lib/route-entry';
import {
  createBrowserRouter,
  createPath,
  type GuardContext,
  type GuardDecision,
  type RouteObject,
  type Router,
} from '../lib/router';
import { getSession, useSession } from '../lib/session-store';
import { guardNavigation } from './guard';
import { InnerLayout } from './layouts/inner-layout';
import { PublicLayout } from './layouts/public-layout';
import { queryClient as appQueryClient } from './query-client';
import { AppRoot, matchedEntry, pageTitle } from './route-focus';
import { routeTable } from './route-table';
import classes from './router.module.css';
import { sessionResynced } from './session-sync';
import { reportVisit } from './visits';
import { whenIdle } from './when-idle';

/*
 * The guard of spec 1 §4 runs on every table route before its code loads, also on the first load:
 * 'login' → alert, then /loginmain; 'home' → /main; 'forbidden' → alert and the user stays where they are
 * (a refused Back/Forward is undone), or on the first load (no page to stay on) → /main; 'pending' (a business
 * waiting for approval on a business route) → the route's page says so (decision 189).
 */

/**
 * True when the guard's answer for this route can depend on who is logged in. A public page's cannot: its first
 * load does not wait for the boot resync (the phone's first paint would otherwise wait a round trip for
 * /api/session); the header follows the session when the answer comes.
 */
function dependsOnSession(rule: AccessRule): boolean {
  return Boolean(rule.guestOnly) || decideAccess(rule, null) !== 'allow';
}

function routeGuard(entry: RouteEntry) {
  return async ({ first }: GuardContext): Promise<GuardDecision> => {
    if (first && dependsOnSession(entry.access)) await sessionResynced();
    const result = guardNavigation(entry, getSession());
    // 'pending': the page is shown, as the waiting-for-approval page (pendingGated)
    if (result.action === 'allow' || result.action === 'pending') return undefined;
    if (result.alert) await showAlert(result.alert);
    // replace on the first load so Back does not return to the refused address
    if (result.action === 'redirect') return { redirect: result.to, replace: first };
    return first ? { redirect: '/main', replace: true } : 'stay';
  };
}

/** Shown until the first screen's code has loaded (no Mantine: it may be the Mantine-free first page). */
export function BootFallback() {
  return (
    <div className={classes.boot} role="status" aria-label={ko.common.loading}>
      <Spinner className={classes.spinner} />
    </div>
  );
}

/** A screen's component inside Mantine's provider, both loaded together (decision 174). */
async function withMantineLoaded(load: () => Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [Screen, { withMantine }] = await Promise.all([
    load(),
    import('../components/ui/mantine-root/mantine-root'),
  ]);
  return { Component: withMantine(Screen) };
}

/**
 * A business route's screen, or for a business member waiting for approval (the guard's 'pending') the page
 * saying so (decision 189): decided at every render, so an approval seen by the session resync shows the screen.
 */
async function pendingGated(entry: RouteEntry): Promise<ComponentType> {
  const [Screen, { PendingApprovalPage }] = await Promise.all([
    entry.page(),
    import('../components/pending-approval/pending-approval-page'),
  ]);
  return function PendingGate() {
    return guardNavigation(entry, useSession()).action === 'pending' ? <PendingApprovalPage /> : <Screen />;
  };
}

/**
 * The screen's first queries (decision 201), started when the guard has let the navigation in, beside the
 * screen's code: only for a viewer the page is shown to (not for a business waiting for approval, whose calls
 * the server refuses).
 */
function routePrefetch(entry: RouteEntry, client: QueryClient | null): RouteObject['prefetch'] {
  if (!entry.data || !client) return undefined;
  return (location) => {
    const session = getSession();
    if (guardNavigation(entry, session).action !== 'allow') return;
    void prefetchRouteData(client, entry, { search: new URLSearchParams(location.search), session });
  };
}

function leaf(entry: RouteEntry, client: QueryClient | null): RouteObject {
  const handle: RouteHandle = { entry };
  const page = entry.access.category === 'BSN' ? () => pendingGated(entry) : entry.page;
  const obj: RouteObject = {
    path: entry.path,
    handle,
    guard: routeGuard(entry),
    lazy: entry.withoutMantine ? async () => ({ Component: await page() }) : () => withMantineLoaded(page),
  };
  const prefetch = routePrefetch(entry, client);
  if (prefetch) obj.prefetch = prefetch;
  if (entry.caseSensitive) obj.caseSensitive = true;
  return obj;
}

// The back-office frame (its side menu lists every admin route) loads with the first admin screen: no admin
// code on a public first page. It is plain markup (decision 226): Mantine's provider comes with the screens that
// use Mantine (each leaf's withMantineLoaded), not with the frame, so a kit list loads none.
const layouts: Record<Exclude<LayoutKind, 'bare'>, Pick<RouteObject, 'Component' | 'lazy'>> = {
  public: { Component: PublicLayout },
  inner: { Component: InnerLayout },
  admin: {
    lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
  },
};

/**
 * The route objects of the app: root → layout → page, plus the `/` and catch-all redirects. `client` receives the
 * routes' first queries (decision 201); null starts none (the build's rendering ahead, which has no server).
 */
export function buildRoutes(
  table: readonly RouteEntry[],
  client: QueryClient | null = appQueryClient,
): RouteObject[] {
  const byLayout = (kind: LayoutKind) => table.filter((e) => e.layout === kind).map((e) => leaf(e, client));
  return [
    {
      id: 'root',
      path: '/',
      Component: AppRoot,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, redirect: '/main' },
        ...(Object.keys(layouts) as (keyof typeof layouts)[]).map(
          (kind): RouteObject => ({
            id: `layout-${kind}`,
            ...layouts[kind],
            children: byLayout(kind),
          }),
        ),
        ...byLayout('bare'),
        { path: '*', redirect: '/404' },
      ],
    },
  ];
}

/** Document title and visit report after every completed navigation (spec 1 §4). */
function watchNavigations(router: Router): void {
  let lastKey: string | null = null;
  let lastPath: string | null = null;
  let first = true;
  const onState = () => {
    const { initialized, location, matches, historyAction } = router.state;
    if (!initialized || location.key === lastKey) return;
    const path = createPath(location);
    // the guard's "stay" fallback replaces the entry with the same address: not a new visit
    const stayed = historyAction === 'REPLACE' && path === lastPath;
    lastKey = location.key;
    lastPath = path;
    if (stayed) return;
    const entry = matchedEntry(matches);
    if (typeof document !== 'undefined') document.title = pageTitle(entry);
    // the first page's report waits until the page is idle: no first interaction needs it, and on a phone its
    // request and answer would otherwise run among the boot's (issue 36); later navigations report at once
    const pathname = location.pathname;
    if (first) whenIdle(() => void reportVisit(pathname, entry));
    else void reportVisit(pathname, entry);
    first = false;
  };
  router.subscribe(onState);
  onState();
}

export interface AppRouterOptions {
  /** the routes to serve (tests pass a smaller table) */
  table?: readonly RouteEntry[];
  /** how to create the router (tests use createMemoryRouter) */
  create?: (routes: RouteObject[]) => Router;
  /** the cache the routes' first queries go into (decision 201): the app's, or a test's */
  queryClient?: QueryClient;
}

/** Create the router of the SPA (once, at boot): guard, visit reports and document titles included. */
export function createAppRouter({
  table = routeTable,
  create = createBrowserRouter,
  queryClient = appQueryClient,
}: AppRouterOptions = {}): Router {
  const router = create(buildRoutes(table, queryClient));
  watchNavigations(router);
  return router;
}
