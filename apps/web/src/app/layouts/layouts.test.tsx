import { visibleMenu } from '@parking/shared/admin-menus/menu-node';
import { MENU } from '@parking/shared/admin-menus/site-menu';
import { ko } from '@parking/shared/messages/ko';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from './admin-layout';
import { InnerLayout } from './inner-layout';
import { actAs, members, renderLayout } from './layouts-test-utils';
import { PublicLayout } from './public-layout';

const logout = vi.fn(async () => {});
vi.mock('../../components/frame/use-logout', () => ({ useLogout: () => logout }));

const siteInfo = {
  orgName: '이천시시설관리공단',
  address: '경기도 이천시 부악로 40',
  representative: '홍길동',
  phone: '031-000-0000',
  businessNo: '126-82-00000',
  copyright: 'Copyright © 이천시시설관리공단. All rights reserved.',
  demo: true,
  kakaoMapAppKey: null,
};
const apiGet = vi.fn(async (_url: string, _opts?: unknown): Promise<unknown> => siteInfo);
vi.mock('../../lib/api-client', () => ({ api: { get: (url: string, opts?: unknown) => apiGet(url, opts) } }));

const mainMenu = () => screen.getByRole('navigation', { name: ko.frame.mainMenu });
const topLinkNames = () =>
  within(mainMenu())
    .getAllByRole('link', { expanded: false })
    .map((a) => a.textContent);

