import { ko } from '@parking/shared/messages/ko';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { renderWithUi } from '../../../test/render';
import { MainPage } from './main-page';

const content = {
  popups: [
    {
      popupId: 7,
      title: '설 연휴 무료 개방',
      posX: 500,
      posY: 1000,
      sizeX: 540,
      sizeY: 540,
      linkUrl: '',
      popupContents: '<p>연휴 기간 무료입니다.</p>',
      openDate: '2026-01-01 00:00:00',
      closeDate: '2026-12-31 23:59:59',
    },
  ],
  banners: [
    {
      bannerId: 2,
      title: '둘째 배너',
      bannerOrder: 2,
      linkUrl: 'https://example.org/2',
      bannerContents: '',
      imageUrl: null,
    },
    { bannerId: 1, title: '첫째 배너', bannerOrder: 1, linkUrl: '', bannerContents: '', imageUrl: null },
  ],
  notices: [{ atclId: 3, title: '주차장 공사 안내', regDttm: '2026-03-02 10:00:00' }],
};

function renderMain() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/main', Component: MainPage }], { initialEntries: ['/main'] });
  renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test cookies
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  sessionStorage.clear();
  clearCookies();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(content), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MainPage', () => {
  it('has one h1 and links to the quick services', () => {
    renderMain();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const links = Object.fromEntries(
      screen
        .getAllByRole('link')
        .filter((a) => a.querySelector('h3'))
        .map((a) => [a.querySelector('h3')?.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual({
      [ko.routes.map]: '/map',
      [ko.routes.lookup]: '/lookup',
      [ko.routes.lookupunpaid]: '/lookupunpaid',
      [ko.routes.periodinfo]: '/periodinfo',
      [ko.routes.noticelist]: '/noticelist',
      [ko.routes.qnalist]: '/qnalist',
    });
  });

  it('closes the top banner and remembers it for the browser session', async () => {
    renderMain();
    expect(screen.getByText(ko.home.topBanner)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ko.home.closeBanner }));
    expect(screen.queryByText(ko.home.topBanner)).toBeNull();
    cleanup();
    renderMain();
    expect(screen.queryByText(ko.home.topBanner)).toBeNull();
  });

  it('shows latest notices and the banners in their order', async () => {
    renderMain();
    expect((await screen.findByRole('link', { name: '주차장 공사 안내' })).getAttribute('href')).toBe(
      '/noticeview?atclId=3',
    );
    const items = within(
      screen.getByRole('region', { name: ko.content.web.home.bannersHeading }),
    ).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['첫째 배너', '둘째 배너']);
    expect(
      screen.getByRole('link', { name: ko.content.web.home.bannerLink('둘째 배너') }).getAttribute('href'),
    ).toBe('https://example.org/2');
  });

  it("names each popup's link by its popup (a bare '자세히 보기' says nothing to a reader or a search engine)", async () => {
    const withLinks = {
      ...content,
      popups: [
        { ...content.popups[0], linkUrl: '/noticelist' },
        { ...content.popups[0], popupId: 8, title: '시청 안내', linkUrl: 'https://example.org/city' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(withLinks), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderMain();
    const inside = await screen.findByRole('link', { name: '설 연휴 무료 개방 자세히 보기' });
    expect(inside.getAttribute('href')).toBe('/noticelist');
    expect(inside.getAttribute('target')).toBeNull();
    const outside = screen.getByRole('link', { name: ko.content.web.home.popupOpenNew('시청 안내') });
    expect(outside.getAttribute('target')).toBe('_blank');
    // what is shown stays the short label
    expect(inside.querySelector('.sr-only')?.textContent).toBe('설 연휴 무료 개방 ');
  });

  it("shows the active popup; '오늘 하루 보지 않기' keeps it hidden after a reload, 닫기 only for now", async () => {
    renderMain();
    const popup = await screen.findByRole('dialog', { name: '설 연휴 무료 개방' });
    expect(popup.textContent).toContain('연휴 기간 무료입니다.');
    await userEvent.click(
      within(popup).getByRole('button', { name: ko.content.web.home.closePopup('설 연휴 무료 개방') }),
    );
    expect(screen.queryByRole('dialog', { name: '설 연휴 무료 개방' })).toBeNull();
    cleanup();
    renderMain();
    const again = await screen.findByRole('dialog', { name: '설 연휴 무료 개방' });
    await userEvent.click(within(again).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(screen.queryByRole('dialog', { name: '설 연휴 무료 개방' })).toBeNull();
    cleanup();
    renderMain();
    await screen.findByRole('link', { name: '주차장 공사 안내' });
    expect(screen.queryByRole('dialog', { name: '설 연휴 무료 개방' })).toBeNull();
  });
});
