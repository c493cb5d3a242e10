import { zodResolver } from '@hookform/resolvers/zod';
import { ko } from '@parking/shared/messages/ko';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from '../../lib/router';
import { createQueryClient } from '../../lib/write-effects';
import { renderWithUi } from '../../test/render';
import { AdminForm } from './admin-form';
import { AdminListPage } from './admin-list-page';
import { AdminViewLayout } from './admin-view-layout';
import { buildWorkbook, excelFileName, fetchAllRows } from './excel-export';
import { FormTextField } from './form-fields';
import { firstIndexOf, pageCount, pageRows, rowNumber } from './paging';
import { navigateWithRouteData, useRequiredParam, useRouteData } from './route-data';
import { type ListQuery, useAdminList } from './use-admin-list';

interface Row {
  id: string;
  title: string;
}

const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(i + 1), title: `글 ${i + 1}` }));

function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

function renderAt(routes: { path: string; element: ReactNode }[], initial: string) {
  const client = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(
    routes.map((r) => ({
      path: r.path,
      element: (
        <>
          {r.element}
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [initial] },
  );
  renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function ListScreen({ fetchPage }: { fetchPage: (q: ListQuery) => Promise<{ rows: Row[]; total: number }> }) {
  const list = useAdminList<Row>({ queryKey: ['test', fetchPage], fetchPage });
  return (
    <AdminListPage
      resourceName="테스트"
      list={list}
      rowKey={(r) => r.id}
      rowHref={(r) => `/view?id=${r.id}`}
      registerTo="/new"
      columns={[
        { key: 'no', header: '번호', render: (_r, i) => list.rowNumber(i) },
        { key: 'title', header: '제목', render: (r) => r.title, link: true },
      ]}
    />
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('paging math', () => {
  it('pages = ceil(rows / 10), offset (page-1)*10, descending numbers', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(101)).toBe(11);
    expect(firstIndexOf(1)).toBe(0);
    expect(firstIndexOf(3)).toBe(20);
    expect(rowNumber(25, 2, 0)).toBe(15);
  });

  it('cuts a whole-list answer into the page, keeps a page answer as it is', () => {
    expect(pageRows(rowsOf(25), 25, 3).map((r) => r.id)).toEqual(['21', '22', '23', '24', '25']);
    expect(pageRows(rowsOf(10), 25, 2)).toHaveLength(10);
  });

  it('fetches every page of the current search for the Excel export', async () => {
    const all = rowsOf(23);
    const fetchPage = vi.fn(async (q: ListQuery) => ({
      rows: all.slice(q.firstIndex, q.firstIndex + q.recordCountPerPage),
      total: all.length,
    }));
    const rows = await fetchAllRows(fetchPage, {
      searchCondition: '1',
      searchKeyword: '주차',
      firstIndex: 10,
      recordCountPerPage: 10,
    });
    expect(rows).toHaveLength(23);
    expect(fetchPage.mock.calls.map((c) => [c[0].firstIndex, c[0].searchKeyword])).toEqual([
      [0, '주차'],
      [10, '주차'],
      [20, '주차'],
    ]);
  });
});

describe('Excel workbook', () => {
  it('builds an .xlsx (zip) with the header and the rows', async () => {
    const bytes = await buildWorkbook(
      '공지사항',
      [{ header: '제목', value: (r: Row) => r.title }],
      rowsOf(3),
    );
    const head = new Uint8Array(bytes).slice(0, 2);
    expect(String.fromCharCode(...head)).toBe('PK');
    expect(excelFileName('공지사항', new Date(2026, 2, 5))).toBe('공지사항_20260305.xlsx');
  });
});

describe('AdminListPage', () => {
  it('shows the total, the rows, and a new search goes back to page 1 with Enter', async () => {
    const all = rowsOf(35);
    const fetchPage = vi.fn(async (q: ListQuery) => ({
      rows: all.slice(q.firstIndex, q.firstIndex + 10),
      total: all.length,
    }));
    renderAt([{ path: '/list', element: <ListScreen fetchPage={fetchPage} /> }], '/list?curPageNum=3');
    expect(await screen.findByText('글 21')).toBeTruthy();
    expect(screen.getByText(ko.admin.kit.total('35'))).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ firstIndex: 20 }),
      expect.anything(),
    );

    const box = screen.getByRole('textbox', { name: ko.admin.kit.searchKeyword });
    await userEvent.type(box, '공지{Enter}');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ firstIndex: 0, searchKeyword: '공지', searchCondition: '1' }),
        expect.anything(),
      ),
    );
    expect(screen.getByTestId('location').textContent).toContain('curPageNum=1');
    // the row links to its view screen
    expect((await screen.findByRole('link', { name: '글 1' })).getAttribute('href')).toBe('/view?id=1');
  });

  it('shows the no-data row on an empty list', async () => {
    renderAt(
      [{ path: '/list', element: <ListScreen fetchPage={async () => ({ rows: [], total: 0 })} /> }],
      '/list',
    );
    expect(await screen.findByText('조회된 데이터가 없습니다.')).toBeTruthy();
    expect(screen.getByText(ko.admin.kit.total('0'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ko.admin.kit.register }).getAttribute('href')).toBe('/new');
  });

  it('moves between pages with the pagination', async () => {
    const all = rowsOf(12);
    const fetchPage = vi.fn(async (q: ListQuery) => ({
      rows: all.slice(q.firstIndex, q.firstIndex + 10),
      total: 12,
    }));
    renderAt([{ path: '/list', element: <ListScreen fetchPage={fetchPage} /> }], '/list');
    await screen.findByText('글 1');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('글 11')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('curPageNum=2');
  });
});

