import { ko } from '@parking/shared/messages/ko';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { createQueryClient } from '../../lib/write-effects';
import { type Call, json, mockApi } from '../../test/mock-api';
import { renderWithUi } from '../../test/render';
import { NativeSelect } from '../ui/core';
import { numberColumn, type ResourceDescriptor, excelColumns as toExcel } from './resource';
import { ResourceListPage } from './resource-list-page';
import { describeResource } from './resource-test-kit';

// A client-paged resource with check boxes, delete-selected, a per-row drop-down and a page-size choice:
// what the coming system screens (users, authorities, access log) need beyond the four content resources.
interface Thing {
  thingId: number;
  name: string;
  grade: string;
}
const ok = z.object({ code: z.literal('00'), message: z.string() });
const thing = z.object({ thingId: z.number(), name: z.string(), grade: z.string() });
const schema = z.object({
  name: z.string().trim().min(1, '필수 입력란입니다.'),
  grade: z.string().min(1, '등급을 선택해주세요.'),
});
type Values = z.infer<typeof schema>;

const thingResource: ResourceDescriptor<Thing, { resultVo: Thing }, Values> = {
  name: '물건',
  queryKey: ['test', 'thing'],
  paths: { list: '/thinglist', view: '/thingview', create: '/thingenrollment', update: '/thingupdate' },
  idParam: 'thingId',
  rowId: (r) => String(r.thingId),
  viewId: (v) => String(v.resultVo.thingId),
  routeData: { key: 'thing' },
  api: {
    list: async (q, signal) => {
      const res = await api.get('/api/thing/list.json', {
        params: { searchCondition: q.searchCondition, searchKeyword: q.searchKeyword },
        schema: z.object({ resultList: z.array(thing) }),
        signal,
      });
      return { rows: res.resultList, total: res.resultList.length };
    },
    view: (id, signal) =>
      api.get('/api/thing/view.json', {
        params: { thingId: id },
        schema: z.object({ resultVo: thing }),
        signal,
      }),
    insert: (v) => api.post('/api/thing/insertAction.json', v, { schema: ok }),
    update: (id, v) => api.post('/api/thing/updateAction.json', { ...v, thingId: id }, { schema: ok }),
    delete: (id) => api.post('/api/thing/delete.json', { thingId: id }, { schema: ok }),
    deleteMany: (ids) => api.post('/api/thing/deleteMany.json', { thingId: ids }, { schema: ok }),
  },
  list: {
    paging: 'client',
    pageSizes: [10, 20],
    conditions: [
      { value: '1', label: '이름' },
      { value: '2', label: '등급' },
    ],
    selection: {
      deleteSelected: true,
      actions: [
        {
          label: '등급 저장',
          run: (rows) =>
            api.post(
              '/api/thing/grade.json',
              { arrData: rows.map((r) => `${r.thingId};${r.grade}`) },
              { schema: ok },
            ),
        },
      ],
    },
    rowActions: [
      {
        label: '초기화',
        confirm: '초기화하시겠습니까?',
        shown: (r) => r.grade !== 'C',
        run: (r) => api.post('/api/thing/reset.json', { thingId: r.thingId }, { schema: ok }),
      },
    ],
    columns: [
      numberColumn(),
      { key: 'name', header: '이름', value: (r) => r.name, link: true },
      {
        key: 'grade',
        header: '등급',
        value: (r) => r.grade,
        cell: (r, ctx) => (
          <NativeSelect
            aria-label={`${r.name} 등급`}
            data={['A', 'B', 'C']}
            value={ctx.draft.grade ?? r.grade}
            onChange={(e) => ctx.setDraft({ grade: e.currentTarget.value })}
          />
        ),
      },
    ],
  },
  view: { fields: [{ label: '이름', value: (v) => v.resultVo.name }] },
  form: {
    schema,
    defaults: (v) => ({ name: v?.resultVo.name ?? '', grade: v?.resultVo.grade ?? '' }),
    fields: [
      { kind: 'text', name: 'name', label: '이름', required: true },
      {
        kind: 'select',
        name: 'grade',
        label: '등급',
        required: true,
        placeholder: '선택',
        options: {
          key: 'test-grades',
          load: async (signal) => {
            const res = await api.get('/api/thing/grades.json', {
              schema: z.object({ grades: z.array(z.object({ code: z.string(), codeNm: z.string() })) }),
              signal,
            });
            return res.grades.map((g) => ({ value: g.code, label: g.codeNm }));
          },
        },
      },
    ],
  },
};

