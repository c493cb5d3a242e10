import type { Principal, Role } from '@parking/shared/auth/roles';
import { boardResource } from '@parking/shared/boards/schemas';
import {
  actionAnswer,
  CLIENT_LIST_CAP,
  defineAdminResource,
  idInput,
  type ListWindow,
  listAnswer,
  pageIndexListQuery,
  viewAnswer,
} from '@parking/shared/common/admin-resource';
import { bannerResource, popupResource } from '@parking/shared/content/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from '../../plugins/errors';
import { createMember, login, useTestApp } from '../../test/harness';
import { postMultipart, SAMPLE_FILES } from '../../test/multipart';
import {
  ADMIN_ONLY,
  type AdminRouteMeta,
  adminOrOwnRows,
  type RowScope,
  registerAdminResource,
} from './register';
import { describeAdminResource, type SuiteEnv } from './resource-suite';

// ── the four resources of the portal, through the whole app ──────────────────

describe('the admin resources of the portal', () => {
  const t = useTestApp();
  let env: SuiteEnv;
  beforeAll(async () => {
    const { app, db } = t();
    const [admin, user, store] = await Promise.all([
      createMember(db, { empDiv: 'EMP', empNm: '관리자' }),
      createMember(db, { empDiv: 'USR' }),
      createMember(db, { empDiv: 'BSN' }),
    ]);
    env = {
      app,
      admin: await login(app, admin.empNo, admin.password),
      user: await login(app, user.empNo, user.password),
      store: await login(app, store.empNo, store.password),
    };
  });

  const article = (bbsCd: string) => ({
    contract: boardResource,
    params: { bbsCd },
    idKey: 'atclId',
    viewKey: 'boardView',
    searchCondition: '1',
    tokenField: 'title',
    create: (token: string) => ({
      title: `${token} 안내`,
      cts: '<p>본문</p>',
      bbsCd,
      files: { filename: '안내.pdf', content: SAMPLE_FILES.pdf },
    }),
    update: (id: number | string, token: string) => ({
      atclId: String(id),
      title: token,
      cts: '<p>수정</p>',
    }),
  });
  describeAdminResource({ name: 'notice', ...article('notice') }, () => env);
  describeAdminResource({ name: 'faq', ...article('faq') }, () => env);

  const popup = (title: string) => ({
    title,
    openDateString: '2026-01-01',
    closeDateString: '2026-12-31',
    useYn: 'Y',
    posX: '500',
    posY: '1000',
    sizeX: '540',
    sizeY: '540',
    linkUrl: '',
    popupContents: '<p>팝업</p>',
  });
  describeAdminResource(
    {
      name: 'popup',
      contract: popupResource,
      idKey: 'popupId',
      viewKey: 'popupView',
      searchCondition: '1',
      tokenField: 'title',
      create: (token) => ({ ...popup(token), files: { filename: 'a.png', content: SAMPLE_FILES.png } }),
      update: (id, token) => ({ ...popup(token), popupId: String(id) }),
    },
    () => env,
  );

  const banner = (title: string) => ({
    title,
    useYn: 'Y',
    linkUrl: '',
    bannerContents: '<p>배너</p>',
    bannerOrder: '1',
  });
  describeAdminResource(
    {
      name: 'banner',
      contract: bannerResource,
      idKey: 'bannerId',
      viewKey: 'bannerView',
      searchCondition: '1',
      tokenField: 'title',
      create: (token) => ({ ...banner(token), files: { filename: 'b.gif', content: SAMPLE_FILES.gif } }),
      update: (id, token) => ({ ...banner(token), bannerId: String(id) }),
    },
    () => env,
  );

  it('answers a client-paged list whole when no page is asked for (spec 3 §2.1: popups)', async () => {
    // the popup and banner suites left 10 records each; one more of each makes 11
    await postMultipart(env.app, '/api/admin/popup/insertAction.json', env.admin, popup('하나 더'));
    await postMultipart(env.app, '/api/admin/banner/insertAction.json', env.admin, banner('하나 더'));
    const res = await env.app.inject({
      method: 'GET',
      url: '/api/admin/popup/list.json',
      headers: { cookie: env.admin },
    });
    expect(res.json().popupTotalCount).toBe(11);
    expect(res.json().popupList).toHaveLength(11);
    const banners = await env.app.inject({
      method: 'GET',
      url: '/api/admin/banner/list.json',
      headers: { cookie: env.admin },
    });
    expect(banners.json().bannerTotalCount).toBe(11);
    expect(banners.json().bannerList).toHaveLength(10);
  });

  it('documents the kit routes in OpenAPI with their tags, path parameters and queries', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const list = doc.paths['/api/admin/board/{bbsCd}/list.json'].get;
    expect(list.tags).toEqual(['admin-boards']);
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'bbsCd',
        'searchCondition',
        'searchKeyword',
        'recordCountPerPage',
        'firstIndex',
      ]),
    );
    expect(doc.paths['/api/admin/popup/insertAction.json'].post.summary).toMatch(/popup/i);
    expect(doc.paths['/api/admin/board/{bbsCd}/getAttachList.json'].get).toBeTruthy();
  });
});

