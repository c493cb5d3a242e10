// The parameterised screen test of an admin resource descriptor; not part of the app bundle. Each
// descriptor's test file calls `describeResource` with a fixture: the same checks run on every resource.
import { ko } from '@parking/shared/messages/ko';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from '../../lib/router';
import { createQueryClient } from '../../lib/write-effects';
// the API-mocking helper of the web tests (it may move to src/test/ — one import to fix)
import { type Call, fieldsOf, json, mockApi } from '../../test/mock-api';
import { renderWithUi } from '../../test/render';
import type { AnyResource } from './resource';
import { preloadKitScreens, resourcePages } from './resource-pages';

export interface ResourceFixture<Row> {
  /** the API paths of the resource's calls */
  calls: { list: string; view: string; insert: string; update: string; delete: string };
  /** `n` rows as the server holds them, newest first, ids 1…n */
  rows: (n: number) => Row[];
  /** the list answer for these rows (a page, or the whole list when client-paged) */
  listAnswer: (rows: Row[], total: number) => unknown;
  /** the view answer of one row */
  viewAnswer: (row: Row) => unknown;
  /** the text of a row's link on the list screen */
  rowText: (row: Row) => string;
  /** a search condition other than the default, as the select offers it */
  searchCondition: string;
  /** fill the create form with valid values */
  fillCreate: (user: typeof userEvent) => Promise<void>;
  /** fields the insert request must carry after `fillCreate` */
  expectInsert: Record<string, string>;
  /** a text box of the edit form: its value loaded from row 1, and the change the test makes */
  edit: { label: string | RegExp; loaded: string; value: string; requestKey: string };
  /** JSON answers of the resource's other calls (e.g. a fresh attachment list); undefined: 404 */
  other?: (call: Call) => unknown;
}

const OK = { code: '00', message: '처리되었습니다.' };

function Landing() {
  const loc = useLocation();
  return <p data-testid="landing">{loc.pathname + loc.search}</p>;
}

