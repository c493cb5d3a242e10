import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef, useState } from 'react';
import { isRouteHandle, type RouteEntry } from '../lib/route-entry';
import { Outlet, type RouteMatch, useLocation, useMatches } from '../lib/router';

/** The table route of the deepest match (the screen), if any. */
export function matchedEntry(matches: readonly RouteMatch[]): RouteEntry | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.route.handle;
    if (isRouteHandle(h)) return h.entry;
  }
  return undefined;
}

/** The document title of a screen: '공지사항 | 통합주차포털' (spec 1 §4). */
export function pageTitle(entry: RouteEntry | undefined): string {
  return entry ? `${entry.title} | ${ko.frame.siteName}` : ko.frame.siteName;
}

/** The new screen's heading (made focusable without entering the tab order), else its main region. */
function focusScreen(): void {
  const main = document.querySelector<HTMLElement>('main#content') ?? document.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * KWCAG 2.2 after an in-app navigation (decision 191): focus moves from the link that was followed (or the body)
 * to the new screen's heading, and a polite live region says the new page's title. Not on the first load: the
 * browser has just announced the document and its focus starts at the top, before the skip links.
 */
function RouteFocus() {
  const { pathname } = useLocation();
  const title = pageTitle(matchedEntry(useMatches()));
  const shown = useRef(pathname);
  const [said, setSaid] = useState('');
  useEffect(() => {
    // the same screen with another query (a list's page, a search) keeps the focus where it is
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusScreen();
    setSaid(title);
  }, [pathname, title]);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {said}
    </div>
  );
}

/** The root route's component: every screen, then the announcer of in-app navigations. */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <RouteFocus />
    </>
  );
}
