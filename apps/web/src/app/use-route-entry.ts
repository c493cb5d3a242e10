import { useMatches } from 'react-router';
import type { RouteEntry } from './route-table';

/** What every table route carries in its react-router `handle`. */
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
