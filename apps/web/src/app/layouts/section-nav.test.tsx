import { MENU } from '@parking/shared/admin-menus/site-menu';
import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/mock-api';
import { AdminLayout } from './admin-layout';
import { InnerLayout } from './inner-layout';
import { actAs, members, renderLayout } from './layouts-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  actAs(null);
});

/** The shipped menu with one entry renamed, as the server would answer after a staff edit. */
function renamed(id: string, label: string) {
  const walk = (nodes: typeof MENU): typeof MENU =>
    nodes.map((n) => ({
      ...n,
      label: n.id === id ? label : n.label,
      ...(n.children ? { children: walk(n.children) } : {}),
    }));
  return walk(MENU);
}

describe('section-aware side navigation and the menu from the server', () => {
  it('lists the pages of the current section with the current one marked, then the shared links', () => {
    mockApi(() => undefined);
    renderLayout(InnerLayout, '/qnaview');
    const section = screen.getByRole('navigation', { name: ko.frame.sectionNav(ko.menu.board) });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      ko.routes.noticelist,
      ko.routes.faqview,
      ko.routes.qnalist,
    ]);
    // a detail screen marks the page it belongs to
    expect(within(section).getByRole('link', { name: ko.routes.qnalist }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(section).getByRole('link', { name: ko.routes.noticelist }).getAttribute('aria-current'),
    ).toBeNull();
    const shared = screen.getByRole('navigation', { name: ko.frame.innerNavTitle });
    expect(within(shared).getAllByRole('link')).toHaveLength(6);
  });

  it('a screen outside the menu keeps only the shared links', () => {
    mockApi(() => undefined);
    renderLayout(InnerLayout, '/smsoutbox');
    expect(screen.getByRole('navigation', { name: ko.frame.innerNavTitle })).toBeTruthy();
    for (const section of MENU) {
      expect(screen.queryByRole('navigation', { name: ko.frame.sectionNav(section.label) })).toBeNull();
    }
  });

  it('draws the names staff gave: side navigation, breadcrumb and admin side menu', async () => {
    mockApi((c) =>
      c.url.pathname === '/api/menu/siteMenu.json'
        ? json({ menuList: renamed('faqview', '자주 묻는 질문'), version: 2 })
        : undefined,
    );
    renderLayout(InnerLayout, '/faqview');
    const section = await screen.findByRole('navigation', { name: ko.frame.sectionNav(ko.menu.board) });
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: '자주 묻는 질문' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    const crumbs = screen.getByRole('navigation', { name: ko.frame.breadcrumb });
    expect(within(crumbs).getByText('자주 묻는 질문')).toBeTruthy();
  });

  it('falls back to the code tree while the menu answer is missing', () => {
    mockApi(() => json({ code: 'INTERNAL', message: 'x' }, 500));
    actAs(members.admin);
    renderLayout(AdminLayout, '/menulist');
    const side = screen.getByRole('navigation', { name: ko.frame.adminSideMenu });
    expect(within(side).getByRole('link', { name: ko.routes.menulist }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
