import type { AdminResourceContract, ListAnswer } from '@parking/shared/common/admin-resource';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type MultipartValue, postMultipart } from '../../test/multipart';

/**
 * The test data of one admin resource for the parameterised suite (decision 070). Paths, methods and answer
 * keys come from the resource's contract; a case adds what only a person knows: a valid record, an edit, a
 * search that finds it.
 */
export interface ResourceCase {
  name: string;
  contract: AdminResourceContract;
  /** values of the contract's path parameters, e.g. `{ bbsCd: 'notice' }` */
  params?: Record<string, string>;
  /** the id key of view / update / delete and of the write answers */
  idKey: string;
  /** the key of the record in the view answer */
  viewKey: string;
  /** the fields of a valid new record whose searched column contains `token` */
  create: (token: string) => Record<string, MultipartValue>;
  /** the fields of an edit of record `id` whose searched column contains `token` */
  update: (id: Id, token: string) => Record<string, MultipartValue>;
  /** the searchCondition whose column create/update put the token in */
  searchCondition: string;
  /** the field of the view record holding the token */
  tokenField: string;
  /** the page parameters of a list request (default firstIndex / recordCountPerPage) */
  page?: (page: number, unit: number) => Record<string, string>;
  /** the roles besides ROLE_ADMIN the access policy lets in (own rows); default none */
  ownRowsFor?: readonly string[];
}

/** A record id as the write answers carry it (serial numbers, or text ids such as team ids). */
type Id = number | string;

/** The app and the cookies of one caller of each role. */
export interface SuiteEnv {
  app: FastifyInstance;
  admin: string;
  user: string;
  store: string;
}

const byPath = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value);

const firstIndexPage = (page: number, unit: number) => ({
  firstIndex: String((page - 1) * unit),
  recordCountPerPage: String(unit),
});

let tokenSeq = 0;
/** A word no other record contains (searches by it find only this suite's rows). */
function newToken(name: string): string {
  tokenSeq += 1;
  return `${name}토큰${Date.now().toString(36)}${tokenSeq}`;
}

/**
 * list, search, paging, create, edit, delete and the access refusals of one resource, through its contract's
 * paths (tests run in order and share the records they create).
 */
export function describeAdminResource(c: ResourceCase, env: () => SuiteEnv): void {
  const endpoints = c.contract.endpoints;
  const pathOf = (name: string) => {
    const endpoint = endpoints[name];
    if (!endpoint) throw new Error(`${c.name}: the contract has no ${name}`);
    return endpoint.path.replace(/:(\w+)/g, (_, p: string) => c.params?.[p] ?? `:${p}`);
  };
  const answerKeys = (endpoints.list?.answer as ListAnswer<never> | undefined)?.keys;
  const page = c.page ?? firstIndexPage;

  const list = async (query: Record<string, string>) => {
    const res = await env().app.inject({
      method: 'GET',
      url: `${pathOf('list')}?${new URLSearchParams(query)}`,
      headers: { cookie: env().admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    if (!answerKeys) throw new Error(`${c.name}: the list has no listAnswer`);
    const rows = byPath(res.json(), answerKeys.rows) as Record<string, unknown>[];
    const parent = answerKeys.rows.split('.').slice(0, -1).join('.');
    const total = byPath(res.json(), parent ? `${parent}.${answerKeys.total}` : answerKeys.total) as number;
    return { rows, total };
  };
  const search = (keyword: string, extra: Record<string, string> = {}) =>
    list({ searchCondition: c.searchCondition, searchKeyword: keyword, ...extra });
  const view = (id: Id) =>
    env().app.inject({
      method: 'GET',
      url: `${pathOf('view')}?${new URLSearchParams({ [c.idKey]: String(id) })}`,
      headers: { cookie: env().admin },
    });
  const write = (name: string, fields: Record<string, MultipartValue>) =>
    postMultipart(env().app, pathOf(name), env().admin, fields);

  describe(`admin resource ${c.name}`, () => {
    const token = newToken(c.name);
    const ids: Id[] = [];

    it('refuses visitors (401), members (403) and stores (403 unless they own rows) on every endpoint', async () => {
      const { app, user, store } = env();
      for (const name of Object.keys(endpoints)) {
        for (const method of endpoints[name]?.methods ?? []) {
          const url = pathOf(name);
          const send = (cookie?: string) =>
            app.inject({
              method,
              url,
              headers: cookie ? { cookie } : {},
              ...(method === 'POST' ? { payload: {} } : {}),
            });
          expect((await send()).statusCode, `${method} ${url} anonymous`).toBe(401);
          expect((await send(user)).statusCode, `${method} ${url} ROLE_USER`).toBe(403);
          const storeStatus = (await send(store)).statusCode;
          if (c.ownRowsFor?.includes('ROLE_STORE'))
            expect(storeStatus, `${method} ${url} ROLE_STORE`).not.toBe(403);
          else expect(storeStatus, `${method} ${url} ROLE_STORE`).toBe(403);
        }
      }
    });

    it('creates records and answers code 00 with the new id', async () => {
      for (let i = 0; i < 11; i++) {
        const res = await write('insert', c.create(token));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().code).toBe('00');
        expect(res.json().message).toMatch(/[가-힣]/);
        ids.push(res.json()[c.idKey]);
      }
      expect(new Set(ids).size).toBe(11);
    });

    it('lists and pages the search with the total of the whole search', async () => {
      const first = await search(token, page(1, 10));
      expect(first.total).toBe(11);
      expect(first.rows).toHaveLength(10);
      const second = await search(token, page(2, 10));
      expect(second.total).toBe(11);
      expect(second.rows).toHaveLength(1);
      const seen = [...first.rows, ...second.rows].map((r) => r[c.idKey]);
      expect([...seen].sort()).toEqual([...ids].sort());
      const none = await search(`${token}없음`);
      expect(none).toEqual({ rows: [], total: 0 });
    });

    it('shows a record and saves an edit that the search then finds', async () => {
      const id = ids[0]!;
      const shown = await view(id);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(byPath(shown.json(), `${c.viewKey}.${c.idKey}`)).toBe(id);
      expect(String(byPath(shown.json(), `${c.viewKey}.${c.tokenField}`))).toContain(token);

      const edited = newToken(`${c.name}수정`);
      const res = await write('update', c.update(id, edited));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().code).toBe('00');
      const after = await view(id);
      expect(String(byPath(after.json(), `${c.viewKey}.${c.tokenField}`))).toContain(edited);
      const found = await search(edited);
      expect(found.total).toBe(1);
      expect(found.rows[0]?.[c.idKey]).toBe(id);
      expect((await search(token)).total).toBe(10);
    });

    it('deletes a record: gone from the view (404) and the list', async () => {
      const id = ids[1]!;
      const res = await env().app.inject({
        method: 'POST',
        url: pathOf('delete'),
        headers: { cookie: env().admin },
        payload: { [c.idKey]: id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().code).toBe('00');
      const gone = await view(id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toMatch(/[가-힣]/);
      expect((await search(token)).total).toBe(9);
    });

    it('refuses a view without its id with the Korean message and a write of bad input with field errors', async () => {
      const res = await env().app.inject({
        method: 'GET',
        url: pathOf('view'),
        headers: { cookie: env().admin },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('잘못된 접근입니다.');
      const before = (await list({})).total;
      const bad = await write('insert', {});
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fieldErrors ?? {}).length).toBeGreaterThan(0);
      expect((await list({})).total).toBe(before);
    });
  });
}
