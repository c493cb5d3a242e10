import { MENU, MOBILE_SECTIONS, SECTION_IDS } from '@parking/shared/admin-menus/site-menu';
import { describe, expect, it } from 'vitest';
import {
  findTrail as findTrailIn,
  firstPath,
  type MenuNode,
  type MenuViewer,
  mobileMenu as mobileMenuOf,
  visibleMenu as visibleMenuIn,
} from '../components/frame/menu-tree';

// The app's menu through the frame's tree functions, as the frame sees it.
const visibleMenu = (who: MenuViewer) => visibleMenuIn(who, MENU);
const findTrail = (pathname: string) => findTrailIn(pathname, MENU);
const mobileMenu = (visible: readonly MenuNode[]) => mobileMenuOf(visible, MOBILE_SECTIONS);

const anonymous: MenuViewer = { isLogin: false, authorCode: '', empDiv: '' };
const general: MenuViewer = { isLogin: true, authorCode: 'ROLE_USER', empDiv: 'USR' };
const store: MenuViewer = { isLogin: true, authorCode: 'ROLE_STORE', empDiv: 'BSN' };
const admin: MenuViewer = { isLogin: true, authorCode: 'ROLE_ADMIN', empDiv: 'EMP' };

function ids(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
}

function paths(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.path ? [n.path] : []), ...paths(n.children ?? [])]);
}

const sections = (who: MenuViewer) => visibleMenu(who).map((n) => n.id);

describe('menu tree', () => {
  it('has unique ids and three levels at most', () => {
    const all = ids(MENU);
    expect(new Set(all).size).toBe(all.length);
    const depth = (n: MenuNode): number => 1 + Math.max(0, ...(n.children ?? []).map(depth));
    expect(Math.max(...MENU.map(depth))).toBe(3);
  });

  it('has the level-1 sections in order', () => {
    expect(MENU.map((n) => n.id)).toEqual([...SECTION_IDS]);
  });

  it('maps the mobile sections of the spec onto the level-1 sections', () => {
    expect(MOBILE_SECTIONS.map((s) => s.id)).toEqual([
      'parking',
      'prepayment',
      'reduction',
      'service',
      'board',
      'mypage',
      'admin',
      'system',
    ]);
    const held = MOBILE_SECTIONS.flatMap((s) => s.sections);
    expect([...held].sort()).toEqual([...SECTION_IDS].sort());
    const mobile = mobileMenu(visibleMenu(admin));
    expect(mobile.map((n) => n.id)).toEqual(MOBILE_SECTIONS.map((s) => s.id));
    expect(mobile.find((n) => n.id === 'service')?.children?.map((n) => n.id)).toEqual([
      'period',
      'webdiscount',
    ]);
  });

  it('the mobile service section holds only what the viewer may see', () => {
    const forStore = mobileMenu(visibleMenu(store));
    expect(forStore.find((n) => n.id === 'service')?.children?.map((n) => n.id)).toEqual(['webdiscount']);
    const forGeneral = mobileMenu(visibleMenu(general));
    expect(forGeneral.find((n) => n.id === 'service')?.children?.map((n) => n.id)).toEqual(['period']);
    expect(mobileMenu(visibleMenu(anonymous)).map((n) => n.id)).toEqual([
      'parking',
      'prepayment',
      'reduction',
      'service',
      'board',
    ]);
  });

  it('holds the routes of the portal', () => {
    const all = paths(MENU);
    for (const p of [
      '/map',
      '/list',
      '/parkfeeinformation',
      '/parkfeereduction',
      '/feecalculation',
      '/prepaymentinfo',
      '/lookup',
      '/unpaidinfo',
      '/lookupunpaid',
      '/periodinfo',
      '/periodapplication',
      '/periodlookup',
      '/webdiscountcharge',
      '/webdiscountuse',
      '/noticelist',
      '/faqview',
      '/qnalist',
      '/mypagemain',
      '/mypageprepayment',
      '/mypagediscountpayment',
      '/mypagediscount',
      '/generalmembership',
      '/businessmembership',
      '/discountvehicle',
      '/freevehicle',
      '/periodparking',
      '/noticemanagement',
      '/faqmanagement',
      '/popuplist',
      '/bannerlist',
      '/usermanagement',
      '/teamlist',
      '/departmentlist',
      '/menulist',
      '/userauthoritylist',
      '/accessinfo',
      '/connertmenustat',
    ]) {
      expect(all, p).toContain(p);
    }
  });
});

