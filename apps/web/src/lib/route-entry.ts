import type { AccessRule } from '@parking/shared/auth/roles';
import type { ComponentType } from 'react';
import { useMatches } from './router';
import type { ClientSession } from './session-store';

// The shape of a route of the app and how a page reads its own. Kept apart from the features' route
// declarations (features/<area>/routes.ts, concatenated by app/route-table.tsx), which lazy-import the
// pages: pages, components and the router import this module, so nothing imports the table back and no
// import circle forms.

/** Which frame a route renders in: public (header/footer), inner (+ left navigation), admin, or none. */
export type LayoutKind = 'public' | 'inner' | 'admin' | 'bare';

/** Loads the page component on first visit (code splitting). */
export type PageLoader = () => Promise<ComponentType>;

/** What a route's data declaration may read: the address being opened and who opens it (the guard let them in). */
export interface RouteDataContext {
  search: URLSearchParams;
  session: ClientSession;
}

/**
 * One query a route starts beside its code: the same options (key and fetcher) the screen's hook uses, so the
 * screen finds the answer, or the request in flight, in the cache instead of asking again.
 */
export interface RouteQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  staleTime?: unknown;
  /** what the screen asks for next with this answer (e.g. the first round's record after the list of rounds) */
  next?: (data: never) => readonly RouteQuery[];
}

/**
 * What a screen fetches first, declared on its route (decision 201): `load` brings the module with the query
 * options (a chunk of its own, asked for at boot beside the screen's), `queries` names the queries for an
 * address. The router starts them once the guard has let the navigation in, while the screen's code loads.
 */
export interface RouteData {
  load: () => Promise<unknown>;
  queries: (context: RouteDataContext) => Promise<readonly RouteQuery[]>;
}

export interface RouteEntry {
  /** exact path; matched case-sensitively only where `caseSensitive` is set */
  path: string;
  /** Korean title: page heading, document title, second level of the visit category */
  title: string;
  /** who may open it (spec 1 §4, §6; spec 2 §6; spec 3 §6) */
  access: AccessRule;
  /** two-level visit category [level1, level2], reported as 'level1 > level2' */
  category: readonly [string, string];
  layout: LayoutKind;
  page: PageLoader;
  caseSensitive?: boolean;
  /** the screen is built without Mantine (the first page): the router does not wrap it in Mantine's provider */
  withoutMantine?: boolean;
  /**
   * rendered ahead at build time as a guest's first paint (decision 178; src/prerender): only a public screen
   * built without Mantine whose path has no parameters. `pageModule` is the module `page` imports (from
   * apps/web, without extension): the build takes the page's stylesheets from its chunk (decision 198).
   */
  prerender?: { pageModule: string };
  /** the screen's first queries, started beside its code (decision 201) */
  data?: RouteData;
}

/** What every table route carries in its router `handle`. */
export interface RouteHandle {
  entry: RouteEntry;
}

export function isRouteHandle(h: unknown): h is RouteHandle {
  return typeof h === 'object' && h !== null && 'entry' in h;
}

/** The route-table entry of the page being shown (title, category, access). */
export function useRouteEntry(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.handle;
    if (isRouteHandle(h)) return h.entry;
  }
  return undefined;
}
