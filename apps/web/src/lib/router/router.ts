import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserHistory,
  createLocation,
  createMemoryHistory,
  type History,
  type HistoryAction,
  type Location,
  resolveTo,
} from './history';

/*
 * The portal's router (decision 173). Every route of the portal is an exact path, so matching is a string
 * comparison; what a navigation does, in order:
 *   1. match the path (exact paths first, then `*`), follow a route's `redirect`;
 *   2. run the guards of the matched routes, root first: a guard lets the navigation in, sends it elsewhere, or
 *      keeps the user where they are (a refused Back/Forward is undone in the history);
 *   3. start the matched routes' `prefetch` (their data), then load the lazy routes' code beside it (the current
 *      screen stays meanwhile);
 *   4. only then write the history entry and show the new screen.
 * A newer navigation supersedes one still in progress.
 */

/** What a guard answers: undefined lets the navigation in. */
export type GuardDecision = undefined | 'stay' | { redirect: string; replace?: boolean };

export interface GuardContext {
  location: Location;
  /** true for the page's first navigation: there is no screen to stay on yet */
  first: boolean;
}

export interface RouteObject {
  id?: string;
  /** absolute ('/main'), relative to the parent, or '*' (any path under the parent) */
  path?: string;
  /** the parent's own path */
  index?: boolean;
  /** paths match case-insensitively unless set */
  caseSensitive?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** the route's component, loaded on its first visit (code splitting) */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
  /** anything the app wants to find on the matched route (useMatches) */
  handle?: unknown;
  /** entering this route replaces the entry with this path instead */
  redirect?: string;
  guard?: (context: GuardContext) => GuardDecision | Promise<GuardDecision>;
  /**
   * called once the guards have let a navigation to this route in, before its code is awaited: starts what the
   * screen will fetch, so the data and the code come in parallel instead of one after the other
   */
  prefetch?: (location: Location) => void;
  /** shown instead of the route's subtree when its code fails to load or it throws while rendering */
  ErrorBoundary?: ComponentType;
}

export interface RouteMatch {
  id: string;
  pathname: string;
  route: RouteObject;
  handle: unknown;
  /** the loaded component of a lazy route */
  Component: ComponentType | null | undefined;
}

export interface RouterState {
  /** false until the first navigation has loaded its screen */
  initialized: boolean;
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** a failed load of the current navigation's code (render errors are caught where they happen) */
  error: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  /** resolves when the navigation is done (shown, redirected, refused or superseded) */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  dispose(): void;
}