describe('visibleMenu (spec 1 §6)', () => {
  it('anonymous visitors see season pass and web voucher menus, no my-page, no admin', () => {
    expect(sections(anonymous)).toEqual([
      'parking',
      'reduction',
      'prepayment',
      'period',
      'webdiscount',
      'board',
    ]);
    const all = ids(visibleMenu(anonymous));
    expect(all).toContain('period');
    expect(all).toContain('webdiscount');
    expect(all).not.toContain('mypage');
    expect(all).not.toContain('usagehistory');
  });

  it('general members (USR) see the season pass and usage history but no web voucher', () => {
    expect(sections(general)).toEqual(['parking', 'reduction', 'prepayment', 'period', 'board', 'mypage']);
    const all = ids(visibleMenu(general));
    expect(all).toContain('period');
    expect(all).toContain('periodapplication');
    expect(all).toContain('usagehistory');
    expect(all).toContain('mypagepayment');
    expect(all).not.toContain('webdiscount');
    expect(all).not.toContain('webdiscountcharge');
    expect(all).not.toContain('mypagediscountpayment');
    expect(all).not.toContain('mypagediscount');
  });

  it('business members (BSN store) see the web voucher and its histories but no season pass', () => {
    expect(sections(store)).toEqual(['parking', 'reduction', 'prepayment', 'webdiscount', 'board', 'mypage']);
    const all = ids(visibleMenu(store));
    expect(all).toContain('webdiscount');
    expect(all).toContain('webdiscountuse');
    expect(all).toContain('mypagediscountpayment');
    expect(all).toContain('mypagediscount');
    expect(all).not.toContain('period');
    expect(all).not.toContain('periodapplication');
    expect(all).not.toContain('usagehistory');
    expect(all).not.toContain('admin');
  });

  it('administrators see everything plus the admin and system sections', () => {
    expect(sections(admin)).toEqual([...SECTION_IDS]);
    expect(ids(visibleMenu(admin))).toEqual(ids(MENU));
  });

  it('a business member without ROLE_ADMIN never sees admin sections, even with store role', () => {
    expect(sections({ ...store, authorCode: 'ROLE_ANONYMOUS' })).not.toContain('admin');
  });

  it('a business member awaiting approval (ROLE_ANONYMOUS) sees no web voucher until staff approve', () => {
    const waiting = ids(visibleMenu({ ...store, authorCode: 'ROLE_ANONYMOUS' }));
    expect(waiting).not.toContain('webdiscount');
    expect(waiting).not.toContain('mypagediscount');
    expect(ids(visibleMenu(store))).toContain('webdiscount');
  });

  it('does not change the tree it filters', () => {
    const before = JSON.stringify(MENU);
    visibleMenu(store);
    visibleMenu(general);
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

describe('findTrail', () => {
  it('finds the chain from section to page', () => {
    expect(findTrail('/periodapplication').map((n) => n.id)).toEqual(['period', 'periodapplication']);
    expect(findTrail('/usermanagement').map((n) => n.id)).toEqual(['system', 'usermanagement']);
  });

  it('resolves detail screens through match routes, case-insensitively', () => {
    expect(findTrail('/noticeview').map((n) => n.id)).toEqual(['board', 'noticelist']);
    expect(findTrail('/generalMembershipView').map((n) => n.id)).toEqual([
      'admin',
      'members',
      'generalmembership',
    ]);
    expect(findTrail('/mypagepayment').map((n) => n.id)).toEqual(['mypage', 'usagehistory', 'mypagepayment']);
  });

  it('returns nothing for unknown paths', () => {
    expect(findTrail('/main')).toEqual([]);
  });

  it('firstPath goes down to the first route', () => {
    expect(firstPath(MENU[0]!)).toBe('/map');
    expect(firstPath(MENU.find((n) => n.id === 'admin')!)).toBe('/adminhome');
  });
});