// ── the kit itself: policies, paging, excel, methods (a small app without the database) ──

interface Note {
  noteId: number;
  owner: string;
  title: string;
}

const noteRow = z.object({ noteId: z.number(), owner: z.string(), title: z.string() });
const notes = defineAdminResource({
  tag: 'test',
  base: '/api/test/note/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'notes',
      input: pageIndexListQuery({ paging: 'client', conditions: ['1'] }),
      answer: listAnswer({ rows: 'resultList.result.list', total: 'totalCount' }, noteRow),
    },
    excel: {
      path: 'excel.json',
      summary: 'all notes of the search',
      input: pageIndexListQuery({ paging: 'client', conditions: ['1'] }),
      answer: listAnswer({ rows: 'resultList.result.list', total: 'totalCount' }, noteRow),
    },
    view: {
      path: 'view.json',
      methods: ['GET', 'POST'],
      summary: 'a note',
      input: idInput('noteId'),
      answer: viewAnswer('resultVo.result', noteRow),
    },
    insert: {
      path: 'insert.json',
      summary: 'new note',
      input: z.object({ title: z.string().min(1) }),
      answer: actionAnswer('noteId'),
    },
    delete: {
      path: 'delete.json',
      summary: 'delete',
      input: idInput('noteId'),
      answer: actionAnswer('noteId'),
    },
    count: {
      path: '/api/test/noteCount.json',
      methods: ['GET'],
      summary: 'how many',
      input: z.object({}),
      answer: z.object({ n: z.number() }),
    },
  },
});

