import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { type PaymentStartInput, PREPAY_GRACE_MINUTES } from '@parking/shared/payments/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { discountVehicles } from '../../db/schema/accounts';
import { equipmentEvents, inOut, unpaidItems } from '../../db/schema/lots';
import { seedDemo } from '../../db/seed/demo';
import { SESSION_COOKIE } from '../../plugins/session';
import { useTestApp } from '../../test/harness';
import { prepayPaymentTarget } from '../prepay';
import { issueEquipmentKey, revokeEquipmentKeys } from './parking-sessions.service';

/** Pre-pays the open stay of a plate at `at` as an approved card payment would (the PRESETTLEMENT handler). */
async function prepay(db: AppDb, carNo: string, at: Date): Promise<number> {
  const [session] = await db
    .select()
    .from(inOut)
    .where(and(eq(inOut.plate, carNo), isNull(inOut.outDttm)));
  const input = { inOutId: String(session!.stayId), carNumber: carNo } as PaymentStartInput;
  const quote = await prepayPaymentTarget.quote(db, input, { principal: null, now: at });
  await db.transaction((tx) =>
    prepayPaymentTarget.fulfil(
      tx,
      {
        paymentId: `grace-${carNo}`,
        category: 'PRESETTLEMENT',
        amount: quote.amount,
        plate: carNo,
        memberEsntlId: null,
        targets: quote.targets,
      },
      at,
    ),
  );
  return quote.amount;
}

