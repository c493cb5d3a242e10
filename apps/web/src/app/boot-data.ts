import { parseLockPolicy } from '@parking/shared/auth/lock-policy';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { siteInfoQuery } from '../components/frame/use-site-info';
import { loginPolicyQuery } from '../features/auth/api/login-policy';
import { mainContentQuery } from '../features/home/api/main-content';
import type { RouteEntry, RouteQuery } from '../lib/route-entry';
import { getSession, isSessionKnown } from '../lib/session-store';
import { fetchSiteMenu, siteMenuQuery } from './layouts/frame-config';
import { sessionResynced } from './session-sync';

/**
 * What a page rendered ahead states that the app would otherwise ask the server for, put in the cache before the
 * app draws over the page so that its first render shows the same: the answers the server rendered the page with
 * (`#page-data`, decision 235: the list, the footer's organisation, …), else the login page's lock policy the
 * build wrote (the server serves that page only when it states this server's policy). True when the page carried
 * the answers it was rendered with (the browser may then hydrate it, decision 239).
 */
export function seedFromPage(client: QueryClient, root: Element): boolean {
  const data = root.ownerDocument.getElementById('page-data')?.textContent;
  if (data) {
    try {
      // TanStack Query's dehydrated state, read by hand: its `hydrate` would add to every page's first load
      // (the member screens' budget, build-budget.test.ts) what these few lines do
      const state = JSON.parse(data) as { queries?: unknown };
      if (!Array.isArray(state.queries)) throw new Error('no queries');
      for (const q of state.queries as { queryKey?: unknown; state?: Record<string, unknown> }[]) {
        const { data: answer, dataUpdatedAt, status } = q.state ?? {};
        if (!Array.isArray(q.queryKey) || status !== 'success' || typeof dataUpdatedAt !== 'number') continue;
        client.setQueryData(q.queryKey, answer, { updatedAt: dataUpdatedAt });
      }
      return true;
    } catch {
      // a page whose data cannot be read: the app asks the server, as for the build's page
    }
  }
  const lock = parseLockPolicy(root.querySelector('[data-lock-policy]')?.getAttribute('data-lock-policy'));
  if (lock) client.setQueryData(loginPolicyQuery.queryKey, lock);
  return false;
}

/**
 * The queries a page of the frame shows besides its screen's own (the route's `data`): the footer's site
 * information, and on the login screen its lock policy. The server's rendering of a page with its data
 * (src/prerender/render-page.tsx, decision 235) puts their answers into the page too. The menu is not among
 * them: it depends on who is logged in (the server's rendering adds a guest's, the only viewer it renders for).
 * (The home's content is its route's `data`.)
 */
export function frameQueries(entry: RouteEntry): readonly RouteQuery[] {
  if (entry.layout === 'bare') return [];
  return entry.path.toLowerCase() === '/loginmain' ? [siteInfoQuery, loginPolicyQuery] : [siteInfoQuery];
}

/**
 * What the first screen asks for as soon as it renders — the frame's site information and menu, and on the home
 * its content, on the login screen its lock policy (the text a phone paints last there) — asked for while the app
 * boots instead, beside the first screen's code: on a phone the answers
 * come a render and a round trip earlier. The screens read the same cache entries (the same query options),
 * so nothing is asked twice. Pages without the frame (and unknown addresses) ask for nothing here.
 */
export function prefetchBootData(client: QueryClient, entry: RouteEntry | undefined): void {
  if (!entry || entry.layout === 'bare') return;
  for (const query of frameQueries(entry)) void client.prefetchQuery(query as FetchQueryOptions);
  if (isSessionKnown()) {
    void client.prefetchQuery(siteMenuQuery(getSession()));
  } else {
    // The tab does not know yet who is logged in (a new tab): the menu is asked for now all the same, beside the
    // session check — the server answers for the browser's cookie, as it does that check — and kept under the
    // viewer the check finds. Asking after the check was a round trip later; asking under the tab's guess asked
    // twice (decision 192).
    const answer = fetchSiteMenu();
    answer.catch(() => undefined);
    void sessionResynced().then(() =>
      client.prefetchQuery({ ...siteMenuQuery(getSession()), queryFn: () => answer }),
    );
  }
  if (entry.path.toLowerCase() === '/main') void client.prefetchQuery(mainContentQuery);
}