const thingsOf = (n: number): Thing[] =>
  Array.from({ length: n }, (_, i) => ({ thingId: i + 1, name: `물건 ${i + 1}`, grade: 'A' }));

describeResource(thingResource, {
  calls: {
    list: '/api/thing/list.json',
    view: '/api/thing/view.json',
    insert: '/api/thing/insertAction.json',
    update: '/api/thing/updateAction.json',
    delete: '/api/thing/delete.json',
  },
  rows: thingsOf,
  listAnswer: (rows) => ({ resultList: rows }),
  viewAnswer: (r) => ({ resultVo: r }),
  rowText: (r) => r.name,
  searchCondition: '2',
  other: (call) =>
    call.url.pathname === '/api/thing/grades.json'
      ? { grades: ['A', 'B', 'C'].map((g) => ({ code: g, codeNm: `${g}등급` })) }
      : undefined,
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: '이름' }), '새 물건');
    // the options arrive from the server
    await screen.findByRole('option', { name: 'B등급' });
    await user.selectOptions(screen.getByRole('combobox', { name: '등급' }), 'B');
  },
  expectInsert: { name: '새 물건', grade: 'B' },
  edit: { label: '이름', loaded: '물건 1', value: '고친 물건', requestKey: 'name' },
});

describe('check boxes, bulk actions and page size of a resource list', () => {
  let things: Thing[];
  let calls: ReturnType<typeof mockApi>;

  beforeEach(() => {
    things = thingsOf(25);
    calls = mockApi((call: Call) => {
      const path = call.url.pathname;
      if (path === '/api/thing/list.json') return json({ resultList: things });
      if (path === '/api/thing/deleteMany.json') {
        const ids = new URLSearchParams(String(call.body)).getAll('thingId');
        things = things.filter((t) => !ids.includes(String(t.thingId)));
        return json({ code: '00', message: '삭제되었습니다.' });
      }
      if (path === '/api/thing/grade.json') return json({ code: '00', message: '수정되었습니다.' });
      if (path === '/api/thing/reset.json') {
        const id = new URLSearchParams(String(call.body)).get('thingId');
        things = things.map((t) => (String(t.thingId) === id ? { ...t, grade: 'C' } : t));
        return json({ code: '00', message: '적용되었습니다.' });
      }
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderList(at = '/thinglist') {
    const client = createQueryClient({ queries: { retry: false, staleTime: Infinity } });
    const router = createMemoryRouter(
      [{ path: '/thinglist', element: <ResourceListPage resource={thingResource} /> }],
      {
        initialEntries: [at],
      },
    );
    renderWithUi(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }
  const box = (name: string) => screen.getByRole('checkbox', { name: ko.admin.kit.selectRow(name) });
  const all = () => screen.getByRole('checkbox', { name: ko.admin.kit.selectAll }) as HTMLInputElement;
  /** the alert or confirm showing `text`, answered with the button `name` */
  const answer = async (text: string, name = '확인') => {
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain(text));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
  };

  it('select-all toggles the rows of the page and follows the row boxes; a new page clears them', async () => {
    renderList();
    await screen.findByRole('link', { name: '물건 1' });
    await userEvent.click(all());
    expect((box('물건 1') as HTMLInputElement).checked).toBe(true);
    expect((box('물건 10') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box('물건 3'));
    expect(all().checked).toBe(false);
    await userEvent.click(box('물건 3'));
    expect(all().checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('link', { name: '물건 11' });
    expect((box('물건 11') as HTMLInputElement).checked).toBe(false);
    expect(all().checked).toBe(false);
    // back on page 1 the earlier ticks are gone (spec 3 §2.10: changing the page clears the selection)
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    await screen.findByRole('link', { name: '물건 1' });
    expect((box('물건 1') as HTMLInputElement).checked).toBe(false);
    // client paging: one request for all pages
    expect(calls.to('/api/thing/list.json')).toHaveLength(1);
  });

  it('delete-selected alerts when nothing is checked, otherwise confirms, deletes and reloads', async () => {
    renderList();
    await screen.findByRole('link', { name: '물건 1' });
    await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.deleteSelected }));
    await answer(ko.admin.kit.noneSelected);
    expect(calls.to('/api/thing/deleteMany.json')).toHaveLength(0);

    await userEvent.click(box('물건 1'));
    await userEvent.click(box('물건 2'));
    await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.deleteSelected }));
    await answer(ko.admin.kit.deleteConfirm, '취소');
    expect(calls.to('/api/thing/deleteMany.json')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.deleteSelected }));
    await answer(ko.admin.kit.deleteConfirm);
    await answer('삭제되었습니다.');
    expect(
      new URLSearchParams(String(calls.to('/api/thing/deleteMany.json')[0]?.body)).getAll('thingId'),
    ).toEqual(['1', '2']);
    expect(await screen.findByText(ko.admin.kit.total('23'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: '물건 1' })).toBeNull();
    expect(all().checked).toBe(false);
  });

  it('a bulk action receives the checked rows with their per-row drop-down choices', async () => {
    renderList();
    await screen.findByRole('link', { name: '물건 1' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '물건 2 등급' }), 'C');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '물건 4 등급' }), 'B');
    await userEvent.click(box('물건 2'));
    await userEvent.click(box('물건 3'));
    await userEvent.click(screen.getByRole('button', { name: '등급 저장' }));
    await answer('수정되었습니다.');
    expect(new URLSearchParams(String(calls.to('/api/thing/grade.json')[0]?.body)).getAll('arrData')).toEqual(
      ['2;C', '3;A'],
    );
  });

  it('a row action asks, runs on its row, and the refreshed list shows the change', async () => {
    renderList();
    await screen.findByRole('link', { name: '물건 1' });
    const reset = screen.getByRole('button', { name: '물건 2 초기화' });
    await userEvent.click(reset);
    await answer('초기화하시겠습니까?', '취소');
    expect(calls.to('/api/thing/reset.json')).toHaveLength(0);
    await userEvent.click(reset);
    await answer('초기화하시겠습니까?');
    await answer('적용되었습니다.');
    expect(new URLSearchParams(String(calls.to('/api/thing/reset.json')[0]?.body)).get('thingId')).toBe('2');
    // the list was reloaded: row 2 is now grade C, which hides its button
    await waitFor(() => expect(screen.queryByRole('button', { name: '물건 2 초기화' })).toBeNull());
    expect(screen.getByRole('button', { name: '물건 1 초기화' })).toBeTruthy();
  });

  it('a page size choice shows that many rows and goes back to page 1', async () => {
    const router = renderList('/thinglist?curPageNum=2');
    await screen.findByRole('link', { name: '물건 11' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: ko.admin.kit.pageSize }), '20');
    expect(await screen.findByRole('link', { name: '물건 20' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '물건 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '물건 21' })).toBeNull();
    expect(router.state.location.search).toContain('curPageNum=1');
    expect(screen.getByRole('cell', { name: '25' })).toBeTruthy();
  });

  it('the Excel export uses the same columns with their plain values and descending numbers', () => {
    const cols = toExcel(thingResource.list.columns);
    expect(cols.map((c) => c.header)).toEqual([ko.admin.kit.number, '이름', '등급']);
    const rows = thingsOf(3);
    expect(rows.map((r, i) => cols.map((c) => c.value(r, i, rows.length)))).toEqual([
      [3, '물건 1', 'A'],
      [2, '물건 2', 'A'],
      [1, '물건 3', 'A'],
    ]);
  });
});