beforeEach(() => {
  actAs(null);
  window.innerWidth = 1280;
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('page frame', () => {
  it('starts with the skip links and has one main landmark and the footer target', () => {
    renderLayout(PublicLayout);
    const focusables = document.querySelectorAll<HTMLElement>('a[href], button');
    expect(focusables[0]?.textContent).toBe(ko.frame.skipToContent);
    expect(focusables[0]?.getAttribute('href')).toBe('#content');
    expect(focusables[1]?.textContent).toBe(ko.frame.skipToFooter);
    expect(focusables[1]?.getAttribute('href')).toBe('#footer');
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]?.id).toBe('content');
    expect(document.getElementById('footer')?.tagName).toBe('FOOTER');
  });

  it('the skip link moves focus to the content', async () => {
    const user = userEvent.setup();
    renderLayout(PublicLayout);
    await user.click(screen.getByRole('link', { name: ko.frame.skipToContent }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('has a logo link home with an accessible name', () => {
    renderLayout(PublicLayout);
    const logo = within(screen.getByRole('banner')).getByRole('link', {
      name: new RegExp(ko.frame.siteName),
    });
    expect(logo.getAttribute('href')).toBe('/main');
  });

  it('shows login and sign-up links to a visitor', () => {
    renderLayout(PublicLayout);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: ko.auth.login }).getAttribute('href')).toBe('/loginmain');
    expect(within(header).getByRole('link', { name: ko.auth.join }).getAttribute('href')).toBe('/join');
    expect(within(header).queryByRole('button', { name: ko.auth.logout })).toBeNull();
    expect(within(header).queryByText(/님 환영합니다\./)).toBeNull();
  });

  it('shows the welcome line, logout and member info to a logged-in member', async () => {
    const user = userEvent.setup();
    actAs(members.general);
    renderLayout(PublicLayout);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('김시민님 환영합니다.')).toBeTruthy();
    expect(within(header).getByRole('link', { name: ko.auth.memberInfo }).getAttribute('href')).toBe(
      '/mypagemain',
    );
    expect(within(header).queryByRole('link', { name: ko.auth.login })).toBeNull();
    await user.click(within(header).getByRole('button', { name: ko.auth.logout }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('reacts to login and logout without a reload', () => {
    renderLayout(PublicLayout);
    act(() => actAs(members.store));
    expect(screen.getByText('이상인님 환영합니다.')).toBeTruthy();
    act(() => actAs(null));
    expect(screen.queryByText('이상인님 환영합니다.')).toBeNull();
  });

  it('shows the quick menu with map, unpaid, season pass and Q&A', () => {
    renderLayout(PublicLayout);
    const quick = screen.getByRole('navigation', { name: ko.frame.quickMenu });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/map', '/lookupunpaid', '/periodinfo', '/qnalist']);
  });
});

describe('main menu visibility', () => {
  it('a visitor sees the season pass and web voucher menus but no my-page or admin', () => {
    renderLayout(PublicLayout);
    expect(topLinkNames()).toEqual([
      '주차장 찾기',
      '주차요금 안내',
      '요금정산',
      '정기권',
      '웹할인권',
      '정보마당',
    ]);
  });

  it('a general member (USR) sees the season pass, not the web voucher', () => {
    actAs(members.general);
    renderLayout(PublicLayout);
    const names = topLinkNames();
    expect(names).toContain('정기권');
    expect(names).not.toContain('웹할인권');
    expect(names).toContain('마이페이지');
    expect(names).not.toContain('관리자 메뉴');
  });

  it('a business member (BSN) sees the web voucher, not the season pass', () => {
    actAs(members.store);
    renderLayout(PublicLayout);
    const names = topLinkNames();
    expect(names).toContain('웹할인권');
    expect(names).not.toContain('정기권');
    expect(names).not.toContain('시스템 관리');
  });

  it('an administrator sees the admin and system sections too', () => {
    actAs(members.admin);
    renderLayout(PublicLayout);
    expect(topLinkNames()).toEqual([
      '주차장 찾기',
      '주차요금 안내',
      '요금정산',
      '정기권',
      '웹할인권',
      '정보마당',
      '마이페이지',
      '관리자 메뉴',
      '시스템 관리',
    ]);
  });
});

describe('three-level hover menu', () => {
  it('opens a panel on hover and on focus, closes it with Escape', async () => {
    const user = userEvent.setup();
    renderLayout(PublicLayout);
    const fee = within(mainMenu()).getByRole('link', { name: '요금정산' });
    expect(fee.getAttribute('aria-expanded')).toBe('false');
    await user.hover(fee);
    expect(fee.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(fee.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    // level 2 (a group) and level 3 (its pages)
    expect(within(panel!).getByText(ko.menu.unpaid)).toBeTruthy();
    expect(within(panel!).getByRole('link', { name: ko.routes.lookupunpaid }).getAttribute('href')).toBe(
      '/lookupunpaid',
    );
    await user.unhover(fee);
    expect(fee.getAttribute('aria-expanded')).toBe('false');

    act(() => fee.focus());
    expect(fee.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(fee.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(fee);
  });

  it('is keyboard reachable: Tab goes from a level-1 link into its panel', async () => {
    const user = userEvent.setup();
    renderLayout(PublicLayout);
    const parking = within(mainMenu()).getByRole('link', { name: '주차장 찾기' });
    act(() => parking.focus());
    await user.tab();
    expect(document.activeElement?.textContent).toBe(ko.routes.map);
    expect(parking.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('sitemap overlay', () => {
  it('opens full screen with every visible section and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    actAs(members.store);
    renderLayout(PublicLayout);
    const button = screen.getByRole('button', { name: ko.frame.sitemap });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: ko.frame.sitemap });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      '주차장 찾기',
      '주차요금 안내',
      '요금정산',
      '웹할인권',
      '정보마당',
      '마이페이지',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderLayout(PublicLayout);
    await user.click(screen.getByRole('button', { name: ko.frame.sitemap }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: ko.frame.closeSitemap }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('mobile slide menu', () => {
  it('opens with the login actions and an accordion of the sections', async () => {
    const user = userEvent.setup();
    window.innerWidth = 390;
    renderLayout(PublicLayout);
    await user.click(screen.getByRole('button', { name: ko.frame.openMenu }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: ko.auth.login })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: ko.auth.join })).toBeTruthy();
    const controls = within(dialog)
      .getAllByRole('button', { expanded: false })
      .map((b) => b.textContent);
    expect(controls).toEqual(['주차장 찾기', '요금정산', '주차요금 안내', '주차서비스', '정보마당']);
  });

  it('collapses its open sections and closes when the window grows past 1024 px', async () => {
    const user = userEvent.setup();
    window.innerWidth = 390;
    actAs(members.admin);
    renderLayout(PublicLayout);
    const hamburger = screen.getByRole('button', { name: ko.frame.openMenu });
    await user.click(hamburger);
    const dialog = await screen.findByRole('dialog');
    const section = within(dialog).getByRole('button', { name: '주차장 찾기' });
    await user.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: ko.routes.map })).toBeTruthy();
    // a resize that stays mobile changes nothing
    act(() => {
      window.innerWidth = 800;
      window.dispatchEvent(new Event('resize'));
    });
    expect(section.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // reopened (e.g. shrunk again): every section is collapsed
    window.innerWidth = 390;
    await user.click(hamburger);
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('button', { name: '주차장 찾기' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(again).getByText(ko.auth.welcome(members.admin.empNm))).toBeTruthy();
  });
});

describe('footer', () => {
  it('has the quick links, the family sites and the organisation details from /api/site/info', async () => {
    renderLayout(PublicLayout);
    const footer = document.getElementById('footer')!;
    const quick = within(footer).getByRole('navigation', { name: ko.frame.footerQuickMenu });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/map', '/lookupunpaid', '/periodinfo']);
    expect(await within(footer).findByText(siteInfo.address)).toBeTruthy();
    expect(within(footer).getByText(siteInfo.representative)).toBeTruthy();
    expect(within(footer).getByText(siteInfo.phone)).toBeTruthy();
    expect(within(footer).getByText(siteInfo.businessNo)).toBeTruthy();
    expect(apiGet).toHaveBeenCalledWith('/api/site/info', expect.anything());
  });

  it('renders without the organisation details while they load or when the call fails', async () => {
    apiGet.mockRejectedValueOnce(new Error('offline'));
    renderLayout(PublicLayout);
    const footer = document.getElementById('footer')!;
    expect(within(footer).getByRole('link', { name: ko.frame.privacyPolicy })).toBeTruthy();
    await waitFor(() => expect(apiGet).toHaveBeenCalled());
    expect(within(footer).queryByText(siteInfo.address)).toBeNull();
  });

  it('opens the chosen family site in a new tab with rel noopener', async () => {
    const user = userEvent.setup();
    renderLayout(PublicLayout);
    const select = screen.getByRole('combobox', { name: ko.frame.familySite });
    await user.selectOptions(select, '정부24');
    const go = screen.getByRole('link', { name: ko.frame.familySiteGo });
    expect(go.getAttribute('href')).toBe('https://www.gov.kr');
    expect(go.getAttribute('target')).toBe('_blank');
    expect(go.getAttribute('rel')).toContain('noopener');
  });

  it('opens and closes the policy dialogs', async () => {
    const user = userEvent.setup();
    renderLayout(PublicLayout);
    await user.click(screen.getByRole('link', { name: ko.frame.privacyPolicy }));
    let dialog = await screen.findByRole('dialog', { name: ko.policy.privacy.title });
    expect(within(dialog).getByText(/주차장 이용 및 요금 징수 관련 장부.*5년/)).toBeTruthy();
    expect(within(dialog).getByText(/민원\(Q&A\) 처리 기록: 3년/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: ko.frame.emailRefusal }));
    dialog = await screen.findByRole('dialog', { name: ko.policy.emailRefusal.title });
    await user.click(within(dialog).getByRole('button', { name: ko.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: ko.frame.copyrightPolicy }));
    expect(await screen.findByRole('dialog', { name: ko.policy.copyright.title })).toBeTruthy();
  });

  it('has a back-to-top button', () => {
    renderLayout(PublicLayout);
    expect(screen.getByRole('button', { name: ko.frame.backToTop, hidden: true })).toBeTruthy();
  });
});

describe('inner and admin layouts', () => {
  it('the inner layout has the left navigation and a breadcrumb', () => {
    renderLayout(InnerLayout, '/noticelist');
    const nav = screen.getByRole('navigation', { name: ko.frame.innerNavTitle });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/map', '/unpaidinfo', '/periodinfo', '/noticelist', '/faqview', '/qnalist']);
    expect(within(nav).getByRole('link', { name: ko.routes.noticelist }).getAttribute('aria-current')).toBe(
      'page',
    );
    const crumbs = screen.getByRole('navigation', { name: ko.frame.breadcrumb });
    expect(within(crumbs).getByText(ko.routes.noticelist).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('the admin layout shows both groups, a breadcrumb and one main', () => {
    actAs(members.admin);
    renderLayout(AdminLayout, '/discountvehicleview');
    const side = screen.getByRole('navigation', { name: ko.frame.adminSideMenu });
    expect(within(side).getByText(ko.menu.admin)).toBeTruthy();
    expect(within(side).getByText(ko.menu.system)).toBeTruthy();
    for (const path of [
      '/generalmembership',
      '/usermanagement',
      '/discountvehicle',
      '/periodparking',
      '/noticemanagement',
      '/popuplist',
      '/freevehicle',
      '/faqmanagement',
      '/bannerlist',
    ]) {
      expect(side.querySelector(`a[href="${path}"]`), path).not.toBeNull();
    }
    expect(
      within(side).getByRole('link', { name: ko.routes.discountvehicle }).getAttribute('aria-current'),
    ).toBe('page');
    const crumbs = within(screen.getByRole('navigation', { name: ko.frame.breadcrumb }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(crumbs.slice(0, 4)).toEqual([
      ko.frame.home,
      ko.menu.admin,
      ko.menu.vehicles,
      ko.routes.discountvehicle,
    ]);
    expect(crumbs).toHaveLength(5);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('a store member sees only the system screens open to them in the admin side menu', () => {
    actAs(members.store);
    renderLayout(AdminLayout, '/accessinfo');
    const side = screen.getByRole('navigation', { name: ko.frame.adminSideMenu });
    expect(
      within(side)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/userauthoritylist', '/accessinfo']);
  });

  it('keeps those two links once the served menu (without admin sections for a store member) arrives', async () => {
    const served = visibleMenu({ isLogin: true, authorCode: 'ROLE_STORE', empDiv: 'BSN' }, MENU);
    expect(served.map((n) => n.id)).not.toContain('system');
    apiGet.mockImplementation(async (url: string) =>
      url.includes('siteMenu') ? { menuList: served, version: 1 } : siteInfo,
    );
    actAs(members.store);
    renderLayout(AdminLayout, '/accessinfo');
    await waitFor(() => expect(apiGet).toHaveBeenCalledWith('/api/menu/siteMenu.json', expect.anything()));
    // the main menu is the served one: no system section for the store member
    await waitFor(() => expect(topLinkNames()).not.toContain(ko.menu.system));
    const side = screen.getByRole('navigation', { name: ko.frame.adminSideMenu });
    expect(
      within(side)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/userauthoritylist', '/accessinfo']);
  });
});

describe('navigation landmarks', () => {
  it('every navigation landmark has a distinct name', () => {
    actAs(members.admin);
    renderLayout(AdminLayout, '/usermanagement');
    const names = screen
      .getAllByRole('navigation')
      .map((n) => n.getAttribute('aria-label') ?? n.getAttribute('aria-labelledby'));
    expect(new Set(names).size).toBe(names.length);
  });
});
