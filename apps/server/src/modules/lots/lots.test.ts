import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freeVehicles, inOut, parkingLots, unpaidItems } from '../../db/schema/lots';
import { seedDemo } from '../../db/seed/demo';
import { DEMO_LOTS } from '../../db/seed/demo-data';
import { DEMO_OCCUPANCY } from '../../db/seed/lots-demo';
import { useTestApp } from '../../test/harness';
import { invalidateLotCache } from './lots.service';

describe('lots: map, list, images, discounts, estimator, open data', () => {
  const t = useTestApp();
  let seeded = false;
  const ready = async () => {
    if (!seeded) {
      await seedDemo(t().db);
      seeded = true;
    }
    return t();
  };

  const mapRows = async () => {
    const res = await (await ready()).app.inject({ method: 'GET', url: '/api/parking/map.json' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { parkingMapList: ParkingLotRow[] }).parkingMapList;
  };

  it('lists every lot with the spec fields and live PARK_COUNT', async () => {
    const rows = await mapRows();
    expect(rows).toHaveLength(DEMO_LOTS.length);
    const lot4 = rows.find((r) => r.SECTN_ID === 4)!;
    // 160 demo cars plus the demo member's car 12가3456.
    expect(lot4).toMatchObject({
      PARKING_NM: '이천중앙시장 공영주차장',
      PARKING_DIV: 'PUBLIC',
      PARKING_DIV_NM: '공영',
      CELL_CNT: 180,
      PARK_COUNT: 180 - DEMO_OCCUPANCY[4]! - 1,
      DFLT_TM: 60,
      DFLT_AMT: 600,
      INTVL_TM: 10,
      INTVL_AMT: 250,
      DAY_PARKING_AMT: 7000,
      ANYHOUR_RUN_YN: 'Y',
      FREE_ENTRY_TM: 10,
      FREE_FIRST_TM: 0,
      REPO_ID: null,
    });
    expect(typeof lot4.LAT).toBe('number');
    expect(Date.parse(lot4.UPDATED_AT)).not.toBeNaN();
    expect(rows.find((r) => r.SECTN_ID === 215)!.PARK_COUNT).toBe(0);
    for (const r of rows) expect(r.PARK_COUNT).toBeGreaterThanOrEqual(0);

    const list = await t().app.inject({ method: 'GET', url: '/api/parking/searchParkingList.json' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/json');
    expect((list.json() as { parkingList: ParkingLotRow[] }).parkingList.map((r) => r.SECTN_ID)).toEqual(
      rows.map((r) => r.SECTN_ID),
    );
  });

  it('seeds demo sessions once: 12가3456 parked at lot 4, two unpaid items for it and one for 34나5678', async () => {
    const { db } = await ready();
    await seedDemo(db); // a second run adds nothing
    const parked = await db
      .select()
      .from(inOut)
      .where(and(eq(inOut.plate, '12가3456'), isNull(inOut.outDttm)));
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ lotId: 4, plateLast4: '3456' });
    // Off-street items (the payments demo adds an on-street one for 12가3456).
    const unpaid = await db
      .select()
      .from(unpaidItems)
      .where(and(eq(unpaidItems.status, 'UNPAID'), eq(unpaidItems.kind, 'OFFSTREET')));
    expect(unpaid.filter((u) => u.plate === '12가3456')).toHaveLength(2);
    expect(unpaid.filter((u) => u.plate === '34나5678')).toHaveLength(1);
    for (const u of unpaid) expect(u.principal).toBeGreaterThan(0);
    expect((await db.select().from(freeVehicles)).length).toBeGreaterThanOrEqual(2);
  });

  it('answers the cached map and list as pre-serialised JSON (type, exact length, no-cache)', async () => {
    const { app } = await ready();
    // The first call may load the snapshot, the next ones answer from the loaded one in the same tick.
    for (const url of [
      '/api/parking/map.json',
      '/api/parking/map.json',
      '/api/parking/searchParkingList.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const body = res.json() as Record<string, ParkingLotRow[]>;
      expect(Object.values(body)[0]).toHaveLength(DEMO_LOTS.length);
    }
  });

  it('never answers a negative PARK_COUNT when more cars are in than cells', async () => {
    const { db } = await ready();
    const extra = Array.from({ length: 5 }, (_, i) => ({
      lotId: 215,
      plate: `99허${7000 + i}`,
      plateLast4: String(7000 + i),
      inDttm: new Date(),
    }));
    await db.insert(inOut).values(extra);
    invalidateLotCache(db);
    const rows = await mapRows();
    expect(rows.find((r) => r.SECTN_ID === 215)!.PARK_COUNT).toBe(0);
  });

  it('answers the reduction categories with DC001 (general) first', async () => {
    const res = await (await ready()).app.inject({ method: 'GET', url: '/api/prepay/getDiscountList.json' });
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { discountList: { code: string; codeNm: string; rate: number }[] })
      .discountList;
    expect(list[0]).toMatchObject({ code: 'DC001', codeNm: '일반', rate: 0 });
    expect(list.some((d) => d.rate === 100)).toBe(true);
  });

  it('serves a stored lot image, a placeholder when it is missing, and refuses traversal', async () => {
    const { app } = await ready();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const ref = await app.storage.put(png, { ext: 'png' });
    const url = `/api/parking/atchfile/${ref.repoId}/${encodeURIComponent(ref.filePath)}/${ref.saveNm}.png`;
    // Stored but named by no lot record (a Q&A attachment, a business registration document…): never served
    // through the lot-image route (issue 12 §7).
    const other = await app.inject({ method: 'GET', url });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toContain('image/svg+xml');
    expect(other.rawPayload.equals(png)).toBe(false);

    const { db } = await ready();
    await db
      .update(parkingLots)
      .set({ repoId: ref.repoId, filePath: ref.filePath, saveNm: ref.saveNm, fileExt: 'PNG' })
      .where(eq(parkingLots.lotId, 4));
    const ok = await app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.rawPayload.equals(png)).toBe(true);

    for (const url of [
      '/api/parking/atchfile/local/2026/0123456789abcdef.png',
      '/api/parking/atchfile/null/null/null.null',
      '/api/parking/atchfile/local/2026/0123456789abcdef',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }

    for (const url of [
      '/api/parking/atchfile/local/..%2F..%2F..%2Fetc/passwd.png',
      '/api/parking/atchfile/..%2F..%2Fetc/x/passwd.png',
      '/api/parking/atchfile/local/2026/..%2Fsecret.png',
      '/api/parking/atchfile/local/%2Fetc/passwd.png',
      '/api/parking/atchfile/local/2026%5C..%5C..%5Cx/abcdefgh12.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  describe('POST /api/fee/easyCalculate.json', () => {
    const calc = async (payload: Record<string, unknown> | string, form = false) =>
      (await ready()).app.inject({
        method: 'POST',
        url: '/api/fee/easyCalculate.json',
        ...(form
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: payload as string }
          : { payload: payload as Record<string, unknown> }),
      });

    it('estimates T1 95 min at 1,600 won with its breakdown (lot 4 has the T1 tariff)', async () => {
      const res = await calc({
        sectnId: 4,
        inDttm: '2026-03-02 09:00',
        outDttm: '2026-03-02 10:35',
        discountCd: 'DC001',
      });
      expect(res.statusCode).toBe(200);
      const { result } = res.json() as { result: Record<string, unknown> };
      expect(result).toMatchObject({
        sectnId: 4,
        parkingNm: '이천중앙시장 공영주차장',
        stayMinutes: 95,
        useAmt: 1600,
        discountAmt: 0,
        payAmt: 1600,
        lines: [
          { label: '기본요금(최초 60분)', minutes: 60, amount: 600 },
          { label: '추가요금(10분당 250원)', minutes: 35, amount: 1000 },
        ],
      });
    });

    it('accepts a form post and applies a reduction (50 %, 61 min → 420)', async () => {
      const res = await calc(
        'sectnId=4&inDttm=2026-03-02+09%3A00&outDttm=2026-03-02+10%3A01&discountCd=DC006',
        true,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ useAmt: 850, discountAmt: 430, payAmt: 420 });
    });

    it('uses the free first period of a grade 2 lot (217: 30 min free, daily max 5,000)', async () => {
      const res = await calc({ sectnId: 217, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 15:40' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.payAmt).toBe(5000);
    });

    it('answers "입력값이 부족합니다." when the lot or a time is missing', async () => {
      for (const body of [
        { inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00' },
        { sectnId: '', inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00' },
        { sectnId: 4, outDttm: '2026-03-02 10:00' },
        { sectnId: 4, inDttm: '2026-03-02 09:00', outDttm: '' },
      ]) {
        const res = await calc(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', message: '입력값이 부족합니다.' });
      }
      const form = await calc('inDttm=2026-03-02+09%3A00&outDttm=2026-03-02+10%3A00', true);
      expect(form.statusCode).toBe(400);
      expect(form.json().message).toBe('입력값이 부족합니다.');
    });

    it('refuses exit before entry, absurd years, bad formats and huge or negative numbers', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ sectnId: 4, inDttm: '2026-03-02 10:00', outDttm: '2026-03-02 09:00' }, 'outDttm'],
        [{ sectnId: 4, inDttm: '1900-01-01 10:00', outDttm: '2026-03-02 09:00' }, 'inDttm'],
        [{ sectnId: 4, inDttm: '2026-03-02 10:00', outDttm: '3000-01-01 09:00' }, 'outDttm'],
        [{ sectnId: 4, inDttm: '2026-02-30 10:00', outDttm: '2026-03-02 09:00' }, 'inDttm'],
        [{ sectnId: 4, inDttm: '2026-03-02T10:00', outDttm: '2026-03-02 11:00' }, 'inDttm'],
        [{ sectnId: 4, inDttm: '2026-03-02 25:00', outDttm: '2026-03-03 11:00' }, 'inDttm'],
        [{ sectnId: 4, inDttm: '2020-01-01 10:00', outDttm: '2026-03-02 09:00' }, 'outDttm'],
        [{ sectnId: -4, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00' }, 'sectnId'],
        [{ sectnId: 1e20, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00' }, 'sectnId'],
        [{ sectnId: 4.5, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00' }, 'sectnId'],
        [{ sectnId: 'abc', inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00' }, 'sectnId'],
        [
          { sectnId: 4, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00', discountCd: "x' or 1=1" },
          'discountCd',
        ],
      ];
      for (const [body, field] of cases) {
        const res = await calc(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
      }
    });

    it('answers 404 for an unknown lot and 400 for an unknown reduction', async () => {
      const lot = await calc({ sectnId: 999999, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 10:00' });
      expect(lot.statusCode).toBe(404);
      expect(lot.json()).toMatchObject({ code: 'LOT_NOT_FOUND', message: '존재하지 않는 주차장입니다.' });
      const dc = await calc({
        sectnId: 4,
        inDttm: '2026-03-02 09:00',
        outDttm: '2026-03-02 10:00',
        discountCd: 'DC999',
      });
      expect(dc.statusCode).toBe(400);
      expect(dc.json()).toMatchObject({ code: 'DISCOUNT_NOT_FOUND' });
    });
  });

  describe('GET /api/open/lots', () => {
    it('answers every lot without login, CORS open, cacheable, with an ETag', async () => {
      const { app } = await ready();
      const res = await app.inject({
        method: 'GET',
        url: '/api/open/lots',
        headers: { origin: 'https://example.org' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      // A script on another site may read the ETag to revalidate.
      expect(res.headers['access-control-expose-headers']).toBe('ETag');
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const body = res.json() as { count: number; lots: Record<string, unknown>[] };
      expect(body.count).toBe(DEMO_LOTS.length);
      expect(body.lots.find((l) => l.sectnId === 4)).toMatchObject({
        name: '이천중앙시장 공영주차장',
        cells: 180,
        available: 180 - DEMO_OCCUPANCY[4]! - 1,
        open24h: true,
        tariff: { baseMinutes: 60, baseAmount: 600, unitMinutes: 10, unitAmount: 250, dailyMaximum: 7000 },
      });

      const again = await app.inject({
        method: 'GET',
        url: '/api/open/lots',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/open/lots',
        headers: { origin: 'https://example.org' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      // The preflight allows the revalidating header, cached by the browser for a day.
      expect(pre.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
      expect(pre.headers['access-control-allow-headers']).toBe('If-None-Match');
      expect(pre.headers['access-control-max-age']).toBe('86400');
    });

    it('is documented in the OpenAPI document', async () => {
      const res = await (await ready()).app.inject({ method: 'GET', url: '/api/docs' });
      const doc = res.json() as { paths: Record<string, unknown> };
      for (const p of [
        '/api/open/lots',
        '/api/parking/map.json',
        '/api/fee/easyCalculate.json',
        '/api/equipment/entries',
        '/api/equipment/exits',
      ])
        expect(Object.keys(doc.paths)).toContain(p);
    });
  });
});
