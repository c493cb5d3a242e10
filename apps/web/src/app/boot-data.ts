import { parseLockPolicy } from '@parking/shared/auth/lock-policy';
import type { QueryClient } from '@tanstack/react-query';
import { siteInfoQuery } from '../components/frame/use-site-info';
import { loginPolicyQuery } from '../features/auth/api/login-policy';
import { mainContentQuery } from '../features/home/api/main-content';
import type { RouteEntry } from '../lib/route-entry';
import { getSession, isSessionKnown } from '../lib/session-store';
import { fetchSiteMenu, siteMenuQuery } from './layouts/frame-config';
import { sessionResynced } from './session-sync';

/**
 * What a page rendered ahead states that the app would otherwise ask the server for (decision 178): the login
 * page's lock policy (the server serves that page only when it states this server's policy). Put in the cache
 * before the app draws over the page, so the app's first render shows the same text.
 */
export function seedFromPage(client: QueryClient, root: ParentNode): void {
  const lock = parseLockPolicy(root.querySelector('[data-lock-policy]')?.getAttribute('data-lock-policy'));
  if (lock) client.setQueryData(loginPolicyQuery.queryKey, lock);
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
  void client.prefetchQuery(siteInfoQuery);
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
  const path = entry.path.toLowerCase();
  if (path === '/main') void client.prefetchQuery(mainContentQuery);
  if (path === '/loginmain') void client.prefetchQuery(loginPolicyQuery);
}
