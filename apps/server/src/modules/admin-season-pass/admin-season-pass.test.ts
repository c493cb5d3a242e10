import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import { runDraw, seedCommitment } from '@parking/shared/season-pass/draw';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkingLots } from '../../db/schema/lots';
import { seasonPassApplications } from '../../db/schema/season-pass';
import { DEMO_DRAWN_LOT, DEMO_RAFFLE_LOT, seedSeasonPassDemo } from '../../db/seed/season-pass-demo';
import { useDemoApp } from '../../test/demo-app';
import { login } from '../../test/harness';
import { postMultipart, SAMPLE_FILES } from '../../test/multipart';
import {
  applicationFields,
  applicationInput,
  applicationsOf,
  closeWindow,
  outboxWith,
  roundsOf,
} from '../season-pass/test-kit';

const m = seasonPassKo;
const BASE = '/api/admin/period/manager';
const DAY = 86_400_000;
const kst = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('season-pass admin (demo data)', () => {
  const demo = useDemoApp();
  let admin: string;
  let citizen: string;

  beforeAll(async () => {
    const { app } = await demo();
    admin = await login(app, 'admin', 'Admin#2026');
    citizen = await login(app, 'citizen1', 'Citizen#2026');
  });

  const get = async (url: string, cookie?: string) =>
    (await demo()).app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const form = async (url: string, cookie: string, fields: [string, string][]) =>
    (await demo()).app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('the demo seed gives every window its round (lotteries with a committed seed) once', async () => {
    const { db } = await demo();
    const before = await roundsOf(db, DEMO_RAFFLE_LOT);
    expect(before).toHaveLength(1);
    // committed, and the seed stored nowhere before the draw (decision 180)
    expect(before[0]).toMatchObject({ seed: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(before[0]!.seedNonce).toMatch(/^[0-9a-f]{32}$/);
    await db.transaction((tx) => seedSeasonPassDemo(tx, new Date(), 'a'.repeat(64)));
    expect(await roundsOf(db, DEMO_RAFFLE_LOT)).toHaveLength(1);
    const mine = (await get('/api/period/searchPeriodList.json?carNo=3456', citizen)).json().value.result;
    expect(mine).toEqual([expect.objectContaining({ carNo: '12가3456', procStsCd: 'MUT-001' })]);
  });

  it('lot list: administrators only, by name, with window, type and applicants', async () => {
    expect((await get(`${BASE}/selectPeriodParkingListByKeyword.json`)).statusCode).toBe(401);
    expect((await get(`${BASE}/selectPeriodParkingListByKeyword.json`, citizen)).statusCode).toBe(403);
    const res = await get(
      `${BASE}/selectPeriodParkingListByKeyword.json?searchKeyword=${encodeURIComponent('창전')}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual([
      expect.objectContaining({ SECTN_ID: 2, PERIOD_ALLOT_TYPE: 'RAFFLE', APPLICANT_CNT: 1, DRAWN_YN: 'N' }),
    ]);
    const all = (await get(`${BASE}/selectPeriodParkingListByKeyword.json`, admin)).json().value;
    expect(all.map((r: { SECTN_ID: number }) => r.SECTN_ID).sort((a: number, b: number) => a - b)).toEqual([
      2, 3, 12, 102, 201, 217,
    ]);
    const refresh = await get(`${BASE}/insertParkingInfo.json`, admin);
    expect(refresh.json()).toMatchObject({ result: 'success', count: 6 });
    expect(refresh.json().message).toContain('성공');
  });

  it('saves windows all or nothing; a window with live applications that is open cannot change', async () => {
    const { db } = await demo();
    const now = Date.now();
    const start = kst(new Date(now - DAY));
    const end = kst(new Date(now + 20 * DAY));
    const ok = await form(`${BASE}/updatePeriodParking.json`, admin, [
      ['sectnId', '12'],
      ['startDttm', start],
      ['endDttm', end],
      ['periodAllotType', 'RAFFLE'],
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ result: 'success', message: m.admin.saved, count: 1 });
    const [lot12] = await db.select().from(parkingLots).where(eq(parkingLots.lotId, 12));
    expect(lot12).toMatchObject({ periodAllotType: 'RAFFLE' });
    const rounds12 = await roundsOf(db, 12);
    const newest = rounds12.sort((a, b) => b.roundId - a.roundId)[0]!;
    expect(newest).toMatchObject({ allotType: 'RAFFLE', cellCnt: 12 });
    expect(newest.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const locked = await form(`${BASE}/updatePeriodParking.json`, admin, [
      ['sectnId', '217'],
      ['startDttm', start],
      ['endDttm', end],
      ['periodAllotType', 'FCOME'],
      ['sectnId', String(DEMO_RAFFLE_LOT)],
      ['startDttm', start],
      ['endDttm', end],
      ['periodAllotType', 'FCOME'],
    ]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain(m.errors.SEASON_PASS_WINDOW_LOCKED);
    const [lot217] = await db.select().from(parkingLots).where(eq(parkingLots.lotId, 217));
    expect(kst(lot217!.periodStartDttm!)).not.toBe(start);

    const bad = [
      [
        ['sectnId', '12'],
        ['startDttm', 'tomorrow'],
        ['endDttm', end],
        ['periodAllotType', 'FCOME'],
      ],
      [
        ['sectnId', '12'],
        ['startDttm', end],
        ['endDttm', start],
        ['periodAllotType', 'FCOME'],
      ],
      [
        ['sectnId', '12'],
        ['startDttm', start],
        ['endDttm', end],
        ['periodAllotType', 'LOTTO'],
      ],
      [
        ['sectnId', '4'],
        ['startDttm', start],
        ['endDttm', end],
        ['periodAllotType', 'FCOME'],
      ],
      [
        ['sectnId', '12'],
        ['startDttm', start],
      ],
    ] as [string, string][][];
    for (const fields of bad)
      expect((await form(`${BASE}/updatePeriodParking.json`, admin, fields)).statusCode).toBe(400);
    expect((await form(`${BASE}/updatePeriodParking.json`, citizen, bad[0]!)).statusCode).toBe(403);
  });

  it('the past lottery’s public record and the applications list agree with a re-run from the seed', async () => {
    const { db } = await demo();
    const draws = (await get('/api/period/draws.json')).json().value.result;
    const past = draws.find(
      (d: { sectnId: number; drawnAt: string | null }) => d.sectnId === DEMO_DRAWN_LOT && d.drawnAt,
    );
    expect(past).toMatchObject({ applicantCnt: 14, cellCnt: 8 });
    const record = (await get(`/api/period/draw.json?roundId=${past.roundId}`)).json().value;
    expect(seedCommitment(record.round.seed)).toBe(record.round.seedHash);
    const rerun = runDraw(
      record.round.seed,
      record.result.map((e: { periodId: number }) => e.periodId),
      8,
    );
    expect(rerun.map((e) => e.periodId)).toEqual(record.result.map((e: { periodId: number }) => e.periodId));
    const open = draws.find((d: { sectnId: number }) => d.sectnId === DEMO_RAFFLE_LOT);
    expect(open.seed).toBeNull();

    const list = await get(
      `${BASE}/applications.json?sectnId=${DEMO_DRAWN_LOT}&roundId=${past.roundId}`,
      admin,
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json().value.result;
    expect(rows).toHaveLength(14);
    expect(rows.filter((r: { procStsCd: string }) => r.procStsCd === 'MUT-002')).toHaveLength(8);
    expect((await get(`${BASE}/applications.json?sectnId=${DEMO_DRAWN_LOT}`, citizen)).statusCode).toBe(403);
    expect((await applicationsOf(db, DEMO_DRAWN_LOT)).length).toBe(14);
  });

  it('draw button: refused while the window is open, draws once after the close', async () => {
    const { db } = await demo();
    const draw = () => form(`${BASE}/draw.json`, admin, [['sectnId', String(DEMO_RAFFLE_LOT)]]);
    expect((await draw()).statusCode).toBe(409);
    await closeWindow(db, DEMO_RAFFLE_LOT);
    const res = await draw();
    expect(res.statusCode, res.body).toBe(200);
    expect((await draw()).statusCode).toBe(409);
    const [app] = await applicationsOf(db, DEMO_RAFFLE_LOT);
    expect(app).toMatchObject({ procStsCd: 'MUT-004', drawRank: 1 });
  });

  it('manual cancel with a reason: the applicant gets an SMS; the proof file downloads for staff only', async () => {
    const { app, db } = await demo();
    // citizen1's own car (proven by the register); the notice goes to their verified mobile, not telNo
    const input = applicationInput(217, '12가3456', { discountCd: 'DC006', telNo: '01077770000' });
    const applied = await postMultipart(app, '/api/period/insertAction.json', citizen, {
      ...applicationFields(input),
      file: { filename: 'proof.png', content: SAMPLE_FILES.png },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const periodId = applied.json().value.periodId;
    const proof = await get(`${BASE}/proof.json?periodId=${periodId}`, admin);
    expect(proof.statusCode).toBe(200);
    expect(proof.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect((await get(`${BASE}/proof.json?periodId=${periodId}`, citizen)).statusCode).toBe(403);

    expect((await form(`${BASE}/cancel.json`, admin, [['periodId', String(periodId)]])).statusCode).toBe(400);
    const cancel = await form(`${BASE}/cancel.json`, admin, [
      ['periodId', String(periodId)],
      ['reason', '증빙자료 확인 불가'],
    ]);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [row] = await db
      .select()
      .from(seasonPassApplications)
      .where(eq(seasonPassApplications.periodId, periodId));
    expect(row).toMatchObject({
      procStsCd: 'MUT-003',
      cancelBy: 'ADMIN',
      cancelReason: '증빙자료 확인 불가',
    });
    const sms = await outboxWith(app, '사유: 증빙자료 확인 불가');
    expect(sms.map((s) => s.rcvAddr)).toEqual(['01012345678']);
  });
});