describe('equipment API: entries and exits', () => {
  const t = useTestApp();
  let keys: { lot4: string; lot217: string } | undefined;
  const ready = async () => {
    if (!keys) {
      await seedDemo(t().db);
      keys = {
        lot4: (await issueEquipmentKey(t().db, 4, 'gate A')).key,
        lot217: (await issueEquipmentKey(t().db, 217)).key,
      };
    }
    return { ...t(), keys };
  };

  const post = async (kind: 'entries' | 'exits', body: Record<string, unknown>, key?: string, extra = {}) =>
    (await ready()).app.inject({
      method: 'POST',
      url: `/api/equipment/${kind}`,
      headers: { ...(key === undefined ? {} : { 'x-api-key': key }), ...extra },
      payload: body,
    });

  const counts = async () => {
    const db = t().db;
    return {
      inOut: (await db.select().from(inOut)).length,
      events: (await db.select().from(equipmentEvents)).length,
      unpaid: (await db.select().from(unpaidItems)).length,
    };
  };

  const parkCount = async (sectnId: number) => {
    const res = await t().app.inject({ method: 'GET', url: '/api/parking/map.json' });
    return (res.json() as { parkingMapList: ParkingLotRow[] }).parkingMapList.find(
      (r) => r.SECTN_ID === sectnId,
    )!.PARK_COUNT;
  };

  it('refuses a missing, wrong or revoked key (401) and another lot (403), writing nothing', async () => {
    const { keys, db } = await ready();
    const before = await counts();
    const body = { sectnId: 4, carNo: '11가1111', eventId: 'auth-1' };
    const missing = await post('entries', body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      code: 'EQUIPMENT_KEY_INVALID',
      message: '장비 API 키가 없거나 올바르지 않습니다.',
    });
    expect((await post('entries', body, 'pek_4_not-a-real-key')).statusCode).toBe(401);
    expect((await post('exits', body, '')).statusCode).toBe(401);

    const other = await post('entries', body, keys.lot217);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'EQUIPMENT_LOT_MISMATCH' });

    const temp = await issueEquipmentKey(db, 7);
    expect((await post('entries', { ...body, sectnId: 7 }, temp.key)).statusCode).toBe(200);
    expect(await revokeEquipmentKeys(db, 7)).toBe(1);
    expect((await post('entries', { ...body, sectnId: 7, eventId: 'auth-2' }, temp.key)).statusCode).toBe(
      401,
    );
    const after = await counts();
    expect(after.inOut).toBe(before.inOut + 1);
    expect(after.events).toBe(before.events + 1);
  });

  it('records an entry once per eventId; the map availability moves', async () => {
    const { keys, db } = await ready();
    const before = await parkCount(4);
    const body = { sectnId: 4, carNo: '22 나 2222', eventId: 'gate-4-0001', time: new Date().toISOString() };
    const first = await post('entries', body, keys.lot4);
    expect(first.statusCode).toBe(200);
    const a = first.json();
    expect(a).toMatchObject({
      result: 'success',
      kind: 'ENTRY',
      sectnId: 4,
      carNo: '22나2222',
      replayed: false,
    });
    expect(await parkCount(4)).toBe(before - 1);

    const replay = await post('entries', body, keys.lot4);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...a, replayed: true });
    const rows = await db.select().from(inOut).where(eq(inOut.plate, '22나2222'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plateLast4: '2222', inTy: 'NORMAL', outDttm: null });
    expect(await parkCount(4)).toBe(before - 1);

    // The same eventId with other content is a forgery or a bug: refused, nothing written.
    const forged = await post('entries', { ...body, carNo: '33다3333' }, keys.lot4);
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ code: 'EQUIPMENT_EVENT_CONFLICT' });
    // The car already in cannot enter twice.
    const twice = await post('entries', { ...body, eventId: 'gate-4-0002' }, keys.lot4);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'EQUIPMENT_ALREADY_IN',
      message: '이미 입차 중인 차량입니다.',
    });
    expect(
      await db.select().from(equipmentEvents).where(eq(equipmentEvents.eventId, 'gate-4-0002')),
    ).toHaveLength(0);
  });

  it('processes concurrent copies of one event once', async () => {
    const { keys, db } = await ready();
    const body = { sectnId: 4, carNo: '99자9999', eventId: 'burst-1', time: new Date().toISOString() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('entries', body, keys.lot4)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().inOutId)).size).toBe(1);
    expect(await db.select().from(inOut).where(eq(inOut.plate, '99자9999'))).toHaveLength(1);
    expect(
      await db.select().from(equipmentEvents).where(eq(equipmentEvents.eventId, 'burst-1')),
    ).toHaveLength(1);
  });

  it('answers 409 in Korean to an exit without an open session', async () => {
    const { keys } = await ready();
    const before = await counts();
    const res = await post('exits', { sectnId: 4, carNo: '44라4444', eventId: 'x-none' }, keys.lot4);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EQUIPMENT_NO_OPEN_SESSION',
      message: '입차 기록이 없는 차량입니다. 출차를 처리할 수 없습니다.',
    });
    expect(await counts()).toEqual(before);
  });

  it('prices an exit with the engine and creates one unpaid item when not paid', async () => {
    const { keys, db } = await ready();
    const inAt = new Date('2026-03-02T09:00:00+09:00');
    const outAt = new Date('2026-03-02T10:35:00+09:00');
    await post(
      'entries',
      { sectnId: 4, carNo: '55마5555', eventId: 'e-55', time: inAt.toISOString() },
      keys.lot4,
    );
    const exit = { sectnId: 4, carNo: '55마5555', eventId: 'x-55', time: outAt.toISOString() };
    const res = await post('exits', exit, keys.lot4);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'EXIT', payAmt: 1600, paidAmt: 0, outDttm: outAt.toISOString() });
    expect(body.unpaidId).toEqual(expect.any(Number));
    const items = await db.select().from(unpaidItems).where(eq(unpaidItems.plate, '55마5555'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'OFFSTREET',
      principal: 1600,
      status: 'UNPAID',
      lotId: 4,
      dueDate: '2026-04-01',
      stayId: body.inOutId,
    });
    // Replayed exit: the same answer, still one item.
    const again = await post('exits', exit, keys.lot4);
    expect(again.json()).toEqual({ ...body, replayed: true });
    expect(await db.select().from(unpaidItems).where(eq(unpaidItems.plate, '55마5555'))).toHaveLength(1);
  });

  it('creates no unpaid item when the stay was paid in full, and charges free vehicles nothing', async () => {
    const { keys, db } = await ready();
    const inAt = new Date(Date.now() - 3 * 3600_000);
    await post(
      'entries',
      { sectnId: 4, carNo: '66바6666', eventId: 'e-66', time: inAt.toISOString() },
      keys.lot4,
    );
    await db
      .update(inOut)
      .set({ paidAmt: 7000 })
      .where(and(eq(inOut.plate, '66바6666'), isNull(inOut.outDttm)));
    const paid = await post('exits', { sectnId: 4, carNo: '66바6666', eventId: 'x-66' }, keys.lot4);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ unpaidId: null, paidAmt: 7000 });
    expect(await db.select().from(unpaidItems).where(eq(unpaidItems.plate, '66바6666'))).toHaveLength(0);

    // 78라1234 is a demo free vehicle of lot 4 on every day of its period.
    const entry = await post(
      'entries',
      { sectnId: 4, carNo: '78라1234', eventId: 'e-78', time: inAt.toISOString() },
      keys.lot4,
    );
    expect(entry.statusCode).toBe(200);
    const [row] = await db.select().from(inOut).where(eq(inOut.plate, '78라1234'));
    expect(row!.inTy).toBe('FREE');
    const free = await post('exits', { sectnId: 4, carNo: '78라1234', eventId: 'x-78' }, keys.lot4);
    expect(free.json()).toMatchObject({ payAmt: 0, unpaidId: null });
  });

  it('owes nothing more after a pre-payment when the car leaves within the grace period', async () => {
    const { keys, db } = await ready();
    const inAt = new Date(Date.now() - 3 * 3600_000);
    const paidAt = new Date(inAt.getTime() + 95 * 60_000);
    await post(
      'entries',
      { sectnId: 4, carNo: '31가3131', eventId: 'e-31', time: inAt.toISOString() },
      keys.lot4,
    );
    const paid = await prepay(db, '31가3131', paidAt);
    expect(paid).toBe(1600);
    // 14 minutes after the pre-paid time: the clock says 1,850 won, the stay is settled.
    const exit = new Date(paidAt.getTime() + (PREPAY_GRACE_MINUTES - 1) * 60_000);
    const res = await post(
      'exits',
      { sectnId: 4, carNo: '31가3131', eventId: 'x-31', time: exit.toISOString() },
      keys.lot4,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payAmt: 1600, paidAmt: 1600, unpaidId: null });
    expect(await db.select().from(unpaidItems).where(eq(unpaidItems.plate, '31가3131'))).toHaveLength(0);
  });

  it('charges the extra time as an unpaid item when a pre-paid car leaves after the grace period', async () => {
    const { keys, db } = await ready();
    const inAt = new Date(Date.now() - 3 * 3600_000);
    const paidAt = new Date(inAt.getTime() + 95 * 60_000);
    await post(
      'entries',
      { sectnId: 4, carNo: '32가3232', eventId: 'e-32', time: inAt.toISOString() },
      keys.lot4,
    );
    expect(await prepay(db, '32가3232', paidAt)).toBe(1600);
    // 40 minutes later: 135 minutes in all = 600 + 8 × 250 = 2,600 won, 1,000 more than paid.
    const exit = new Date(paidAt.getTime() + 40 * 60_000);
    const res = await post(
      'exits',
      { sectnId: 4, carNo: '32가3232', eventId: 'x-32', time: exit.toISOString() },
      keys.lot4,
    );
    expect(res.json()).toMatchObject({ payAmt: 2600, paidAmt: 1600, unpaidId: expect.any(Number) });
    const [item] = await db.select().from(unpaidItems).where(eq(unpaidItems.plate, '32가3232'));
    expect(item).toMatchObject({
      kind: 'OFFSTREET',
      status: 'UNPAID',
      principal: 1000,
      parkingName: '이천중앙시장 공영주차장',
      inDttm: inAt,
      outDttm: exit,
      issuedAt: exit,
    });
  });

  it('prices an exit with a reduction registered for the plate when it costs less', async () => {
    const { keys, db } = await ready();
    const inAt = new Date(Date.now() - 3 * 3600_000);
    const year = new Date().getUTCFullYear();
    await db.insert(discountVehicles).values({
      carOwnerNm: '감면',
      plate: '33가3333',
      discountCd: 'DC006',
      startDt: `${year - 1}-01-01`,
      endDt: `${year + 1}-12-31`,
    });
    await post(
      'entries',
      { sectnId: 4, carNo: '33가3333', eventId: 'e-33', time: inAt.toISOString() },
      keys.lot4,
    );
    const exit = new Date(inAt.getTime() + 95 * 60_000);
    const res = await post(
      'exits',
      { sectnId: 4, carNo: '33가3333', eventId: 'x-33', time: exit.toISOString() },
      keys.lot4,
    );
    // 1,600 won at 50 %.
    expect(res.json()).toMatchObject({ payAmt: 800 });
    const [item] = await db.select().from(unpaidItems).where(eq(unpaidItems.plate, '33가3333'));
    expect(item!.principal).toBe(800);
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const { keys } = await ready();
    await post(
      'entries',
      { sectnId: 4, carNo: '77사7777', eventId: 'e-77', time: '2026-03-02T10:00:00+09:00' },
      keys.lot4,
    );
    const before = await counts();
    const bad: [string, Record<string, unknown>][] = [
      ['entries', { sectnId: 4, carNo: 'abc', eventId: 'b1' }],
      ['entries', { sectnId: 4, carNo: '12가3456' }],
      ['entries', { sectnId: 4, carNo: '12가3456', eventId: '../../x y' }],
      ['entries', { sectnId: 4, carNo: '12가3456', eventId: 'b2', time: '1900-01-01T00:00:00Z' }],
      ['entries', { sectnId: 4, carNo: '12가3456', eventId: 'b3', time: '3000-01-01T00:00:00Z' }],
      ['entries', { sectnId: 4, carNo: '12가3456', eventId: 'b4', time: 'yesterday' }],
      [
        'entries',
        {
          sectnId: 4,
          carNo: '12가3456',
          eventId: 'b4f',
          time: new Date(Date.now() + 3600_000).toISOString(),
        },
      ],
      ['entries', { sectnId: -1, carNo: '12가3456', eventId: 'b5' }],
      ['entries', { sectnId: 1e20, carNo: '12가3456', eventId: 'b6' }],
      ['exits', { sectnId: 4, carNo: '77사7777', eventId: 'b7', time: '2026-03-02T09:00:00+09:00' }],
    ];
    for (const [kind, body] of bad) {
      const res = await post(kind as 'entries', body, keys.lot4);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await counts()).toEqual(before);
  });

  it('is exempt from the CSRF origin check (key-authenticated, not cookie)', async () => {
    const { keys } = await ready();
    const res = await post('entries', { sectnId: 4, carNo: '88아8888', eventId: 'csrf-1' }, keys.lot4, {
      origin: 'https://gate.example',
      cookie: `${SESSION_COOKIE}=whatever`,
    });
    expect(res.statusCode).toBe(200);
  });
});
