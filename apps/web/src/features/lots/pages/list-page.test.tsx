import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotFixture } from '../../../components/lot-data/lot-fixture';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { renderWithUi } from '../../../test/render';
import { ListPage } from './list-page';

const fetchMock = vi.fn<typeof fetch>();
const lots = [
  ...Array.from({ length: 11 }, (_, i) =>
    lotFixture({
      SECTN_ID: 100 + i,
      PARKING_NM: `공영${i + 1}호 주차장`,
      CELL_ADDR_LOAD: `이천시 중리천로 ${i + 1}`,
    }),
  ),
  lotFixture({
    SECTN_ID: 5,
    PARKING_NM: '설봉공원 주차장',
    PARKING_DIV: 'PARK',
    PARKING_DIV_NM: '공원',
    CELL_ADDR_LOAD: '이천시 경충대로 2697',
    CELL_ADDR_JIBUN: '이천시 관고동 산 69-1',
  }),
];

function renderList(path = '/list') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/list', Component: ListPage }], { initialEntries: [path] });
  renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ parkingList: lots }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dataRows = () =>
  within(screen.getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('row')
    .slice(1);

describe('/list', { timeout: 20_000 }, () => {
  it('shows 10 rows per page and the total', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('총 12건');
    expect(dataRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(dataRows()).toHaveLength(2);
  });

  it('filters by kind and by address scope when searching, and writes ?q=', async () => {
    const user = userEvent.setup();
    const router = renderList();
    await screen.findByText('총 12건');
    await user.selectOptions(screen.getByLabelText('주차장 구분'), 'PARK');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByText('총 1건')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('주차장 구분'), 'all');
    await user.selectOptions(screen.getByLabelText('검색 구분'), 'address');
    await user.type(screen.getByLabelText('검색어'), '관고동{Enter}');
    expect(screen.getByText('총 1건')).toBeTruthy();
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('관고동')}`);

    await user.selectOptions(screen.getByLabelText('검색 구분'), 'name');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getAllByText('조회된 데이터가 없습니다.').length).toBeGreaterThan(0);
  });

  it('pre-fills ?q= and opens the detail popup with a directions link', async () => {
    const user = userEvent.setup();
    renderList(`/list?q=${encodeURIComponent('설봉')}`);
    await screen.findByText('총 1건');
    expect((screen.getByLabelText('검색어') as HTMLInputElement).value).toBe('설봉');
    await user.click(screen.getAllByRole('button', { name: '설봉공원 주차장' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: /길찾기/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toContain('https://map.kakao.com/link/to/');
  });
});