interface Branch {
  routes: RouteObject[];
  /** lower-cased unless case-sensitive; null for a splat */
  path: string | null;
  /** the path under which a splat matches ('' = everything) */
  base: string;
  caseSensitive: boolean;
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.endsWith('/') ? parent.slice(0, -1) : parent}/${path}`;
}

function normalize(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], parentPath = ''): Branch[] {
  const out: Branch[] = [];
  for (const route of routes) {
    const chain = [...parents, route];
    if (route.path === '*' || route.path?.endsWith('/*')) {
      const base = route.path === '*' ? parentPath : join(parentPath, route.path.slice(0, -2));
      const under = normalize(base).toLowerCase();
      out.push({ routes: chain, path: null, base: under === '/' ? '' : under, caseSensitive: false });
      continue;
    }
    const own = route.index
      ? parentPath
      : route.path === undefined
        ? parentPath
        : join(parentPath, route.path);
    if (route.children?.length) out.push(...flatten(route.children, chain, own));
    else if (route.path !== undefined || route.index) {
      const p = normalize(own || '/');
      out.push({
        routes: chain,
        path: route.caseSensitive ? p : p.toLowerCase(),
        base: '',
        caseSensitive: Boolean(route.caseSensitive),
      });
    }
  }
  return out;
}

function matchBranch(branches: Branch[], pathname: string): Branch | undefined {
  const p = normalize(pathname);
  const lower = p.toLowerCase();
  const exact = branches.find((b) => b.path !== null && b.path === (b.caseSensitive ? p : lower));
  if (exact) return exact;
  // the longest splat base first
  let best: Branch | undefined;
  for (const b of branches) {
    if (b.path !== null) continue;
    const under = b.base === '' || lower === b.base || lower.startsWith(`${b.base}/`);
    if (under && (!best || b.base.length > best.base.length)) best = b;
  }
  return best;
}

const loaded = new WeakMap<RouteObject, ComponentType>();

async function load(route: RouteObject): Promise<void> {
  if (!route.lazy) return;
  const { Component } = await route.lazy();
  loaded.set(route, Component);
}

function toMatches(branch: Branch, pathname: string): RouteMatch[] {
  return branch.routes.map((route, i) => ({
    id: route.id ?? `${i}-${route.path ?? (route.index ? 'index' : 'layout')}`,
    pathname,
    route,
    handle: route.handle,
    Component: loaded.get(route) ?? route.Component,
  }));
}

/** The error shown when no route matches the address (the app's own `*` route normally catches it first). */
export class RouteNotFoundError extends Error {
  readonly status = 404;
  constructor(pathname: string) {
    super(`No route matches ${pathname}`);
  }
}

/** The most redirects one navigation follows (a loop is an error, not a hang). */
const MAX_REDIRECTS = 10;

export function createRouter(routes: RouteObject[], history: History): Router {
  const branches = flatten(routes);
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = {
    initialized: false,
    location: history.location,
    historyAction: 'POP',
    matches: [],
    error: null,
  };
  let current = 0;
  /** a Back/Forward being undone: its popstate is not a navigation */
  let undoing = false;

  const set = (next: RouterState) => {
    state = next;
    for (const l of listeners) l(state);
  };

  const resolve = (to: string): string => resolveTo(to, state.location);

  /**
   * One navigation. `action` is how it enters the history: POP = the history is already there (first load,
   * Back/Forward), PUSH/REPLACE = written once the screen is ready.
   */
  async function run(
    location: Location,
    action: HistoryAction,
    popDelta: number | null,
    hops = 0,
  ): Promise<void> {
    const id = ++current;
    try {
      await attempt(id, location, action, popDelta, hops);
    } catch (error) {
      // a guard that threw, or a redirect loop: the error screen, at the address asked for
      if (id === current) commit(location, action, [], error);
    }
  }

  async function attempt(
    id: number,
    location: Location,
    action: HistoryAction,
    popDelta: number | null,
    hops: number,
  ) {
    const first = !state.initialized;
    const stale = () => id !== current;
    const branch = matchBranch(branches, location.pathname);
    if (!branch) {
      commit(location, action, [], new RouteNotFoundError(location.pathname));
      return;
    }
    const redirectTo = (to: string, replace: boolean) => {
      if (hops >= MAX_REDIRECTS) throw new Error(`Too many redirects at ${location.pathname}`);
      const next = createLocation(resolve(to));
      // a redirect of a page load or of Back/Forward replaces the entry the browser is on
      const how: HistoryAction = action === 'POP' || replace || first ? 'REPLACE' : action;
      return run(next, how, null, hops + 1);
    };
    const leaf = branch.routes[branch.routes.length - 1] as RouteObject;
    if (leaf.redirect) return redirectTo(leaf.redirect, true);

    for (const route of branch.routes) {
      if (!route.guard) continue;
      // awaited only when it is a promise: routes without async work are entered at once (in the same task)
      let decision = route.guard({ location, first });
      if (decision instanceof Promise) {
        decision = await decision;
        if (stale()) return;
      }
      if (decision === 'stay') {
        if (first) throw new Error('A guard cannot keep the first navigation where it is');
        if (action === 'POP') undo(popDelta);
        return;
      }
      if (decision) return redirectTo(decision.redirect, Boolean(decision.replace));
    }

    for (const route of branch.routes) {
      try {
        route.prefetch?.(location);
      } catch {
        // a failed prefetch only loses the head start: the screen asks for its data itself
      }
    }
    let error: unknown = null;
    const toLoad = branch.routes.filter((r) => r.lazy && !loaded.has(r));
    if (toLoad.length > 0) {
      try {
        await Promise.all(toLoad.map(load));
      } catch (e) {
        error = e;
      }
      if (stale()) return;
    }
    commit(location, action, toMatches(branch, location.pathname), error);
  }

  function commit(location: Location, action: HistoryAction, found: RouteMatch[], error: unknown) {
    // an error with no route matched is shown by the top route's error screen
    const root = routes[0];
    const matches =
      found.length === 0 && error != null && root?.ErrorBoundary
        ? toMatches({ routes: [root], path: null, base: '', caseSensitive: false }, location.pathname)
        : found;
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    set({ initialized: true, location, historyAction: action, matches, error });
  }

  /** Put the browser back on the entry the user left with Back/Forward. */
  function undo(delta: number | null) {
    if (delta) {
      undoing = true;
      history.go(-delta);
    } else {
      history.replace(state.location);
    }
  }

  const unlisten = history.listen(({ location, delta }) => {
    if (undoing) {
      undoing = false;
      return;
    }
    void run(location, 'POP', delta);
  });

  void run(history.location, 'POP', null);

  return {
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const next = createLocation(resolve(to), options.state ?? null);
      return run(next, options.replace ? 'REPLACE' : 'PUSH', null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unlisten();
      listeners.clear();
      current += 1;
    },
  };
}

/** Resolves once the router's first navigation has loaded its screen (or failed and shows its error screen). */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}
