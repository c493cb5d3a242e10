import { Center, Loader } from '@mantine/core';
import { type AccessRule, decideAccess } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef } from 'react';
import {
  createBrowserRouter,
  createPath,
  type DataRouter,
  type MiddlewareFunction,
  Outlet,
  type RouteObject,
  redirect,
  replace,
  useBlocker,
} from 'react-router';
import { showAlert } from '../components/dialog/dialog-store';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { isRouteHandle, type LayoutKind, type RouteEntry, type RouteHandle } from '../lib/route-entry';
import { getSession } from '../lib/session-store';
import { guardNavigation } from './guard';
import { InnerLayout } from './layouts/inner-layout';
import { PublicLayout } from './layouts/public-layout';
import { findRoute, routeTable } from './route-table';
import { sessionResynced } from './session-sync';
import { reportVisit } from './visits';

/*
 * How the guard of spec 1 §4 is wired, and why two hooks:
 *
 * 1. A route middleware on every table route (stable in react-router 8 data routers, runs before the lazy page
 *    and any loader, also on the first load). It is the authority: 'login' → alert, then /loginmain;
 *    'home' → /main; 'forbidden' on the first load → alert, then /main (there is no page to stay on).
 * 2. One navigation blocker (useBlocker in the root). A middleware cannot cancel a navigation, it can only
 *    redirect, and "redirecting to where we are" would replace the history entry and lose its state (screens
 *    such as paymentview receive their data as location state). The blocker sees in-app navigations (links,
 *    navigate(), back/forward) before they start, so a 'forbidden' one is cancelled and the user really stays.
 *    React-router keeps one blocker per router: screens must not call useBlocker themselves (a later one
 *    would shadow this one); if that happens the middleware still refuses the page (redirecting to the
 *    current location), so access control never depends on the blocker.
 */

/** The router a route belongs to; null while it is being created (its first navigation starts at once). */
type RouterRef = () => DataRouter | null;

/**
 * True when the guard's answer for this route can depend on who is logged in. A public page's cannot: its first
 * load does not wait for the boot resync (the phone's first paint would otherwise wait a round trip for
 * /api/session); the header follows the session when the answer comes.
 */
function dependsOnSession(rule: AccessRule): boolean {
  return Boolean(rule.guestOnly) || decideAccess(rule, null) !== 'allow';
}

function guardMiddleware(entry: RouteEntry, routerRef: RouterRef): MiddlewareFunction {
  return async () => {
    const appRouter = routerRef();
    const first = !appRouter?.state.initialized;
    if (first && dependsOnSession(entry.access)) await sessionResynced();
    const result = guardNavigation(entry, getSession());
    if (result.action === 'allow') return;
    if (result.alert) await showAlert(result.alert);
    // replace on the first load so Back does not return to the refused address
    const go = first ? replace : redirect;
    if (result.action === 'redirect') throw go(result.to);
    if (first || !appRouter) throw replace('/main');
    throw replace(createPath(appRouter.state.location));
  };
}

/** Root element: the blocker half of the guard (see above) around the layouts. */
function AppRoot() {
  const pendingAlert = useRef<string | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    const entry = findRoute(nextLocation.pathname);
    if (!entry) return false;
    const result = guardNavigation(entry, getSession());
    if (result.action !== 'block') return false; // redirects are done by the middleware
    pendingAlert.current = result.alert;
    return true;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    // the effect can see the same blocked state twice before the reset lands: alert once
    const message = pendingAlert.current;
    pendingAlert.current = null;
    if (message) void showAlert(message);
  }, [blocker]);

  return <Outlet />;
}

function BootFallback() {
  return (
    <Center mih="100vh" role="status" aria-label={ko.common.loading}>
      <Loader />
    </Center>
  );
}

function leaf(entry: RouteEntry, routerRef: RouterRef): RouteObject {
  const handle: RouteHandle = { entry };
  const obj: RouteObject = {
    path: entry.path,
    handle,
    middleware: [guardMiddleware(entry, routerRef)],
    lazy: async () => ({ Component: await entry.page() }),
  };
  if (entry.caseSensitive) obj.caseSensitive = true;
  return obj;
}

// The back-office frame (its side menu lists every admin route) loads with the first admin screen: no admin
// code on a public first page.
const layouts: Record<Exclude<LayoutKind, 'bare'>, Pick<RouteObject, 'Component' | 'lazy'>> = {
  public: { Component: PublicLayout },
  inner: { Component: InnerLayout },
  admin: {
    lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
  },
};

/** The route objects of the app: root → layout → page, plus the `/` and catch-all redirects. */
export function buildRoutes(table: readonly RouteEntry[], routerRef: RouterRef): RouteObject[] {
  const byLayout = (kind: LayoutKind) =>
    table.filter((e) => e.layout === kind).map((e) => leaf(e, routerRef));
  return [
    {
      id: 'root',
      path: '/',
      Component: AppRoot,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, loader: () => replace('/main') },
        ...(Object.keys(layouts) as (keyof typeof layouts)[]).map(
          (kind): RouteObject => ({
            id: `layout-${kind}`,
            ...layouts[kind],
            children: byLayout(kind),
          }),
        ),
        ...byLayout('bare'),
        { path: '*', loader: () => replace('/404') },
      ],
    },
  ];
}

/** Document title and visit report after every completed navigation (spec 1 §4). */
function watchNavigations(router: DataRouter): void {
  let lastKey: string | null = null;
  let lastPath: string | null = null;
  const onState = () => {
    const { initialized, navigation, location, matches, historyAction } = router.state;
    if (!initialized || navigation.state !== 'idle' || location.key === lastKey) return;
    const path = createPath(location);
    // the guard's "stay" fallback replaces the entry with the same address: not a new visit
    const stayed = historyAction === 'REPLACE' && path === lastPath;
    lastKey = location.key;
    lastPath = path;
    if (stayed) return;
    let entry: RouteEntry | undefined;
    for (let i = matches.length - 1; i >= 0 && !entry; i--) {
      const h = matches[i]?.route.handle;
      if (isRouteHandle(h)) entry = h.entry;
    }
    if (typeof document !== 'undefined') {
      document.title = entry ? `${entry.title} | ${ko.frame.siteName}` : ko.frame.siteName;
    }
    void reportVisit(location.pathname, entry);
  };
  router.subscribe(onState);
  onState();
}

export interface AppRouterOptions {
  /** the routes to serve (tests pass a smaller table) */
  table?: readonly RouteEntry[];
  /** how to create the data router (tests use createMemoryRouter) */
  create?: (routes: RouteObject[]) => DataRouter;
}

/** Create the router of the SPA (once, at boot): guard, visit reports and document titles included. */
export function createAppRouter({
  table = routeTable,
  create = createBrowserRouter,
}: AppRouterOptions = {}): DataRouter {
  let self: DataRouter | null = null;
  const router = create(buildRoutes(table, () => self));
  self = router;
  watchNavigations(router);
  return router;
}