describe('AdminViewLayout', () => {
  it('asks 삭제하시겠습니까? and deletes only after OK', async () => {
    const onDelete = vi.fn();
    renderAt(
      [
        {
          path: '/view',
          element: (
            <AdminViewLayout rows={[{ label: '제목', value: '안내' }]} listTo="/list" onDelete={onDelete} />
          ),
        },
      ],
      '/view',
    );
    expect(screen.getByRole('rowheader', { name: '제목' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    let dlg = await screen.findByRole('alertdialog');
    expect(dlg.textContent).toContain('삭제하시겠습니까?');
    await userEvent.click(within(dlg).getByRole('button', { name: '취소' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    dlg = await screen.findByRole('alertdialog');
    await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});

const schema = z.object({ title: z.string().min(1, '필수 입력란입니다.') });

function FormScreen({ onSave }: { onSave: (v: { title: string }) => void }) {
  const form = useForm<{ title: string }>({ resolver: zodResolver(schema), defaultValues: { title: '' } });
  return (
    <AdminForm form={form} onSave={onSave} listTo="/list">
      <FormTextField<{ title: string }> name="title" label="제목" />
    </AdminForm>
  );
}

describe('AdminForm', () => {
  it('shows the first invalid field its message (no modal), focuses it, and saves valid input', async () => {
    const onSave = vi.fn();
    renderAt([{ path: '/new', element: <FormScreen onSave={onSave} /> }], '/new');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    const title = screen.getByRole('textbox', { name: '제목' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('필수 입력란입니다.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '새 글');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: '새 글' }, expect.anything()));
  });

  it('asks 취소하시겠습니까? before leaving for the list', async () => {
    renderAt(
      [
        { path: '/new', element: <FormScreen onSave={vi.fn()} /> },
        { path: '/list', element: <p>목록 화면</p> },
      ],
      '/new',
    );
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    let dlg = await screen.findByRole('alertdialog');
    expect(dlg.textContent).toContain('취소하시겠습니까?');
    await userEvent.click(within(dlg).getByRole('button', { name: '취소' }));
    expect(screen.getByTestId('location').textContent).toBe('/new');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    dlg = await screen.findByRole('alertdialog');
    await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('목록 화면')).toBeTruthy();
  });
});

function ViewById() {
  const id = useRequiredParam('popupId', '/list');
  return <p>{id ? `id ${id}` : '...'}</p>;
}

function Sender() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigateWithRouteData(navigate, '/update', 'popup', { popupId: 'P7' })}
    >
      수정으로
    </button>
  );
}

function Updater() {
  const data = useRouteData<{ popupId: string }>('popup', '/list', '정보가 없습니다.');
  return <p>{data ? `수정 ${data.popupId}` : '...'}</p>;
}

describe('missing id and route data', () => {
  it('alerts 잘못된 접근입니다. and redirects when the id is missing', async () => {
    renderAt(
      [
        { path: '/view', element: <ViewById /> },
        { path: '/list', element: <p>목록 화면</p> },
      ],
      '/view',
    );
    const dlg = await screen.findByRole('alertdialog');
    expect(dlg.textContent).toContain('잘못된 접근입니다.');
    await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('목록 화면')).toBeTruthy();
  });

  it('keeps the id when it is present', () => {
    renderAt([{ path: '/view', element: <ViewById /> }], '/view?popupId=P1');
    expect(screen.getByText('id P1')).toBeTruthy();
  });

  it('update data survives a reload (kept in storage), and its absence redirects', async () => {
    renderAt(
      [
        { path: '/view', element: <Sender /> },
        { path: '/update', element: <Updater /> },
      ],
      '/view',
    );
    await userEvent.click(screen.getByRole('button', { name: '수정으로' }));
    expect(await screen.findByText('수정 P7')).toBeTruthy();
    cleanup();
    // a reload: the same address without navigation state
    renderAt([{ path: '/update', element: <Updater /> }], '/update');
    expect(screen.getByText('수정 P7')).toBeTruthy();
    cleanup();
    localStorage.clear();
    renderAt(
      [
        { path: '/update', element: <Updater /> },
        { path: '/list', element: <p>목록 화면</p> },
      ],
      '/update',
    );
    const dlg = await screen.findByRole('alertdialog');
    expect(dlg.textContent).toContain('정보가 없습니다.');
    await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('목록 화면')).toBeTruthy();
  });
});