describe('the admin-resource kit', () => {
  let app: FastifyInstance;
  const store: Note[] = [];
  const windows: ListWindow[] = [];
  const metas = new Map<string, AdminRouteMeta>();
  const visible = (scope: RowScope) =>
    store.filter((n) => scope.kind === 'all' || n.owner === scope.memberId);

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    // the session plugin's part: the caller named by test headers
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const role = request.headers['x-role'];
      if (typeof role !== 'string') return;
      const principal: Principal = {
        memberId: String(request.headers['x-id']),
        authorCode: role as Role,
        empDiv: 'USR',
      };
      request.principal = principal;
    });
    app.addHook('onRoute', (route) => {
      const meta = route.config?.adminResource;
      if (meta) metas.set(`${route.method} ${route.url}`, meta);
    });
    registerAdminResource(app, {
      contract: notes,
      access: adminOrOwnRows('ROLE_STORE'),
      endpointAccess: { delete: ADMIN_ONLY },
      deps: () => ({ store }),
      handlers: {
        list: async (_d, q, { scope }) => {
          windows.push({ firstIndex: q.firstIndex, recordCountPerPage: q.recordCountPerPage });
          const rows = visible(scope).filter((n) => !q.searchKeyword || n.title.includes(q.searchKeyword));
          return { rows: rows.slice(q.firstIndex, q.firstIndex + q.recordCountPerPage), total: rows.length };
        },
        view: async (_d, q, { scope }) => {
          const note = visible(scope).find((n) => n.noteId === q.noteId);
          if (!note) throw new Error('not found');
          return { resultVo: { result: note } };
        },
        insert: async (d, body, { principal }) => {
          const note = { noteId: d.store.length + 1, owner: principal.memberId, title: body.title };
          d.store.push(note);
          return { code: '00' as const, message: '등록되었습니다.', noteId: note.noteId };
        },
        delete: async (d, body) => {
          d.store.splice(
            d.store.findIndex((n) => n.noteId === body.noteId),
            1,
          );
          return { code: '00' as const, message: '삭제되었습니다.' };
        },
        count: async (d, _q, { scope }) => ({
          n: scope.kind === 'all' ? d.store.length : visible(scope).length,
        }),
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const as = (role: Role, id = role.toLowerCase()) => ({ 'x-role': role, 'x-id': id });
  const get = async (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lets ROLE_ADMIN see every row and an own-rows role only its own; others are refused', async () => {
    for (const [who, title] of [
      ['ROLE_STORE', '상점 메모'],
      ['ROLE_ADMIN', '관리자 메모'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/note/insert.json',
        headers: as(who),
        payload: { title },
      });
      expect(res.json()).toMatchObject({ code: '00' });
    }
    const mine = await get('/api/test/note/list.json', as('ROLE_STORE'));
    expect(mine.json()).toEqual({ resultList: { result: { list: [store[0]], totalCount: 1 } } });
    const all = await get('/api/test/note/list.json', as('ROLE_ADMIN'));
    expect(all.json().resultList.result.totalCount).toBe(2);
    expect((await get('/api/test/noteCount.json', as('ROLE_STORE'))).json()).toEqual({ n: 1 });
    expect(
      (await get('/api/test/note/list.json', as('ROLE_STORE', 'other'))).json().resultList.result.totalCount,
    ).toBe(0);
    expect((await get('/api/test/note/list.json', as('ROLE_USER'))).statusCode).toBe(403);
    expect((await get('/api/test/note/list.json')).statusCode).toBe(401);
    // an endpoint may be stricter than its resource
    const del = await app.inject({
      method: 'POST',
      url: '/api/test/note/delete.json',
      headers: as('ROLE_STORE'),
      payload: { noteId: 1 },
    });
    expect(del.statusCode).toBe(403);
    expect(metas.get('POST /api/test/note/delete.json')).toMatchObject({
      kind: 'delete',
      roles: ['ROLE_ADMIN'],
    });
    expect(metas.get('GET /api/test/note/list.json')).toMatchObject({
      kind: 'list',
      roles: ['ROLE_ADMIN', 'ROLE_STORE'],
      ownRows: true,
    });
    expect(metas.get('GET /api/test/noteCount.json')?.kind).toBe('action');
  });

  it('passes pageIndex / pageUnit as a window; a client-paged list without them is whole up to the cap', async () => {
    windows.length = 0;
    await get('/api/test/note/list.json?pageIndex=3&pageUnit=10', as('ROLE_ADMIN'));
    await get('/api/test/note/list.json', as('ROLE_ADMIN'));
    await get('/api/test/note/list.json?pageUnit=10000', as('ROLE_ADMIN'));
    expect(windows).toEqual([
      { firstIndex: 20, recordCountPerPage: 10 },
      { firstIndex: 0, recordCountPerPage: CLIENT_LIST_CAP },
      { firstIndex: 0, recordCountPerPage: 10_000 },
    ]);
    for (const bad of ['pageUnit=10001', 'pageIndex=0', 'pageUnit=abc', 'searchCondition=9']) {
      const res = await get(`/api/test/note/list.json?${bad}`, as('ROLE_ADMIN'));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('exports the whole search through the list handler, whatever page was asked for', async () => {
    windows.length = 0;
    const res = await get(
      `/api/test/note/excel.json?pageIndex=2&pageUnit=1&searchKeyword=${encodeURIComponent('메모')}`,
      as('ROLE_ADMIN'),
    );
    expect(windows).toEqual([{ firstIndex: 0, recordCountPerPage: CLIENT_LIST_CAP }]);
    expect(res.json().resultList.result.list).toHaveLength(2);
  });

  it('accepts GET and POST where the contract says both', async () => {
    const byGet = await get('/api/test/note/view.json?noteId=1', as('ROLE_ADMIN'));
    const byPost = await app.inject({
      method: 'POST',
      url: '/api/test/note/view.json',
      headers: as('ROLE_ADMIN'),
      payload: { noteId: '1' },
    });
    expect(byGet.json()).toEqual({ resultVo: { result: store[0] } });
    expect(byPost.json()).toEqual(byGet.json());
    expect((await get('/api/test/note/view.json', as('ROLE_ADMIN'))).json().message).toBe(
      '잘못된 접근입니다.',
    );
  });

  it('refuses a contract endpoint without a handler when registering', () => {
    const other = Fastify();
    expect(() =>
      registerAdminResource(other, {
        contract: notes,
        access: ADMIN_ONLY,
        deps: () => ({}),
        // @ts-expect-error the handlers of view, insert, delete and count are missing
        handlers: { list: async () => ({ rows: [], total: 0 }) },
      }),
    ).toThrow(/no handler for view/);
  });
});
