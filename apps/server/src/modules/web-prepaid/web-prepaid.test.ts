import { randomBytes } from 'node:crypto';
import { lotsKo } from '@parking/shared/messages/ko/lots';
import { paymentsErrors } from '@parking/shared/messages/ko/payments';
import { webPrepaidErrors, webPrepaidKo } from '@parking/shared/messages/ko/web-prepaid';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { businessLots } from '../../db/schema/accounts';
import { inOut } from '../../db/schema/lots';
import { payments } from '../../db/schema/payments';
import { webPrepaidLedger } from '../../db/schema/web-prepaid';
import { useDemoApp } from '../../test/demo-app';
import { createMember, login } from '../../test/harness';
import { postMultipart } from '../../test/multipart';
import { issueEquipmentKey, recordExit } from '../parking-sessions';
import { APPROVING_CARD, DECLINING_CARD, payOnSimPage, postCallback, resultOf } from '../payments/test-kit';
import { viewPrepay } from '../prepay';
import { insertPurchase } from './web-prepaid.repository';

const MIN = 60_000;
const v = webPrepaidKo.v;

let plateSeq = 0;
/** A fresh plate with its own last four digits (8000…), so searches never meet the demo cars. */
function plate(): string {
  plateSeq += 1;
  return `${20 + (plateSeq % 70)}${'가나다라마바사아자'[plateSeq % 9]}${8000 + plateSeq}`;
}

async function park(db: AppDb, sectnId: number, minutesAgo: number, carNo = plate()) {
  const [row] = await db
    .insert(inOut)
    .values({
      lotId: sectnId,
      plate: carNo,
      plateLast4: carNo.slice(-4),
      inDttm: new Date(Date.now() - minutesAgo * MIN),
    })
    .returning();
  return row!;
}

/** A business member mapped to `lots` (approved ROLE_STORE unless told), logged in. */
async function store(
  app: FastifyInstance,
  db: AppDb,
  lots: number[],
  over: Parameters<typeof createMember>[1] = {},
): Promise<{ id: string; cookie: string }> {
  const m = await createMember(db, { empDiv: 'BSN', ...over });
  if (lots.length)
    await db.insert(businessLots).values(lots.map((lotId) => ({ memberId: m.memberId, lotId })));
  return { id: m.memberId, cookie: await login(app, m.empNo, m.password) };
}

let paySeq = 0;
/** Test setup only: credits minutes as an approved purchase would. */
async function credit(db: AppDb, empEsntlId: string, sectnId: number, minutes: number) {
  paySeq += 1;
  await insertPurchase(db, {
    memberId: empEsntlId,
    lotId: sectnId,
    minutes,
    paymentId: `setup-${paySeq}-${randomBytes(4).toString('hex')}`,
    amount: (minutes / 30) * 600,
    at: new Date(),
  });
}

const key = () => randomBytes(12).toString('hex');

async function ledgerRows(db: AppDb, empEsntlId: string) {
  return db.select().from(webPrepaidLedger).where(eq(webPrepaidLedger.memberId, empEsntlId));
}

async function sessionMinutes(db: AppDb, inOutId: number) {
  const [row] = await db.select().from(inOut).where(eq(inOut.stayId, inOutId));
  return row!.prepaidMinutes;
}

