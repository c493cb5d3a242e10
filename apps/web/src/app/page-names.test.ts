import { INNER_NAV, MENU } from '@parking/shared/admin-menus/site-menu';
import { describe, expect, it } from 'vitest';
import { breadcrumbFor } from '../components/frame/breadcrumb';
import type { MenuNode } from '../components/frame/menu-tree';
import { QUICK_LINKS } from '../components/frame/quick-menu';
import { FOOTER_QUICK } from '../components/frame/site-footer';
import { HISTORY_TABS } from '../features/mypage/history/history-tabs';
import { DISCOUNT_HISTORY_TABS } from '../features/web-prepaid/components/discount-history-layout';
import { frameConfig } from './layouts/frame-config';
import { routeTable } from './route-table';

/*
 * One name per page (issue 32, decision 194): the page's title (its heading and the document title), the last
 * crumb of its breadcrumb, its menu entry and any tab or link naming it say the same words, all from the route
 * table's title.
 */

const titleOf = (path: string) => routeTable.find((r) => r.path.toLowerCase() === path.toLowerCase())?.title;

function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [...(n.path && !n.children ? [n] : []), ...leaves(n.children ?? [])]);
}

describe('one name per page', () => {
  it('every menu entry that opens a page is named by that page title', () => {
    const pages = leaves(MENU);
    expect(pages.length).toBeGreaterThan(40);
    for (const node of pages) expect(node.label, node.path).toBe(titleOf(node.path!));
  });

  it("every route's breadcrumb ends in the route title", () => {
    const routes = routeTable.filter((r) => !['/main', '/Main'].includes(r.path));
    expect(routes.length).toBeGreaterThan(100);
    for (const r of routes) expect(breadcrumbFor(r.path, frameConfig).at(-1)?.label, r.path).toBe(r.title);
  });

  it('the footer quick menu, the inner navigation and the history tabs name their pages by the route title', () => {
    const footer = FOOTER_QUICK.map(({ to, label }) => ({ path: to, label }));
    for (const link of [...footer, ...INNER_NAV, ...HISTORY_TABS, ...DISCOUNT_HISTORY_TABS])
      expect(link.label, link.path).toBe(titleOf(link.path));
  });

  it("the header's quick menu, a bar that must fit a phone, names the page or the menu group it opens", () => {
    const groups = MENU.flatMap((n) => [n, ...(n.children ?? [])]);
    for (const { to, label } of QUICK_LINKS) {
      const trail = groups.filter((g) => leaves([g]).some((l) => l.path === to)).map((g) => g.label);
      expect([titleOf(to), ...trail], to).toContain(label);
    }
  });

  it('the pages the issue named read the same everywhere', () => {
    expect(titleOf('/lookup')).toBe('사전결제 조회');
    expect(titleOf('/lookupunpaid')).toBe('미납요금 조회·납부');
    expect(titleOf('/periodlookup')).toBe('정기권 조회·결제');
    expect(titleOf('/mypageprepayment')).toBe('사전결제 내역');
    expect(titleOf('/mypagepayment')).toBe('정기권 결제 내역');
    expect(titleOf('/mypageunpaid')).toBe('미납요금 납부 내역');
  });
});
