import { formatKstMinute, todayKst } from '@parking/shared/common/korea-time';
import { calculateFee, tariffOf } from '@parking/shared/fee/engine';
import {
  type PAYMENT_STATUSES,
  type PaymentStartInput,
  PREPAY_GRACE_MINUTES,
} from '@parking/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { discountVehicles } from '../../db/schema/accounts';
import { discountCodes, inOut } from '../../db/schema/lots';
import { payments } from '../../db/schema/payments';
import { DEMO_PREPAY_CAR } from '../../db/seed/payments-demo';
import { useDemoApp } from '../../test/demo-app';
import { createMember, login } from '../../test/harness';
import { approveQuote, startInputOf } from '../../test/payment-target-kit';
import { findLot } from '../lots';
import { confirmCarOwnership } from '../mypage';
import type { PaymentQuote } from '../payments';
import { prepayPaymentTarget } from './prepay.payment';
import { viewPrepay } from './prepay.service';

const MIN = 60_000;
const LAST4_MSG = '차량번호가 형식에 맞지 않습니다.';

let plateSeq = 0;
/** A fresh plate ending in `last4` (region digits vary so several can share the last four). */
function plate(last4: string): string {
  plateSeq += 1;
  return `${10 + (plateSeq % 90)}${'가나다라마바사아자'[plateSeq % 9]}${last4}`;
}

async function park(
  db: AppDb,
  row: { lotId?: number; plate: string; inDttm: Date; inTy?: string; discountCd?: string; outDttm?: Date },
) {
  const [created] = await db
    .insert(inOut)
    .values({ lotId: 4, ...row, plateLast4: row.plate.slice(-4) })
    .returning();
  return created!;
}

const startInput = (over: Partial<PaymentStartInput>) => startInputOf('PRESETTLEMENT', over);
const approve = (db: AppDb, quote: PaymentQuote, now: Date) =>
  approveQuote(db, prepayPaymentTarget, quote, now);

async function paymentRow(
  db: AppDb,
  quote: PaymentQuote,
  over: { paymentId: string; status?: (typeof PAYMENT_STATUSES)[number]; approvedAt?: Date | null },
) {
  await db.insert(payments).values({
    paymentId: over.paymentId,
    moid: `M-${over.paymentId}`,
    category: 'PRESETTLEMENT',
    status: over.status ?? 'APPROVED',
    provider: 'simulated',
    mid: 't_portal01',
    amount: quote.amount,
    goodsName: quote.goodsName,
    ediDate: '20260101000000',
    plate: quote.plate,
    targets: quote.targets,
    items: quote.items,
    approvedAt: over.approvedAt === undefined ? new Date() : over.approvedAt,
  });
}