describe('web prepaid time', () => {
  const ready = useDemoApp({ plateLookupPerMinute: 10_000 });

  const get = async (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    (await ready()).app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  /** GET /api/time/receipt.json as the SPA sends it (same-origin fetch with an Idempotency-Key). */
  const apply = async (
    cookie: string,
    q: { carNo: string; inOutId: number | string; useTime: string | number; freeTime?: string | number },
    requestKey: string = key(),
    headers: Record<string, string> = {},
  ) =>
    get(
      `/api/time/receipt.json?${new URLSearchParams({
        carNo: q.carNo,
        inOutId: String(q.inOutId),
        useTime: String(q.useTime),
        freeTime: String(q.freeTime ?? 0),
      })}`,
      cookie,
      { 'idempotency-key': requestKey, 'sec-fetch-site': 'same-origin', ...headers },
    );
  const balance = async (cookie: string, sectnId: number) =>
    (await get(`/api/time/point?sectnId=${sectnId}`, cookie)).json().result.data.remainingTime as number;

  describe('access', () => {
    it('refuses visitors (401), general members, unapproved and suspended stores (403) everywhere', async () => {
      const { app, db } = await ready();
      const car = await park(db, 4, 120);
      const general = await login(app, 'citizen1', 'Citizen#2026');
      const pending = await login(app, 'store2', 'Store#2026');
      // ROLE_STORE in the session but status A in the database (e.g. suspended after login)
      const suspended = await store(app, db, [4]);
      await credit(db, suspended.id, 4, 60);
      const { members } = await import('../../db/schema/accounts');
      await db.update(members).set({ empSttus: 'A' }).where(eq(members.memberId, suspended.id));
      const urls = [
        '/api/time/point',
        '/api/time/quote.json?sectnId=4&buyTime=60',
        '/api/time/list.json?carNo=3456',
        `/api/time/init.json?inOutId=${car.stayId}`,
        '/api/time/buy/list.json',
        '/api/time/use/list.json',
      ];
      for (const url of urls) {
        const anon = await get(url);
        expect(anon.statusCode, url).toBe(401);
        expect(anon.json().message).toBe('로그인이 필요한 서비스입니다.');
        for (const cookie of [general, pending, suspended.cookie]) {
          const res = await get(url, cookie);
          expect(res.statusCode, url).toBe(403);
          expect(res.json()).toMatchObject({
            code: 'TIME_STORE_ONLY',
            message: webPrepaidErrors.TIME_STORE_ONLY,
          });
        }
      }
      for (const cookie of [undefined, general, pending, suspended.cookie]) {
        const res = await apply(cookie ?? '', { carNo: car.plate, inOutId: car.stayId, useTime: 30 });
        expect(res.statusCode).toBe(cookie ? 403 : 401);
      }
      expect(await sessionMinutes(db, car.stayId)).toBe(0);
      expect((await ledgerRows(db, suspended.id)).filter((r) => r.kind === 'USE')).toEqual([]);
    });

    it("refuses another store's lot and another member's ids, writing nothing", async () => {
      const { app, db } = await ready();
      const own = await store(app, db, [4]);
      const other = await store(app, db, [101]);
      await credit(db, own.id, 4, 120);
      const car = await park(db, 4, 150);
      const last4 = car.plate.slice(-4);

      const quote = await get('/api/time/quote.json?sectnId=4&buyTime=60', other.cookie);
      expect(quote.statusCode).toBe(403);
      expect(quote.json()).toMatchObject({
        code: 'TIME_LOT_FORBIDDEN',
        message: webPrepaidErrors.TIME_LOT_FORBIDDEN,
      });
      expect((await get(`/api/time/init.json?inOutId=${car.stayId}`, other.cookie)).statusCode).toBe(403);
      expect((await get(`/api/time/point?sectnId=4`, other.cookie)).statusCode).toBe(403);
      expect((await get(`/api/time/list.json?carNo=${last4}&sectnId=4`, other.cookie)).statusCode).toBe(403);
      // the search only looks in the member's own lots
      expect((await get(`/api/time/list.json?carNo=${last4}`, other.cookie)).json().result.list).toEqual([]);
      const res = await apply(other.cookie, { carNo: car.plate, inOutId: car.stayId, useTime: 30 });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TIME_LOT_FORBIDDEN');
      const ids = await get(`/api/time/point?empEsntlId=${own.id}`, other.cookie);
      expect(ids.statusCode).toBe(403);
      expect(ids.json().message).toBe(v.memberId);

      expect(await sessionMinutes(db, car.stayId)).toBe(0);
      expect(await balance(own.cookie, 4)).toBe(120);
      expect(await ledgerRows(db, other.id)).toEqual([]);
    });
  });

  describe('balance and top-up', () => {
    it('GET /api/time/point lists the mapped lots with their prices and balances', async () => {
      const { app } = await ready();
      const cookie = await login(app, 'store1', 'Store#2026');
      const res = await get('/api/time/point?portalId=store1&empEsntlId=BSNCNFRM_90000000001', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().result).toMatchObject({
        data: { sectnId: 4, marketYn: 'Y' },
        mappingList: [
          {
            SECTN_ID: 4,
            PARKING_NM: '이천중앙시장 공영주차장',
            WEB_DISCOUNT_DEFAULT_AMT: 600,
            marketLot: true,
          },
        ],
      });
    });

    it('prices a top-up on the server and refuses minutes that are not 30-minute units', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      const ok = await get('/api/time/quote.json?sectnId=4&buyTime=90', s.cookie);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().result).toEqual({
        sectnId: 4,
        parkingNm: '이천중앙시장 공영주차장',
        buyTime: 90,
        unitMinutes: 30,
        unitAmt: 600,
        amount: 1800,
      });
      const bad: [string, string][] = [
        ['', v.blank],
        ['   ', v.blank],
        ['0', v.unit],
        ['-30', v.unit],
        ['45', v.unit],
        ['30.5', v.unit],
        ['1e2', v.unit],
        ['abc', v.unit],
        ['6030', v.buyMax(6000)],
        ['99999999999999999999', v.unit],
      ];
      for (const [buyTime, message] of bad) {
        const res = await get(
          `/api/time/quote.json?sectnId=4&buyTime=${encodeURIComponent(buyTime)}`,
          s.cookie,
        );
        expect(res.statusCode, buyTime).toBe(400);
        expect(res.json().message, buyTime).toBe(message);
      }
      expect((await get('/api/time/quote.json?sectnId=x&buyTime=30', s.cookie)).statusCode).toBe(400);
    });

    const startBuy = (
      cookie: string | undefined,
      f: { amount: number; sectnId?: string; minutes?: string },
    ) =>
      ready().then(({ app }) =>
        postMultipart(app, '/api/smartropay/payment', cookie, {
          amount: String(f.amount),
          inOutId: f.sectnId ?? '4',
          payCategory: 'TIMEDISCOUNT',
          isStatus: 'false',
          memberInfoId: 'someone',
          carNumber: '',
          period: f.minutes ?? '60',
        }),
      );

    it('credits a card purchase once when approved, even under 50 duplicate callbacks', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      const start = await startBuy(s.cookie, { amount: 1200 });
      expect(start.statusCode, start.body).toBe(200);
      const r = start.json().result;
      expect(r.amount).toBe(1200);
      expect(r.form.ReturnUrl).toContain(`/api/smartropay/callApproval/webdiscountcharge/${r.paymentId}`);
      const auth = await payOnSimPage(app, r, APPROVING_CARD);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => postCallback(app, auth.returnPath, auth.fields)),
      );
      for (const a of answers)
        expect(resultOf(a.headers.location)).toMatchObject({
          path: '/webdiscountcharge',
          r: 'true',
          paymentId: r.paymentId,
        });
      const rows = await ledgerRows(db, s.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'BUY',
        lotId: 4,
        minutes: 60,
        amount: 1200,
        paymentId: r.paymentId,
      });
      expect(await balance(s.cookie, 4)).toBe(60);
      const receipt = await get(`/api/payments/receipt.json?paymentId=${r.paymentId}`, s.cookie);
      expect(receipt.json().result).toMatchObject({
        category: 'TIMEDISCOUNT',
        amount: 1200,
        items: [{ title: '이천중앙시장 공영주차장 웹할인권 충전', lines: [{ minutes: 60, amount: 1200 }] }],
      });
      const history = (await get('/api/time/buy/list.json', s.cookie)).json().result;
      expect(history).toMatchObject({
        list: [
          { buyTime: 60, cardApprovalAmt: 1200, payMethod: 'CARD', parkingNm: '이천중앙시장 공영주차장' },
        ],
        totalBuyTime: 60,
        totalAmt: 1200,
      });
    });

    it('credits nothing for a declined card, a tampered price or bad minutes', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4, 217]);
      const start = await startBuy(s.cookie, { amount: 600, minutes: '30' });
      const auth = await payOnSimPage(app, start.json().result, DECLINING_CARD);
      const cb = await postCallback(app, auth.returnPath, auth.fields);
      expect(resultOf(cb.headers.location)).toMatchObject({ path: '/webdiscountcharge', r: 'false' });

      const tampered = await startBuy(s.cookie, { amount: 100, minutes: '60' });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json()).toMatchObject({
        code: 'PAYMENT_AMOUNT_MISMATCH',
        message: paymentsErrors.PAYMENT_AMOUNT_MISMATCH,
      });
      for (const minutes of ['', '0', '-30', '45', '2.5', 'thirty']) {
        const res = await startBuy(s.cookie, { amount: 600, minutes });
        expect(res.statusCode, minutes).toBe(400);
        expect(res.json().fieldErrors.period, minutes).toEqual([minutes.trim() === '' ? v.blank : v.unit]);
      }
      const otherLot = await startBuy(s.cookie, { amount: 1200, sectnId: '101' });
      expect(otherLot.statusCode).toBe(403);
      expect((await startBuy(undefined, { amount: 1200 })).statusCode).toBe(401);
      const general = await login(app, 'citizen1', 'Citizen#2026');
      expect((await startBuy(general, { amount: 1200 })).statusCode).toBe(403);

      expect(await ledgerRows(db, s.id)).toEqual([]);
      const mine = await db.select().from(payments).where(eq(payments.memberEsntlId, s.id));
      expect(mine.map((p) => p.status)).toEqual(['FAILED']);
    });
  });

  describe('applying minutes to a parked car', () => {
    it('finds the car by 4 digits, applies 30 minutes and the fee drops by exactly those minutes', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      await credit(db, s.id, 4, 60);
      const car = await park(db, 4, 180);
      const last4 = car.plate.slice(-4);

      expect((await get('/api/time/list.json?carNo=12a4', s.cookie)).json().message).toBe(v.last4);
      expect((await get('/api/time/list.json?carNo=123', s.cookie)).statusCode).toBe(400);
      const list = (await get(`/api/time/list.json?carNo=${last4}`, s.cookie)).json().result.list;
      expect(list).toEqual([
        expect.objectContaining({ carNo: car.plate, inOutId: car.stayId, sectnId: 4, useTm: 0, freeTm: 0 }),
      ]);

      const init = await get(`/api/time/init.json?carNo=${car.plate}&inOutId=${car.stayId}`, s.cookie);
      expect(init.statusCode).toBe(200);
      // 180 min at lot 4: 600 + 12 × 250
      expect(init.json().result).toMatchObject({
        result: { carNo: car.plate, payAmt: 3600, useTm: 0 },
        data: { remainingTime: 60, maxUseTime: 60, neededTime: 180, freeAvailable: false, maxFreeTime: 0 },
      });

      const at = new Date();
      const before = await viewPrepay(db, { stayId: car.stayId }, at);
      const res = await apply(s.cookie, { carNo: car.plate, inOutId: car.stayId, useTime: 30 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().result).toMatchObject({
        result: 'success',
        message: '적용되었습니다.',
        useTime: 30,
        freeTime: 0,
        remainingTime: 30,
        useTm: 30,
        replayed: false,
      });
      const after = await viewPrepay(db, { stayId: car.stayId }, at);
      expect(before.result.payAmt - after.result.payAmt).toBe(750); // 3 units of 250 won
      expect(after.result.lines).toContainEqual({ label: lotsKo.fee.prepaid, minutes: 30, amount: 0 });
      expect(await sessionMinutes(db, car.stayId)).toBe(30);

      const uses = (await get('/api/time/use/list.json', s.cookie)).json().result;
      expect(uses.list).toEqual([
        expect.objectContaining({ useTime: 30, freeTime: 0, parkingNm: '이천중앙시장 공영주차장' }),
      ]);
      expect(uses.list[0].carNo).toBe(`${car.plate.slice(0, -4)}**${car.plate.slice(-2)}`);
      expect(uses).toMatchObject({ totalUseTime: 30, totalFreeTime: 0 });
    });

    it('replays an Idempotency-Key without spending twice; requires the key and a same-origin request', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      await credit(db, s.id, 4, 90);
      const car = await park(db, 4, 200);
      const k = key();
      const q = { carNo: car.plate.slice(-4), inOutId: car.stayId, useTime: 30 };
      const answers = await Promise.all(Array.from({ length: 5 }, () => apply(s.cookie, q, k)));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(answers.filter((a) => a.json().result.replayed === false)).toHaveLength(1);
      expect(await balance(s.cookie, 4)).toBe(60);
      const conflict = await apply(s.cookie, { ...q, useTime: 60 }, k);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().code).toBe('TIME_REQUEST_CONFLICT');

      const noKey = await get(
        `/api/time/receipt.json?carNo=${q.carNo}&inOutId=${car.stayId}&useTime=30`,
        s.cookie,
      );
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json()).toMatchObject({
        code: 'TIME_REQUEST_KEY',
        message: webPrepaidErrors.TIME_REQUEST_KEY,
      });
      expect((await apply(s.cookie, q, 'short')).statusCode).toBe(400);
      const crossSite = await apply(s.cookie, q, key(), { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe('CSRF');
      expect((await apply(s.cookie, q, key(), { 'sec-fetch-site': 'none' })).statusCode).toBe(403);
      expect((await apply(s.cookie, q, key(), { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect(await balance(s.cookie, 4)).toBe(60);
      expect(await sessionMinutes(db, car.stayId)).toBe(30);
    });

    it('refuses bad minutes, more than the balance or the stay needs, forged ids and cars that left', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      await credit(db, s.id, 4, 60);
      const car = await park(db, 4, 100);
      const q = { carNo: car.plate, inOutId: car.stayId };
      for (const useTime of ['', '0', '-30', '45', '30.5', '1e2', 'abc', '1020', '0030 ']) {
        const res = await apply(s.cookie, { ...q, useTime });
        expect(res.statusCode, useTime).toBe(400);
        expect(res.json().message, useTime).toBe('할인시간을 확인해주세요.');
      }
      expect((await apply(s.cookie, { ...q, useTime: 30, freeTime: '15' })).statusCode).toBe(400);
      const short = await apply(s.cookie, { ...q, useTime: 90 });
      expect(short.statusCode).toBe(409);
      expect(short.json()).toMatchObject({
        code: 'TIME_BALANCE_SHORT',
        message: webPrepaidErrors.TIME_BALANCE_SHORT,
      });
      await credit(db, s.id, 4, 300);
      // 100 minutes parked: at most 120 minutes make a difference
      const tooMuch = await apply(s.cookie, { ...q, useTime: 150 });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().code).toBe('TIME_USE_INVALID');

      expect((await apply(s.cookie, { ...q, inOutId: 'abc', useTime: 30 })).statusCode).toBe(400);
      expect((await apply(s.cookie, { ...q, inOutId: '-5', useTime: 30 })).statusCode).toBe(400);
      const forged = await apply(s.cookie, { ...q, inOutId: 987654321, useTime: 30 });
      expect(forged.statusCode).toBe(404);
      expect(forged.json().code).toBe('TIME_SESSION_NOT_FOUND');
      const otherPlate = await apply(s.cookie, { ...q, carNo: '99허9999', useTime: 30 });
      expect(otherPlate.statusCode).toBe(404);

      const { record } = await issueEquipmentKey(db, 4);
      const gone = await park(db, 4, 90);
      await recordExit(db, record, { lotId: 4, plate: gone.plate, eventId: `exit-${gone.stayId}` });
      const left = await apply(s.cookie, { carNo: gone.plate, inOutId: gone.stayId, useTime: 30 });
      expect(left.statusCode).toBe(409);
      expect(left.json()).toMatchObject({ code: 'TIME_CAR_LEFT', message: webPrepaidErrors.TIME_CAR_LEFT });
      expect((await get(`/api/time/init.json?inOutId=${gone.stayId}`, s.cookie)).statusCode).toBe(409);

      expect(await balance(s.cookie, 4)).toBe(360);
      expect(await sessionMinutes(db, car.stayId)).toBe(0);
    });

    it('50 concurrent applications on a 60-minute balance: exactly two succeed, the balance ends at 0', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      await credit(db, s.id, 4, 60);
      const cars = await Promise.all(Array.from({ length: 50 }, () => park(db, 4, 240)));
      const answers = await Promise.all(
        cars.map((c) => apply(s.cookie, { carNo: c.plate, inOutId: c.stayId, useTime: 30 })),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
      expect(codes.filter((c) => c === 'OK')).toHaveLength(2);
      expect(codes.filter((c) => c === 'TIME_BALANCE_SHORT')).toHaveLength(48);
      expect(await balance(s.cookie, 4)).toBe(0);
      const uses = (await ledgerRows(db, s.id)).filter((r) => r.kind === 'USE');
      expect(uses.reduce((sum, r) => sum + r.minutes, 0)).toBe(60);
      let applied = 0;
      for (const c of cars) applied += await sessionMinutes(db, c.stayId);
      expect(applied).toBe(60);
    });

    it('an exit after a use is priced with the minutes', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      await credit(db, s.id, 4, 60);
      const car = await park(db, 4, 130);
      expect((await apply(s.cookie, { carNo: car.plate, inOutId: car.stayId, useTime: 60 })).statusCode).toBe(
        200,
      );
      const { record } = await issueEquipmentKey(db, 4);
      const out = await recordExit(db, record, {
        lotId: 4,
        plate: car.plate,
        eventId: `exit-${car.stayId}`,
      });
      // 130 − 60 = 70 chargeable minutes: 600 + 1 × 250 (instead of 600 + 7 × 250)
      expect(out.payAmt).toBe(850);
    });
  });

  describe('traditional-market free extra time', () => {
    it('gives free minutes at market lots to marketYn Y members, outside the balance, at most 120 per stay', async () => {
      const { app, db } = await ready();
      const market = await store(app, db, [4, 101], { marketYn: 'Y' });
      const plain = await store(app, db, [4], { marketYn: 'N' });
      await credit(db, market.id, 4, 60);
      await credit(db, market.id, 101, 60);
      await credit(db, plain.id, 4, 60);
      const car = await park(db, 4, 300);

      const init = (await get(`/api/time/init.json?inOutId=${car.stayId}`, market.cookie)).json().result;
      expect(init.data).toMatchObject({ freeAvailable: true, maxFreeTime: 120, remainingTime: 60 });
      const first = await apply(market.cookie, {
        carNo: car.plate,
        inOutId: car.stayId,
        useTime: 30,
        freeTime: 90,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().result).toMatchObject({ useTime: 30, freeTime: 90, remainingTime: 30, freeTm: 90 });
      // only 30 of the 120 free minutes are left for this stay, whoever gives them
      expect(
        (await get(`/api/time/init.json?inOutId=${car.stayId}`, market.cookie)).json().result.data
          .maxFreeTime,
      ).toBe(30);
      const over = await apply(market.cookie, {
        carNo: car.plate,
        inOutId: car.stayId,
        useTime: 0,
        freeTime: 60,
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().code).toBe('TIME_USE_INVALID');
      const onlyFree = await apply(market.cookie, {
        carNo: car.plate,
        inOutId: car.stayId,
        useTime: 0,
        freeTime: 30,
      });
      expect(onlyFree.json().result).toMatchObject({
        freeTime: 30,
        remainingTime: 30,
        freeTm: 120,
        useTm: 30,
      });

      const notMarketMember = await apply(plain.cookie, {
        carNo: car.plate,
        inOutId: car.stayId,
        useTime: 30,
        freeTime: 30,
      });
      expect(notMarketMember.statusCode).toBe(403);
      expect(notMarketMember.json().code).toBe('TIME_FREE_UNAVAILABLE');
      const elsewhere = await park(db, 101, 300);
      const notMarketLot = await apply(market.cookie, {
        carNo: elsewhere.plate,
        inOutId: elsewhere.stayId,
        useTime: 30,
        freeTime: 30,
      });
      expect(notMarketLot.statusCode).toBe(403);

      const view = await viewPrepay(db, { stayId: car.stayId });
      expect(view.result.lines).toContainEqual({ label: lotsKo.fee.prepaid, minutes: 30, amount: 0 });
      expect(view.result.lines).toContainEqual({ label: lotsKo.fee.prepaidFree, minutes: 120, amount: 0 });
      const uses = (await get('/api/time/use/list.json', market.cookie)).json().result;
      expect(uses).toMatchObject({ totalUseTime: 30, totalFreeTime: 120 });
      expect(await balance(market.cookie, 4)).toBe(30);
      expect(await balance(market.cookie, 101)).toBe(60);
      expect(await balance(plain.cookie, 4)).toBe(60);
    });
  });

  it('documents its routes in the OpenAPI document', async () => {
    const res = await get('/api/docs');
    const paths = Object.keys(res.json().paths);
    for (const p of [
      'point',
      'quote.json',
      'list.json',
      'init.json',
      'receipt.json',
      'buy/list.json',
      'use/list.json',
    ])
      expect(paths).toContain(`/api/time/${p}`);
    expect(res.json().paths['/api/time/receipt.json'].get.description).toContain('Idempotency-Key');
  });

  describe('histories', () => {
    it('take a date range (default today), refuse bad dates and show only the caller’s rows', async () => {
      const { app, db } = await ready();
      const s = await store(app, db, [4]);
      const other = await store(app, db, [4]);
      await credit(db, other.id, 4, 30);
      expect((await get('/api/time/buy/list.json', s.cookie)).json().result).toEqual({
        list: [],
        totalBuyTime: 0,
        totalAmt: 0,
      });
      const old = await get('/api/time/buy/list.json?startDt=2020-01-01&endDt=2020-01-31', other.cookie);
      expect(old.json().result.list).toEqual([]);
      for (const q of [
        'startDt=2026-02-30',
        'startDt=20260101',
        'startDt=2026-03-02&endDt=2026-03-01',
        'startDt=2020-01-01&endDt=2026-01-01',
      ]) {
        const res = await get(`/api/time/use/list.json?${q}`, s.cookie);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message, q).toMatch(/날짜|종료일|기간/);
      }
    });
  });
});
