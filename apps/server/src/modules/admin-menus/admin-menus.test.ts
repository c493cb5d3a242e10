import type { MenuNode } from '@parking/shared/admin-menus/menu-node';
import { ko } from '@parking/shared/messages/ko';
import { beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/system-logs';
import { useDemoApp } from '../../test/demo-app';
import { login } from '../../test/harness';
import { bumpMenusVersion, findMenu, rebuildVisitDaily, updateMenu } from './admin-menus.repository';
import { seedSiteMenu } from './admin-menus.service';

const t = ko.adminMenus;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const flat = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('data-driven menus (spec 3 §2.10, spec 1 §6)', () => {
  const demo = useDemoApp();
  let admin = '';
  let citizen = '';
  let store = '';
  beforeAll(async () => {
    const { app } = await demo();
    admin = await login(app, 'admin', 'Admin#2026');
    citizen = await login(app, 'citizen1', 'Citizen#2026');
    store = await login(app, 'store1', 'Store#2026');
  });

  const get = async (url: string, cookie = admin) =>
    (await demo()).app.inject({ method: 'GET', url, headers: { cookie } });
  const post = async (url: string, body: Record<string, string>, cookie = admin) =>
    (await demo()).app.inject({
      method: 'POST',
      url,
      headers: { ...form, cookie },
      payload: new URLSearchParams(body).toString(),
    });
  const siteMenu = async (cookie = '') => {
    const res = await (await demo()).app.inject({
      method: 'GET',
      url: '/api/menu/siteMenu.json',
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().menuList as MenuNode[];
  };
  const view = async (menuNo: string) => (await get(`/api/menu/view.json?item=${menuNo}`)).json().resultVo;
  const formOf = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v)]));

  it('refuses visitors (401) and members (403) on every admin call', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/menu/menuListSelect.json'],
      ['GET', '/api/menu/view.json?item=map'],
      ['POST', '/api/menu/insertAction.json'],
      ['POST', '/api/menu/updateAction.json'],
      ['POST', '/api/menu/delete.json'],
      ['GET', '/api/admin/menuStat/list.json?startDt=2026-01-01&endDt=2026-01-31'],
    ];
    for (const [method, url] of calls) {
      const anon = await (await demo()).app.inject({ method: method as 'GET', url });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [citizen, store]) {
        const res =
          method === 'GET'
            ? await get(url, who)
            : await post(url, { menuNo: 'map', menuNm: 'x', menuOrdr: '1' }, who);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('lists the seeded site menu under list_menulist and searches by id, name, description', async () => {
    const all = (await get('/api/menu/menuListSelect.json')).json();
    expect(all.totalCount).toBeGreaterThan(50);
    expect(all.list_menulist).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          menuNo: 'noticelist',
          menuNm: '공지사항',
          progrmFileNm: '/noticelist',
          upperMenuId: 'board',
        }),
      ]),
    );
    const byName = (
      await get(`/api/menu/menuListSelect.json?searchCondition=2&searchKeyword=${encodeURIComponent('공지')}`)
    ).json();
    expect(byName.list_menulist.map((r: { menuNo: string }) => r.menuNo)).toEqual(
      expect.arrayContaining(['noticelist', 'noticemanagement']),
    );
    const byId = (await get('/api/menu/menuListSelect.json?searchCondition=1&searchKeyword=faqview')).json();
    expect(byId.list_menulist).toHaveLength(1);
  });

  it('a rename, a hide and a move reach the menu answer at once; a restart seed keeps the edit', async () => {
    const notice = await view('noticelist');
    expect(
      (await post('/api/menu/updateAction.json', formOf({ ...notice, menuNm: '새 소식' }))).json(),
    ).toMatchObject({
      code: '00',
      message: t.updated,
    });
    let menu = flat(await siteMenu());
    expect(menu.find((n) => n.id === 'noticelist')?.label).toBe('새 소식');

    const faq = await view('faqview');
    await post('/api/menu/updateAction.json', formOf({ ...faq, useYn: 'N' }));
    menu = flat(await siteMenu());
    expect(menu.some((n) => n.id === 'faqview')).toBe(false);

    const qna = await view('qnalist');
    await post('/api/menu/updateAction.json', formOf({ ...qna, menuOrdr: '0' }));
    const board = (await siteMenu()).find((n) => n.id === 'board');
    expect(board?.children?.[0]?.id).toBe('qnalist');

    await seedSiteMenu((await demo()).db);
    expect((await view('noticelist')).menuNm).toBe('새 소식');
    expect((await view('faqview')).useYn).toBe('N');
  });

  it('serves a change committed by another process at once (the change count in the database, not a timer)', async () => {
    const { db } = await demo();
    expect(flat(await siteMenu()).find((n) => n.id === 'lookup')).toBeDefined(); // this process has a copy now
    const before = (await (await demo()).app.inject({ method: 'GET', url: '/api/menu/siteMenu.json' })).json()
      .version as number;
    // what the menu screen's save does on another process: its own transaction, nothing said to this one
    await db.transaction(async (tx) => {
      const row = await findMenu(tx, 'lookup');
      if (!row) throw new Error('the seeded menu has no lookup entry');
      await updateMenu(tx, { ...row, menuNm: '다른 서버에서 바꾼 이름' });
      await bumpMenusVersion(tx);
    });
    const res = await (await demo()).app.inject({ method: 'GET', url: '/api/menu/siteMenu.json' });
    expect(flat(res.json().menuList).find((n) => n.id === 'lookup')?.label).toBe('다른 서버에서 바꾼 이름');
    expect(res.json().version).toBeGreaterThan(before);
  });

  it('filters the answer by role and category: visitors see no admin section, business members no season pass', async () => {
    const anon = (await siteMenu()).map((n) => n.id);
    expect(anon).not.toContain('admin');
    expect(anon).not.toContain('system');
    expect(anon).not.toContain('mypage');
    const bsn = (await siteMenu(store)).map((n) => n.id);
    expect(bsn).not.toContain('period');
    expect(bsn).toContain('webdiscount');
    const usr = (await siteMenu(citizen)).map((n) => n.id);
    expect(usr).toContain('period');
    expect(usr).not.toContain('webdiscount');
    const adm = (await siteMenu(admin)).map((n) => n.id);
    expect(adm).toEqual(expect.arrayContaining(['admin', 'system', 'mypage']));
  });

  it('a menu entry can never grant access: an entry to an admin screen shown to everyone opens nothing', async () => {
    const res = await post('/api/menu/insertAction.json', {
      menuNo: 'leak',
      menuNm: '회원 목록 바로가기',
      progrmFileNm: '/generalmembership',
      upperMenuId: '',
      menuOrdr: '99',
      audience: '',
      useYn: 'Y',
      menuDc: '',
      matchPaths: '',
    });
    expect(res.json()).toMatchObject({ code: '00', menuNo: 'leak' });
    expect(flat(await siteMenu()).some((n) => n.id === 'leak')).toBe(true);
    // the screen's data stays behind its guard
    const anon = await (await demo()).app.inject({ method: 'GET', url: '/api/member/list.json?empCd=USR' });
    expect(anon.statusCode).toBe(401);
    expect((await get('/api/member/list.json?empCd=USR', citizen)).statusCode).toBe(403);
    expect((await post('/api/menu/delete.json', { item: 'leak' })).json()).toMatchObject({ code: '00' });
  });

  it('refuses cyclic upper menus, unknown routes, bad orders and taken ids with a Korean message; nothing changes', async () => {
    const before = await view('board');
    const cyc = await post('/api/menu/updateAction.json', formOf({ ...before, upperMenuId: 'noticelist' }));
    expect(cyc.statusCode).toBe(400);
    expect(cyc.json()).toMatchObject({ message: t.v.cycle, fieldErrors: { upperMenuId: [t.v.cycle] } });
    const self = await post('/api/menu/updateAction.json', formOf({ ...before, upperMenuId: 'board' }));
    expect(self.json().message).toBe(t.v.cycle);
    const unknownUpper = await post(
      '/api/menu/updateAction.json',
      formOf({ ...before, upperMenuId: 'nowhere' }),
    );
    expect(unknownUpper.json().message).toBe(t.v.upperUnknown);
    expect(await view('board')).toEqual(before);

    const base = {
      menuNo: 'newone',
      menuNm: '새 메뉴',
      upperMenuId: 'board',
      menuOrdr: '5',
      progrmFileNm: '/faqview',
    };
    const route = await post('/api/menu/insertAction.json', { ...base, progrmFileNm: '/nosuchpage' });
    expect(route.statusCode).toBe(400);
    expect(route.json().fieldErrors.progrmFileNm).toEqual([t.v.route]);
    const external = await post('/api/menu/insertAction.json', {
      ...base,
      progrmFileNm: 'https://evil.example',
    });
    expect(external.statusCode).toBe(400);
    for (const menuOrdr of ['-1', '1000', '1.5', 'abc']) {
      const r = await post('/api/menu/insertAction.json', { ...base, menuOrdr });
      expect(r.statusCode, menuOrdr).toBe(400);
      expect(r.json().fieldErrors.menuOrdr).toEqual([t.v.order]);
    }
    const id = await post('/api/menu/insertAction.json', { ...base, menuNo: 'bad id!' });
    expect(id.json().fieldErrors.menuNo).toEqual([t.v.menuNo]);
    const taken = await post('/api/menu/insertAction.json', { ...base, menuNo: 'map' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(t.v.duplicate);
    expect((await get('/api/menu/view.json?item=newone')).statusCode).toBe(404);
  });

  it('deletes a leaf after which the start-up seed does not bring it back; a menu with children is refused', async () => {
    const parent = await post('/api/menu/delete.json', { item: 'board' });
    expect(parent.statusCode).toBe(400);
    expect(parent.json().message).toBe(t.v.hasChildren);
    expect((await post('/api/menu/delete.json', { item: 'feecalculation' })).json()).toMatchObject({
      code: '00',
      message: t.deleted,
    });
    await seedSiteMenu((await demo()).db);
    expect((await get('/api/menu/view.json?item=feecalculation')).statusCode).toBe(404);
    expect(flat(await siteMenu()).some((n) => n.id === 'feecalculation')).toBe(false);
  });

  it('counts visits per route and per day for a range of Korea-time days', async () => {
    const { db } = await demo();
    const at = (s: string) => new Date(s);
    const rows = [
      ...Array.from({ length: 5 }, () => ({ pathName: '/map', visitedAt: at('2025-03-01T00:30:00+09:00') })),
      ...Array.from({ length: 3 }, () => ({ pathName: '/map', visitedAt: at('2025-03-02T23:59:00+09:00') })),
      ...Array.from({ length: 4 }, () => ({
        pathName: '/qnaview',
        visitedAt: at('2025-03-02T12:00:00+09:00'),
      })),
      { pathName: '/somewhere', category: '기타 > 어딘가', visitedAt: at('2025-03-03T10:00:00+09:00') },
      // outside the range: the day before (Korea time) and the day after
      { pathName: '/map', visitedAt: at('2025-02-28T23:59:59+09:00') },
      { pathName: '/map', visitedAt: at('2025-03-04T00:00:00+09:00') },
    ];
    await db.insert(visits).values(rows.map((r) => ({ category: '', ...r, ip: '127.0.0.1' })));
    await rebuildVisitDaily(db);
    const res = await get('/api/admin/menuStat/list.json?startDt=2025-03-01&endDt=2025-03-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(13);
    expect(body.resultList).toEqual([
      { menuNm: '지도 검색', url: '/map', cnt: 8 },
      { menuNm: 'Q&A', url: '/qnaview', cnt: 4 },
      { menuNm: '어딘가', url: '/somewhere', cnt: 1 },
    ]);
    expect(body.dailyList).toEqual([
      { day: '2025-03-01', cnt: 5 },
      { day: '2025-03-02', cnt: 7 },
      { day: '2025-03-03', cnt: 1 },
    ]);
  });

  it('keeps the daily roll-up in step with each reported visit', async () => {
    const { app } = await demo();
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const count = async () =>
      (await get(`/api/admin/menuStat/list.json?startDt=${today}&endDt=${today}`))
        .json()
        .resultList.find((r: { url: string }) => r.url === '/periodinfo')?.cnt ?? 0;
    const before = await count();
    for (let i = 0; i < 3; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/visitInfo',
        payload: { visitedPathName: '/periodinfo' },
      });
    }
    expect(await count()).toBe(before + 3);
  });

  it('refuses reversed, malformed and over-long ranges with a Korean message', async () => {
    const reversed = await get('/api/admin/menuStat/list.json?startDt=2025-03-05&endDt=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.endDt).toEqual([t.stats.dateOrder]);
    const bad = await get('/api/admin/menuStat/list.json?startDt=2025-3-1&endDt=2025-03-01');
    expect(bad.json().fieldErrors.startDt).toEqual([t.stats.dateFormat]);
    const long = await get('/api/admin/menuStat/list.json?startDt=2024-01-01&endDt=2025-03-01');
    expect(long.json().fieldErrors.endDt).toEqual([t.stats.rangeMax]);
  });
});