describe('pre-payment', () => {
  const ready = useDemoApp();
  const get = async (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    (await ready()).app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

  describe('GET /api/prepay/searchPrepayList.json (public lookup by the last 4 digits)', () => {
    it('lists the demo cars parked now with the spec row fields', async () => {
      const res = await get('/api/prepay/searchPrepayList.json?carNo=3456');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const rows = res.json().value.result;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        carNo: '12가3456',
        divNm: '공영',
        parkingNm: '이천중앙시장 공영주차장',
        outDttm: null,
        sectnId: 4,
        discountCd: { discountCd: 'DC001' },
        extraCd: { discountCd: '' },
        inTy: 'NORMAL',
      });
      expect(rows[0].inDttm).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(rows[0].inOutId).toEqual(expect.any(Number));

      const second = (await get('/api/prepay/searchPrepayList.json?carNo=7777')).json().value.result;
      expect(second.map((r: { carNo: string }) => r.carNo)).toEqual([DEMO_PREPAY_CAR]);
      expect((await get('/api/prepay/searchPrepayList.json?carNo=0000')).json()).toEqual({
        value: { result: [] },
      });
    });

    it('leaves out season-pass stays and cars that left; newest first, at most 50', async () => {
      const { db } = await ready();
      const now = Date.now();
      const normal = await park(db, { plate: plate('2222'), inDttm: new Date(now - 30 * MIN) });
      await park(db, {
        lotId: 217,
        plate: plate('2222'),
        inDttm: new Date(now - 20 * MIN),
        inTy: 'PERIOD',
      });
      await park(db, {
        plate: plate('2222'),
        inDttm: new Date(now - 300 * MIN),
        outDttm: new Date(now - 200 * MIN),
      });
      const later = await park(db, { lotId: 1, plate: plate('2222'), inDttm: new Date(now - 10 * MIN) });
      const rows = (await get('/api/prepay/searchPrepayList.json?carNo=2222')).json().value.result;
      expect(rows.map((r: { inOutId: number }) => r.inOutId)).toEqual([later.stayId, normal.stayId]);

      for (let k = 0; k < 55; k++)
        await park(db, { lotId: 1 + (k % 5), plate: plate('9999'), inDttm: new Date(now - (k + 1) * MIN) });
      const many = (await get('/api/prepay/searchPrepayList.json?carNo=9999')).json().value.result;
      expect(many).toHaveLength(50);
      const times = many.map((r: { inDttm: string }) => r.inDttm);
      expect([...times].sort().reverse()).toEqual(times);

      // Concurrent lookups of different digits share database round trips; each still gets only its own.
      const keys = ['2222', '9999', '0000', '2222', '9999', '0000', '2222', '9999'];
      const answers = await Promise.all(
        keys.map(
          async (k, i) =>
            (await get(`/api/prepay/searchPrepayList.json?carNo=${k}`, {}, `10.7.0.${i + 1}`)).json().value
              .result,
        ),
      );
      for (const [i, k] of keys.entries())
        expect(answers[i]).toEqual(k === '2222' ? rows : k === '9999' ? many : []);
    });

    it('answers 400 with the spec message to anything but 4 digits', async () => {
      for (const q of ['carNo=123', 'carNo=12345', 'carNo=abcd', 'carNo=12%EA%B0%803456', 'carNo=', '']) {
        const res = await get(`/api/prepay/searchPrepayList.json?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json(), q).toMatchObject({ code: 'VALIDATION', message: LAST4_MSG });
      }
      const res = await get('/api/prepay/searchPrepayList.json?carNo=12');
      expect(res.json().fieldErrors).toEqual({ carNo: [LAST4_MSG] });
    });

    it('limits lookups per address (429 after 60 a minute)', async () => {
      // Fixed one-minute windows: 121 quick requests span at most two windows, so one of them is refused;
      // the first 60 are never refused.
      const answers = [];
      for (let i = 0; i < 121; i++)
        answers.push(await get('/api/prepay/searchPrepayList.json?carNo=0000', {}, '10.9.8.7'));
      expect(answers.slice(0, 60).every((a) => a.statusCode === 200)).toBe(true);
      const refused = answers.find((a) => a.statusCode === 429);
      expect(refused?.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(refused?.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      expect((await get('/api/prepay/searchPrepayList.json?carNo=0000', {}, '10.9.8.6')).statusCode).toBe(
        200,
      );
    });
  });

  describe('GET /api/prepay/view.json', () => {
    it('prices the stay with the fee engine from entry to now, with the open unpaid totals of the car', async () => {
      const { db } = await ready();
      // Entered 95 min 20 s ago: any stay of 91–100 minutes costs 600 + 4 × 250 won, even on a slow machine.
      const s = await park(db, { plate: plate('4321'), inDttm: new Date(Date.now() - 95 * MIN - 20_000) });
      const res = await get(
        `/api/prepay/view.json?inOutId=${s.stayId}&carNo=${encodeURIComponent(s.plate)}&sectnId=4&myPage=N`,
      );
      expect(res.statusCode).toBe(200);
      const { resultMap } = res.json();
      expect(resultMap.result).toMatchObject({
        inOutId: s.stayId,
        sectnId: 4,
        carNo: s.plate,
        parkingName: '이천중앙시장 공영주차장',
        inDttm: formatKstMinute(s.inDttm),
        useAmt: 1600,
        discountAmt: 0,
        extraAmt: 0,
        paidAmt: 0,
        payAmt: 1600,
        discountCd: 'DC001',
        discountNm: '일반',
        prepaid: false,
      });
      expect(resultMap.result.stayMinutes).toBeGreaterThanOrEqual(95);
      expect(resultMap.result.stayMinutes).toBeLessThanOrEqual(100);
      expect(resultMap.result.lines.reduce((a: number, l: { amount: number }) => a + l.amount, 0)).toBe(1600);
      expect(resultMap.easypayParams).toEqual({
        amount: 1600,
        goodsName: '이천중앙시장 공영주차장 주차요금 사전결제',
      });
      expect(resultMap).toMatchObject({ totUnpaidAmt: 0, totAddAmt: 0, totSumAmt: 0 });

      // The demo member's car owes two off-street items (one past due) and one on-street item.
      const demo = (await get('/api/prepay/searchPrepayList.json?carNo=3456')).json().value.result[0];
      const view = (await get(`/api/prepay/view.json?inOutId=${demo.inOutId}`)).json().resultMap;
      const unpaid = (await get('/api/unpaid/searchUnpaidList.json?carNo=12가3456')).json().value;
      const street = (await get('/api/unpaid/searchUnpaidListKnl.json?carNo=12가3456')).json().value;
      expect(view.totUnpaidAmt).toBe(unpaid.totUseAmt + street.totUseAmt);
      expect(view.totAddAmt).toBe(unpaid.totAddAmt + street.totAddAmt);
      expect(view.totAddAmt).toBeGreaterThan(0);
      expect(view.totSumAmt).toBe(view.totUnpaidAmt + view.totAddAmt);
    });

    it('applies a reduction registered for the plate when it costs less, as the engine computes it', async () => {
      const { db } = await ready();
      const now = new Date();
      const carNo = plate('6060');
      const year = Number(todayKst(now).slice(0, 4));
      await db.insert(discountVehicles).values({
        carOwnerNm: '감면자',
        plate: carNo,
        discountCd: 'DC006',
        startDt: `${year - 1}-01-01`,
        endDt: `${year + 1}-12-31`,
      });
      const s = await park(db, { lotId: 217, plate: carNo, inDttm: new Date(now.getTime() - 200 * MIN) });
      const view = await viewPrepay(db, { stayId: s.stayId }, now);
      const lot = (await findLot(db, 217))!;
      const [dc6] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'DC006'));
      const expected = calculateFee({
        tariff: tariffOf(lot),
        inAt: s.inDttm.getTime(),
        outAt: now.getTime(),
        reduction: dc6!,
      });
      const general = calculateFee({ tariff: tariffOf(lot), inAt: s.inDttm.getTime(), outAt: now.getTime() });
      expect(expected.payAmt).toBeLessThan(general.payAmt);
      expect(view.result).toMatchObject({
        discountCd: 'DC006',
        discountNm: '장애인(경증)',
        useAmt: expected.useAmt,
        discountAmt: expected.discountAmt,
        payAmt: expected.payAmt,
        lines: expected.lines,
      });
      expect(view.easypayParams.amount).toBe(expected.payAmt);

      // The stay's own reduction wins when it is the better one (100 % beats the registered 50 %).
      const own = await park(db, {
        lotId: 1,
        plate: carNo,
        inDttm: new Date(now.getTime() - 200 * MIN),
        discountCd: 'DC003',
      });
      const ownView = await viewPrepay(db, { stayId: own.stayId }, now);
      expect(ownView.result).toMatchObject({ discountCd: 'DC003', payAmt: 0 });
    });

    it('answers 404 for a car that left, an unknown stay, or another car or lot than the stay’s', async () => {
      const { db } = await ready();
      const now = Date.now();
      const s = await park(db, { plate: plate('7070'), inDttm: new Date(now - 60 * MIN) });
      const left = await park(db, {
        plate: plate('7070'),
        inDttm: new Date(now - 90 * MIN),
        outDttm: new Date(now - 10 * MIN),
      });
      for (const q of [
        `inOutId=${left.stayId}`,
        'inOutId=987654321',
        `inOutId=${s.stayId}&carNo=${encodeURIComponent('99가7070')}`,
        `inOutId=${s.stayId}&sectnId=217`,
      ]) {
        const res = await get(`/api/prepay/view.json?${q}`);
        expect(res.statusCode, q).toBe(404);
        expect(res.json()).toEqual({
          code: 'PREPAY_SESSION_NOT_FOUND',
          message: '입차 중인 차량 정보를 찾을 수 없습니다.',
        });
      }
      // The plate may come with spaces, as typed.
      const spaced = `${s.plate.slice(0, -4)} ${s.plate.slice(-4)}`;
      expect(
        (await get(`/api/prepay/view.json?inOutId=${s.stayId}&carNo=${encodeURIComponent(spaced)}`))
          .statusCode,
      ).toBe(200);
      for (const q of ['', 'inOutId=abc', 'inOutId=-1', 'inOutId=1e99']) {
        const res = await get(`/api/prepay/view.json?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
    });
  });

  describe('PRESETTLEMENT payment target', () => {
    it('quotes the view’s amount; after fulfil the row reads "prepayment done" and nothing is due in the grace period', async () => {
      const { db } = await ready();
      const now = new Date();
      const s = await park(db, {
        lotId: 101,
        plate: plate('8080'),
        inDttm: new Date(now.getTime() - 130 * MIN),
      });
      const view = await viewPrepay(db, { stayId: s.stayId }, now);
      const quote = await prepayPaymentTarget.quote(
        db,
        startInput({ inOutId: String(s.stayId), carNumber: s.plate }),
        { principal: null, now },
      );
      expect(quote).toMatchObject({
        amount: view.result.payAmt,
        plate: s.plate,
        goodsName: '이천종합터미널 공영주차장 주차요금 사전결제',
        targets: {
          inOutId: s.stayId,
          paidAmtBefore: 0,
          feeThrough: now.toISOString(),
          fee: view.result.payAmt,
        },
      });
      expect(quote.amount).toBeGreaterThan(0);
      expect(quote.items).toHaveLength(1);
      expect(quote.items[0]!.lines.reduce((a, l) => a + l.amount, 0)).toBe(quote.amount);

      await approve(db, quote, now);
      const [row] = await db.select().from(inOut).where(eq(inOut.stayId, s.stayId));
      expect(row).toMatchObject({ paidAmt: quote.amount, paidThrough: now });

      const listed = (await get(`/api/prepay/searchPrepayList.json?carNo=8080`)).json().value.result;
      expect(listed.find((r: { inOutId: number }) => r.inOutId === s.stayId).outDttm).toBe(
        formatKstMinute(now),
      );

      const within = await viewPrepay(
        db,
        { stayId: s.stayId },
        new Date(now.getTime() + PREPAY_GRACE_MINUTES * MIN),
      );
      expect(within.result).toMatchObject({ prepaid: true, payAmt: 0, extraAmt: 0, paidAmt: quote.amount });
      expect(within.easypayParams.amount).toBe(0);
      // Nothing to pay: a second payment is refused at the start.
      await expect(
        prepayPaymentTarget.quote(db, startInput({ inOutId: String(s.stayId), carNumber: s.plate }), {
          principal: null,
          now: new Date(now.getTime() + 5 * MIN),
        }),
      ).rejects.toMatchObject({ code: 'PAYMENT_NOTHING_TO_PAY', status: 409 });

      // Still parked 40 minutes later: the extra time is payable, and only it.
      const later = new Date(now.getTime() + 40 * MIN);
      const extra = await viewPrepay(db, { stayId: s.stayId }, later);
      const lot = (await findLot(db, 101))!;
      const full = calculateFee({ tariff: tariffOf(lot), inAt: s.inDttm.getTime(), outAt: later.getTime() });
      expect(extra.result).toMatchObject({
        prepaid: false,
        useAmt: full.useAmt,
        paidAmt: quote.amount,
        payAmt: full.payAmt - quote.amount,
        extraAmt: full.payAmt - quote.amount,
      });
      expect(extra.result.lines.reduce((a, l) => a + l.amount, 0)).toBe(extra.result.payAmt);
      expect(extra.result.payAmt).toBeGreaterThan(0);
      const again = await prepayPaymentTarget.quote(
        db,
        startInput({ inOutId: String(s.stayId), carNumber: s.plate }),
        { principal: null, now: later },
      );
      expect(again.amount).toBe(extra.result.payAmt);
      expect(again.targets).toMatchObject({ paidAmtBefore: quote.amount });
      await approve(db, again, later);
      const [after] = await db.select().from(inOut).where(eq(inOut.stayId, s.stayId));
      expect(after).toMatchObject({ paidAmt: full.payAmt, paidThrough: later });
    });

    it('fulfils only the first of two payments quoted on the same state; the second throws and changes nothing', async () => {
      const { db } = await ready();
      const now = new Date();
      const s = await park(db, { plate: plate('8181'), inDttm: new Date(now.getTime() - 70 * MIN) });
      const input = startInput({ inOutId: String(s.stayId), carNumber: s.plate });
      const a = await prepayPaymentTarget.quote(db, input, { principal: null, now });
      const b = await prepayPaymentTarget.quote(db, input, {
        principal: null,
        now: new Date(now.getTime() + 1000),
      });
      await approve(db, a, now);
      await expect(approve(db, b, now)).rejects.toMatchObject({ code: 'PAYMENT_TARGET_PAID' });
      const [row] = await db.select().from(inOut).where(eq(inOut.stayId, s.stayId));
      expect(row).toMatchObject({ paidAmt: a.amount, paidThrough: now });

      // A car that left before the approval arrived: refused (the core cancels at the provider).
      const c = await park(db, { plate: plate('8282'), inDttm: new Date(now.getTime() - 70 * MIN) });
      const q = await prepayPaymentTarget.quote(db, startInput({ inOutId: String(c.stayId) }), {
        principal: null,
        now,
      });
      await db.update(inOut).set({ outDttm: new Date() }).where(eq(inOut.stayId, c.stayId));
      await expect(approve(db, q, now)).rejects.toMatchObject({ code: 'PREPAY_SESSION_NOT_FOUND' });
      const [closed] = await db.select().from(inOut).where(eq(inOut.stayId, c.stayId));
      expect(closed).toMatchObject({ paidAmt: 0, paidThrough: null });
    });

    it('refuses bad ids, another car’s plate and stays that are not open', async () => {
      const { db } = await ready();
      const now = new Date();
      const s = await park(db, { plate: plate('8383'), inDttm: new Date(now.getTime() - 70 * MIN) });
      const ctx = { principal: null, now };
      for (const inOutId of ['', 'abc', '1,2', '-5', '0']) {
        await expect(
          prepayPaymentTarget.quote(db, startInput({ inOutId }), ctx),
          inOutId,
        ).rejects.toMatchObject({
          code: 'VALIDATION',
          status: 400,
        });
      }
      await expect(
        prepayPaymentTarget.quote(db, startInput({ inOutId: String(s.stayId), carNumber: '99가8383' }), ctx),
      ).rejects.toMatchObject({ code: 'PREPAY_SESSION_NOT_FOUND', status: 404 });
      const period = await park(db, { lotId: 2, plate: plate('8383'), inDttm: s.inDttm, inTy: 'PERIOD' });
      await expect(
        prepayPaymentTarget.quote(db, startInput({ inOutId: String(period.stayId) }), ctx),
      ).rejects.toMatchObject({ code: 'PREPAY_SESSION_NOT_FOUND' });
    });
  });

  describe('my-page history: searchPrepayList.json?myPage=Y', () => {
    it('lists the member’s approved pre-payments in the date range, and refuses anonymous, BSN and other cars', async () => {
      const { db, app } = await ready();
      const now = new Date();
      const carNo = plate('5151');
      const member = await createMember(db, { plate: carNo });
      // proven owner of the car: the whole record of the car (decision 083)
      await confirmCarOwnership(db, {
        memberId: member.memberId,
        plate: carNo,
        method: 'ADMIN',
        verifiedBy: 'test',
      });
      const cookie = await login(app, member.empNo, member.password);
      const s = await park(db, { lotId: 217, plate: carNo, inDttm: new Date(now.getTime() - 80 * MIN) });
      const quote = await prepayPaymentTarget.quote(db, startInput({ inOutId: String(s.stayId) }), {
        principal: null,
        now,
      });
      await paymentRow(db, quote, { paymentId: 'hist-approved' });
      await paymentRow(db, quote, { paymentId: 'hist-ready', status: 'READY', approvedAt: null });
      await paymentRow(db, quote, {
        paymentId: 'hist-old',
        approvedAt: new Date('2025-01-10T12:00:00+09:00'),
      });
      const other = await prepayPaymentTarget.quote(
        db,
        startInput({ inOutId: String((await park(db, { plate: plate('5252'), inDttm: s.inDttm })).stayId) }),
        { principal: null, now },
      );
      await paymentRow(db, other, { paymentId: 'hist-other-car' });

      const url = '/api/prepay/searchPrepayList.json?myPage=Y';
      const res = await get(url, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.result).toEqual([
        {
          carNo,
          parkingName: '관고전통시장 공영주차장',
          inDttm: formatKstMinute(s.inDttm),
          outDttm: formatKstMinute(now),
          useAmt: quote.amount,
          paymentId: 'hist-approved',
          approvedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        },
      ]);
      const ranged = await get(
        `${url}&carNo=${encodeURIComponent(carNo)}&startDate=2025-01-01&endDate=2025-01-31`,
        {
          cookie,
        },
      );
      expect(ranged.json().value.result.map((r: { paymentId: string }) => r.paymentId)).toEqual(['hist-old']);
      // The range ends at 23:59:59 Korea time of endDate.
      const dayBefore = await get(`${url}&startDate=2025-01-01&endDate=2025-01-09`, { cookie });
      expect(dayBefore.json().value.result).toEqual([]);

      expect((await get(url)).statusCode).toBe(401);
      expect((await get(`${url}&carNo=${encodeURIComponent(other.plate)}`, { cookie })).statusCode).toBe(403);
      const bsn = await createMember(db, { empDiv: 'BSN', plate: carNo });
      expect((await get(url, { cookie: await login(app, bsn.empNo, bsn.password) })).statusCode).toBe(403);
      const bad = await get(`${url}&startDate=2025-02-30`, { cookie });
      expect(bad.statusCode).toBe(400);
      expect((await get(`${url}&startDate=2025-03-02&endDate=2025-03-01`, { cookie })).statusCode).toBe(400);
      // The public lookup never answers history, nor the history a lookup.
      expect((await get(`${url}&carNo=5151`, { cookie })).statusCode).toBe(400);
      const pub = (await get(`/api/prepay/searchPrepayList.json?carNo=5151`, { cookie })).json().value.result;
      expect(pub.map((r: { inOutId: number }) => r.inOutId)).toEqual([s.stayId]);

      const admin = await createMember(db, { empDiv: 'EMP' });
      const asAdmin = await get(`${url}&carNo=${encodeURIComponent(other.plate)}`, {
        cookie: await login(app, admin.empNo, admin.password),
      });
      expect(asAdmin.json().value.result.map((r: { paymentId: string }) => r.paymentId)).toEqual([
        'hist-other-car',
      ]);
    });
  });
});