/** The resource's four screens in a memory router; cached answers stay fresh until invalidated. */
function renderResource(resource: AnyResource, at: string) {
  const pages = resourcePages(resource);
  const { list, view, create, update } = resource.paths;
  const routes = [
    { path: list, Component: pages.List },
    ...(view ? [{ path: view, Component: pages.View }] : []),
    ...(create ? [{ path: create, Component: pages.Create }] : []),
    ...(update ? [{ path: update, Component: pages.Update }] : []),
    { path: '*', Component: Landing },
  ];
  // staleTime Infinity: a list shows new rows after a write only because the write invalidated it
  const client = createQueryClient({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  renderWithUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function accept(text?: string | RegExp) {
  const dlg = await screen.findByRole('alertdialog');
  if (text) expect(dlg.textContent).toMatch(text);
  await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** A mock server holding `count` rows: lists (paged as the descriptor says), views, writes, deletes. */
function serve<Row>(resource: AnyResource, f: ResourceFixture<Row>, count = 12) {
  let rows = f.rows(count);
  const client = resource.list.paging === 'client';
  const byId = (id: string | null) => rows.find((r) => resource.rowId(r) === id);
  const api = mockApi((call: Call) => {
    const path = call.url.pathname;
    const q = call.url.searchParams;
    if (path === f.calls.list) {
      const first = Number(q.get('firstIndex') ?? 0);
      const size = Number(q.get('recordCountPerPage') ?? 10);
      return json(f.listAnswer(client ? rows : rows.slice(first, first + size), rows.length));
    }
    if (path === f.calls.view) {
      const row = byId(q.get(resource.idParam));
      return row ? json(f.viewAnswer(row)) : json({ code: 'NOT_FOUND', message: '자료가 없습니다.' }, 404);
    }
    if (path === f.calls.delete) {
      const id = fieldsOf(call.body)[resource.idParam] ?? null;
      rows = rows.filter((r) => resource.rowId(r) !== id);
      return json(OK);
    }
    if (path === f.calls.insert || path === f.calls.update) return json(OK);
    const other = f.other?.(call);
    return other === undefined ? undefined : json(other);
  });
  return api;
}

/** list, search, paging, create, edit, delete, refusals and missing ids of one descriptor. */
export function describeResource<Row>(resource: AnyResource, f: ResourceFixture<Row>) {
  const { paths, idParam } = resource;
  const rowsOf = f.rows(12);
  const first = rowsOf[0] as Row;
  const eleventh = rowsOf[10] as Row;
  const at = (router: ReturnType<typeof renderResource>) => router.state.location.pathname;

  describe(`${resource.name} (${paths.list})`, () => {
    // the screens are chunks of their own (decision 222): their code is loaded before they are drawn
    // (with what the descriptor's view and form load lazily: view code, a schema given as a loader; decision 226)
    beforeAll(() => preloadKitScreens(resource));
    beforeEach(() => localStorage.clear());
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
    });

    it("draws its list without Mantine's provider, as its route loads it (withoutMantine, decision 226)", async () => {
      serve(resource, f);
      const client = createQueryClient({ queries: { retry: false } });
      const router = createMemoryRouter(
        [
          { path: paths.list, Component: resourcePages(resource).List },
          { path: '*', Component: Landing },
        ],
        { initialEntries: [paths.list] },
      );
      // no MantineProvider around it: a Mantine widget in a column, the toolbar or a row action throws
      render(
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('link', { name: f.rowText(first) })).toBeTruthy();
      expect(screen.getByText(ko.admin.kit.total('12'))).toBeTruthy();
    });

    it('lists the rows with the total, ten a page, each linked to its view', async () => {
      serve(resource, f);
      renderResource(resource, paths.list);
      const link = await screen.findByRole('link', { name: f.rowText(first) });
      expect(link.getAttribute('href')).toMatch(
        new RegExp(`^${paths.view}\\?${idParam}=${resource.rowId(first)}`),
      );
      expect(screen.getByText(ko.admin.kit.total('12'))).toBeTruthy();
      expect(screen.queryByRole('link', { name: f.rowText(eleventh) })).toBeNull();
    });

    it('sends the chosen condition and keyword and goes back to page 1', async () => {
      const api = serve(resource, f);
      const router = renderResource(resource, `${paths.list}?curPageNum=2`);
      await screen.findByRole('link', { name: f.rowText(eleventh) });
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: ko.admin.kit.searchCondition }),
        f.searchCondition,
      );
      await userEvent.type(screen.getByRole('textbox', { name: ko.admin.kit.searchKeyword }), '안내{Enter}');
      await waitFor(() => {
        const q = api.to(f.calls.list).at(-1)?.url.searchParams;
        expect(q?.get('searchKeyword')).toBe('안내');
        expect(q?.get('searchCondition')).toBe(f.searchCondition);
        if (resource.list.paging !== 'client') expect(q?.get('firstIndex')).toBe('0');
      });
      expect(router.state.location.search).toContain('curPageNum=1');
    });

    it(`turns pages (${resource.list.paging ?? 'server'} paging)`, async () => {
      const api = serve(resource, f);
      renderResource(resource, paths.list);
      await screen.findByRole('link', { name: f.rowText(first) });
      await userEvent.click(screen.getByRole('button', { name: '2' }));
      expect(await screen.findByRole('link', { name: f.rowText(eleventh) })).toBeTruthy();
      expect(screen.queryByRole('link', { name: f.rowText(first) })).toBeNull();
      const lists = api.to(f.calls.list);
      if (resource.list.paging === 'client') expect(lists).toHaveLength(1);
      else expect(lists.at(-1)?.url.searchParams.get('firstIndex')).toBe('10');
    });

    it('creates: the form submits its values, alerts the answer and returns to the list', async () => {
      const api = serve(resource, f);
      const router = renderResource(resource, paths.create ?? paths.list);
      await f.fillCreate(userEvent);
      await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.save }));
      await accept(OK.message);
      expect(fieldsOf(api.to(f.calls.insert)[0]?.body)).toMatchObject(f.expectInsert);
      await waitFor(() => expect(at(router)).toBe(paths.list));
    });

    it('edits: the view loads the record, edit opens it in the form, save sends the change', async () => {
      const api = serve(resource, f);
      const id = resource.rowId(first);
      const router = renderResource(resource, `${paths.view}?${idParam}=${id}`);
      const edit = await screen.findByRole('button', { name: ko.admin.kit.edit });
      expect(api.to(f.calls.view)[0]?.url.searchParams.get(idParam)).toBe(id);
      await userEvent.click(edit);
      const box = await screen.findByRole('textbox', { name: f.edit.label });
      expect((box as HTMLInputElement).value).toBe(f.edit.loaded);
      await userEvent.clear(box);
      await userEvent.type(box, f.edit.value);
      await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.save }));
      await accept(OK.message);
      expect(fieldsOf(api.to(f.calls.update)[0]?.body)).toMatchObject({
        [idParam]: id,
        [f.edit.requestKey]: f.edit.value,
      });
      await waitFor(() => expect(at(router)).toBe(paths.list));
    });

    it('deletes only after the confirmation, then the list shows the rows without it', async () => {
      const api = serve(resource, f);
      const router = renderResource(resource, paths.list);
      await userEvent.click(await screen.findByRole('link', { name: f.rowText(first) }));
      const remove = await screen.findByRole('button', { name: ko.admin.kit.delete });
      await userEvent.click(remove);
      let dlg = await screen.findByRole('alertdialog');
      expect(dlg.textContent).toContain(resource.view?.deleteConfirm ?? ko.admin.kit.deleteConfirm);
      await userEvent.click(within(dlg).getByRole('button', { name: ko.admin.kit.cancel }));
      expect(api.to(f.calls.delete)).toHaveLength(0);
      await userEvent.click(remove);
      dlg = await screen.findByRole('alertdialog');
      const views = api.to(f.calls.view).length;
      await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
      await accept(OK.message);
      expect(fieldsOf(api.to(f.calls.delete)[0]?.body)[idParam]).toBe(resource.rowId(first));
      await waitFor(() => expect(at(router)).toBe(paths.list));
      // the deleted record's view is not asked again (decision 140: no view.json 404 after a delete)
      expect(api.to(f.calls.view)).toHaveLength(views);
      expect(await screen.findByText(ko.admin.kit.total('11'))).toBeTruthy();
      expect(screen.queryByRole('link', { name: f.rowText(first) })).toBeNull();
    });

    it('a refused write alerts the server message and stays on the form', async () => {
      const refusal = { code: 'FORBIDDEN', message: '접근 권한이 없습니다.' };
      mockApi((call) => {
        if (call.url.pathname === f.calls.insert) return json(refusal, 403);
        const other = f.other?.(call);
        return other === undefined ? undefined : json(other);
      });
      const router = renderResource(resource, paths.create ?? paths.list);
      await f.fillCreate(userEvent);
      await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.save }));
      await accept(refusal.message);
      expect(at(router)).toBe(paths.create);
    });

    it('a view without its id and an update without route data alert and redirect', async () => {
      serve(resource, f);
      let router = renderResource(resource, paths.view ?? paths.list);
      await accept(ko.admin.kit.invalidAccess);
      await waitFor(() => expect(at(router)).toBe(resource.missingIdRedirect ?? paths.list));
      cleanup();
      router = renderResource(resource, paths.update ?? paths.list);
      await accept(resource.routeData?.missingMessage ?? ko.admin.kit.invalidAccess);
      await waitFor(() => expect(at(router)).toBe(resource.routeData?.redirectTo ?? paths.list));
    });
  });
}
