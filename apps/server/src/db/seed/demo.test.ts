import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { businessLots, members } from '../schema/accounts';
import { discountCodes, parkingLots } from '../schema/lots';
import { authorGroups, departments, menuAuthorities, menus, systemMeta, teams } from '../schema/system';
import { assertNotProduction, DEMO_SEEDED_AT_KEY, DemoSeedRefusedError, seedDemo } from './demo';
import { DAY_MAX_BY_GRADE, DEMO_ACCOUNTS, DEMO_CENTRE, DEMO_MEMBERS, SEASON_PASS_FEES } from './demo-data';

const TABLES = {
  authorGroups,
  departments,
  teams,
  discountCodes,
  parkingLots,
  menus,
  menuAuthorities,
  members,
  businessLots,
  systemMeta,
} as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? -1;
  }
  return out;
}

/** Great-circle distance in km with the earth radius of spec 1 §9 (6371 km). */
function distanceKm(lat: number, lng: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat - DEMO_CENTRE.lat);
  const dLng = rad(lng - DEMO_CENTRE.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(DEMO_CENTRE.lat)) * Math.cos(rad(lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe('seedDemo', () => {
  it('is idempotent: a second run leaves every count unchanged', async () => {
    const before = await counts();
    expect(before.parkingLots).toBeGreaterThanOrEqual(12);
    expect(before.members).toBe(DEMO_MEMBERS.length);
    const metaBefore = await t.db.select().from(systemMeta);
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
    expect(await t.db.select().from(systemMeta)).toEqual(metaBefore);
    const meta = metaBefore.find((m) => m.key === DEMO_SEEDED_AT_KEY);
    expect(meta && !Number.isNaN(Date.parse(meta.value))).toBe(true);
  });

  it('puts at least 12 lots around the map centre with valid tariffs', async () => {
    const lots = await t.db.select().from(parkingLots);
    expect(lots.length).toBeGreaterThanOrEqual(12);
    const ids = lots.map((l) => l.lotId);
    expect(ids).toEqual(expect.arrayContaining([4, 217]));
    expect(new Set(lots.map((l) => l.parkingId)).size).toBe(lots.length);

    const dist = lots.map((l) => distanceKm(l.lat, l.lng));
    expect(Math.max(...dist)).toBeLessThanOrEqual(3);
    expect(dist.filter((d) => d <= 0.5).length).toBeGreaterThanOrEqual(2);
    expect(dist.filter((d) => d > 0.5 && d <= 1).length).toBeGreaterThanOrEqual(2);
    expect(dist.filter((d) => d > 1).length).toBeGreaterThanOrEqual(2);

    const divNm = { PUBLIC: '공영', PARK: '공원', ATTACHED: '부설' } as Record<string, string>;
    expect(new Set(lots.map((l) => l.parkingDiv))).toEqual(new Set(['PUBLIC', 'PARK', 'ATTACHED']));
    expect(new Set(lots.map((l) => l.grade))).toEqual(new Set([1, 2, 3]));
    expect(new Set(lots.map((l) => l.anyhourRunYn))).toEqual(new Set(['Y', 'N']));

    const now = Date.now();
    let open = 0;
    let closed = 0;
    for (const l of lots) {
      const grade = l.grade as 1 | 2 | 3;
      expect(l.parkingDivNm).toBe(divNm[l.parkingDiv]);
      expect(l.parkingNm).toMatch(/주차장$/);
      expect(l.cellAddrLoad).toMatch(/^경기도 이천시 /);
      expect(l.cellAddrJibun).toMatch(/^경기도 이천시 /);
      expect(l.cellCnt).toBeGreaterThanOrEqual(20);
      expect(l.cellCnt).toBeLessThanOrEqual(300);
      expect(l.hndcapCellCnt).toBeGreaterThan(0);
      expect(l.elecCellCnt).toBeGreaterThan(0);
      expect(l.hndcapCellCnt + l.elecCellCnt).toBeLessThan(l.cellCnt);
      expect([l.dfltTm, l.dfltAmt, l.intvlTm, l.intvlAmt, l.freeEntryTm]).toEqual([60, 600, 10, 250, 10]);
      expect(l.dayParkingAmt).toBe(DAY_MAX_BY_GRADE[grade]);
      expect(l.dayParkingAmt).toBe({ 1: 7000, 2: 5000, 3: 4000 }[grade]);
      if (grade === 1) expect(l.freeFirstTm).toBe(0);
      else expect([30, 60, 120]).toContain(l.freeFirstTm);
      expect(['Y', 'N']).toContain(l.anyhourRunYn);
      expect(l.webDiscountDefaultAmt).toBe(600);
      expect([l.repoId, l.filePath, l.saveNm, l.fileExt]).toEqual([null, null, null, null]);
      expect(['RAFFLE', 'FCOME']).toContain(l.periodAllotType);

      if (l.periodCellCnt > 0) {
        expect(grade).not.toBe(1);
        const divs = l.periodUseDivCd.split(',');
        expect(divs.length).toBeGreaterThan(0);
        for (const d of divs) expect(['UTM-001', 'UTM-002', 'UTM-003']).toContain(d);
        const fees = SEASON_PASS_FEES[grade];
        expect(l.periodTicketAmt).toBe(divs.includes('UTM-001') ? fees.allDay : 0);
        expect(l.periodDaytmAmt).toBe(divs.includes('UTM-002') ? fees.day : 0);
        expect(l.periodNightAmt).toBe(divs.includes('UTM-003') ? fees.night : 0);
        expect(l.periodStartDttm).toBeInstanceOf(Date);
        expect(l.periodEndDttm).toBeInstanceOf(Date);
        const start = l.periodStartDttm!.getTime();
        const end = l.periodEndDttm!.getTime();
        expect(start).toBeLessThan(end);
        if (start <= now && now <= end) open += 1;
        if (end < now) closed += 1;
      } else {
        expect([l.periodDaytmAmt, l.periodNightAmt, l.periodTicketAmt]).toEqual([0, 0, 0]);
        expect(l.periodUseDivCd).toBe('');
      }
    }
    expect(open).toBeGreaterThanOrEqual(2);
    expect(closed).toBe(1);
    // Both grades of pass fees appear (spec 2 §9).
    expect(lots.some((l) => l.periodDaytmAmt === 50000)).toBe(true);
    expect(lots.some((l) => l.periodTicketAmt === 40000)).toBe(true);
    expect(lots.some((l) => l.periodAllotType === 'RAFFLE' && l.periodCellCnt > 0)).toBe(true);
    expect(lots.some((l) => l.periodAllotType === 'FCOME' && l.periodCellCnt > 0)).toBe(true);
  });

  it('writes the reduction categories of spec 1 §9', async () => {
    const codes = await t.db.select().from(discountCodes);
    const general = codes.find((c) => c.code === 'DC001');
    expect(general).toMatchObject({ codeNm: '일반', rate: 0, freeMinutes: 0, fixedAmt: 0 });
    for (const c of codes) {
      expect(c.code).toMatch(/^DC\d{3}$/);
      expect([0, 30, 50, 100]).toContain(c.rate);
      expect([0, 60, 120, 240]).toContain(c.freeMinutes);
      if (c.freeMinutes > 0) expect(c.rate).toBe(50);
    }
    const rates = codes.filter((c) => c.freeMinutes === 0 && c.fixedAmt === 0).map((c) => c.rate);
    expect(rates).toEqual(expect.arrayContaining([100, 50, 30]));
    expect(new Set(codes.filter((c) => c.freeMinutes > 0).map((c) => c.freeMinutes))).toEqual(
      new Set([60, 120, 240]),
    );
    expect(codes.find((c) => c.fixedAmt > 0)).toMatchObject({ fixedAmt: 2000, rate: 0 });
    expect(new Set(codes.map((c) => c.sortOrder)).size).toBe(codes.length);
  });

  it('builds the admin menu tree with authority grants', async () => {
    const rows = await t.db.select().from(menus);
    // the whole site menu (decision 155); the back office is its two last sections
    const top = rows.filter((m) => m.upperMenuId === null && m.deletedAt === null).map((m) => m.menuNm);
    expect(top).toEqual(expect.arrayContaining(['관리자 메뉴', '시스템 관리', '정보마당', '주차장 찾기']));
    const routes = rows.filter((m) => m.upperMenuId !== null).map((m) => m.progrmFileNm);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/generalmembership',
        '/businessmembership',
        '/discountvehicle',
        '/freevehicle',
        '/periodparking',
        '/noticemanagement',
        '/faqmanagement',
        '/popuplist',
        '/bannerlist',
        '/usermanagement',
        '/teamlist',
        '/departmentlist',
        '/menulist',
        '/userauthoritylist',
        '/accessinfo',
        '/connertmenustat',
      ]),
    );
    const byNo = new Map(rows.map((m) => [m.menuNo, m]));
    for (const m of rows) if (m.upperMenuId) expect(byNo.has(m.upperMenuId)).toBe(true);

    const grants = await t.db.select().from(menuAuthorities);
    const routesOf = (role: string) =>
      grants.filter((g) => g.authorCode === role).map((g) => byNo.get(g.menuNo)?.progrmFileNm);
    const underAdmin = (no: string | null): boolean =>
      no === 'admin' || no === 'system' || (no !== null && underAdmin(byNo.get(no)?.upperMenuId ?? null));
    const backOffice = rows.filter((m) => underAdmin(m.menuNo)).map((m) => m.menuNo);
    expect(new Set(grants.filter((g) => g.authorCode === 'ROLE_ADMIN').map((g) => g.menuNo))).toEqual(
      new Set(backOffice),
    );
    expect(routesOf('ROLE_STORE')).toEqual(expect.arrayContaining(['/userauthoritylist', '/accessinfo']));
    expect(routesOf('ROLE_STORE')).not.toContain('/generalmembership');
    expect(routesOf('ROLE_USER')).toEqual([]);
  });

  it('creates the four demo accounts with their role, category and status', async () => {
    const rows = await t.db.select().from(members);
    const expected = {
      admin: { empDiv: 'EMP', authorCode: 'ROLE_ADMIN', empSttus: 'P' },
      citizen1: {
        empDiv: 'USR',
        authorCode: 'ROLE_USER',
        empSttus: 'P',
        plate: '12가3456',
        discountCd: 'DC001',
      },
      store1: {
        empDiv: 'BSN',
        authorCode: 'ROLE_STORE',
        empSttus: 'P',
        companyNm: '이천중앙상회',
        marketYn: 'Y',
      },
      store2: { empDiv: 'BSN', authorCode: 'ROLE_ANONYMOUS', empSttus: 'A', companyNm: '신규상사' },
    };
    for (const [empNo, fields] of Object.entries(expected)) {
      expect(rows.find((r) => r.empNo === empNo)).toMatchObject(fields);
    }
    const admin = rows.find((r) => r.empNo === 'admin')!;
    expect(admin.deptId).not.toBeNull();
    expect(admin.teamId).not.toBeNull();
    expect(DEMO_ACCOUNTS.map((a) => [a.id, a.role])).toEqual([
      ['admin', 'ROLE_ADMIN'],
      ['citizen1', 'ROLE_USER'],
      ['store1', 'ROLE_STORE'],
      ['store2', 'ROLE_ANONYMOUS'],
      ['staff1', 'ROLE_ADMIN'],
      ['staff2', 'ROLE_STORE'],
      ['staff3', 'ROLE_ADMIN'],
    ]);

    const mapped = await t.db.select().from(businessLots);
    const store1 = DEMO_MEMBERS.find((m) => m.empNo === 'store1')!;
    const store2 = DEMO_MEMBERS.find((m) => m.empNo === 'store2')!;
    expect(mapped.filter((m) => m.memberId === store1.memberId).map((m) => m.lotId)).toEqual([4]);
    expect(mapped.filter((m) => m.memberId === store2.memberId).map((m) => m.lotId)).toHaveLength(1);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.id, a] as const))('%s can log in', async (_id, account) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ empNo: account.id, password: account.password }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().loginVO.authorCode).toBe(account.role);
    expect(res.json().loginVO.empNo).toBe(account.id);
  });

  it('refuses to run in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => assertNotProduction()).toThrow(DemoSeedRefusedError);
    const before = await counts();
    await expect(seedDemo(t.db)).rejects.toThrow(/NODE_ENV=production/);
    expect(await counts()).toEqual(before);
  });

  it('the seed:demo command exits with 1 in production', () => {
    const cli = fileURLToPath(new URL('../../cli/seed-demo.ts', import.meta.url));
    const res = spawnSync(process.execPath, ['--import', 'tsx', cli], {
      // without the test run's hash cost, which production refuses for a reason of its own (decision 228)
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PASSWORD_HASH_COST: undefined,
        DATABASE_URL: '',
        DATA_DIR: 'memory://',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status, res.stderr).toBe(1);
    expect(res.stderr).toContain('NODE_ENV=production');
  });
});
