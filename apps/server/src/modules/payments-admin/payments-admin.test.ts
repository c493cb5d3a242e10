import { todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import { SETTLEMENT_FILE_MAX_BYTES } from '@parking/shared/payments-admin/limits';
import { paymentsAdminResource } from '@parking/shared/payments-admin/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inOut, unpaidItems } from '../../db/schema/lots';
import { paymentLogs, payments } from '../../db/schema/payments';
import { seasonPassApplications } from '../../db/schema/season-pass';
import { DEMO_PREPAY_CAR } from '../../db/seed/payments-demo';
import { useDemoApp } from '../../test/demo-app';
import { createMember, login } from '../../test/harness';
import { postMultipart } from '../../test/multipart';
import { APPROVING_CARD, insertItem, payOnSimPage, postCallback, resultOf } from '../payments/test-kit';
import { piiAccessRecords } from '../pii-access';
import { quotePrepay } from '../prepay';
import { applyForPass } from '../season-pass';
import {
  applicationInput,
  depsOf,
  insertDiscountCodes,
  insertPassLot,
  plate,
  proveCars,
} from '../season-pass/test-kit';
import { balanceOf, insertUse } from '../web-prepaid';
import { encodeCp949 } from './settlement-file';

const E = ko.errors;
const today = todayKst();
const base = '/api/admin/payments/';

describe('payments back office (issue 21)', () => {
  const demo = useDemoApp();
  let app: FastifyInstance;
  let db: Awaited<ReturnType<typeof demo>>['db'];
  let admin: string;
  let user: string;
  let store: string;
  beforeAll(async () => {
    ({ app, db } = await demo());
    admin = await login(app, 'admin', 'Admin#2026');
    user = await login(app, 'citizen1', 'Citizen#2026');
    store = await login(app, 'store1', 'Store#2026');
  });

  const get = (path: string, cookie = admin) =>
    app.inject({ method: 'GET', url: `${base}${path}`, headers: { cookie } });
  const post = (path: string, body: Record<string, unknown>, cookie = admin) =>
    app.inject({ method: 'POST', url: `${base}${path}`, headers: { cookie }, payload: body });

  /** Start → simulated card page → callback: an APPROVED payment's id. */
  async function pay(fields: Record<string, string>, cookie?: string): Promise<string> {
    const start = await postMultipart(app, '/api/smartropay/payment', cookie, {
      inOutId: '',
      isStatus: 'false',
      memberInfoId: '',
      carNumber: '',
      ...fields,
    });
    expect(start.statusCode, start.body).toBe(200);
    const r = start.json().result;
    const auth = await payOnSimPage(app, r, APPROVING_CARD);
    const cb = await postCallback(app, auth.returnPath, auth.fields);
    expect(resultOf(cb.headers.location).r).toBe('true');
    return r.paymentId as string;
  }
  const refund = (paymentId: string, extra: Record<string, unknown> = {}) =>
    post('refund.json', { paymentId, reason: '이중 결제', ...extra });
  const statusOf = async (paymentId: string) =>
    (await db.select().from(payments).where(eq(payments.paymentId, paymentId)))[0]!.status;

  async function payStreetItem(carNo: string, principal = 3000) {
    const id = await insertItem(db, principal, carNo);
    const paymentId = await pay({
      amount: String(principal),
      payCategory: 'STREET',
      carNumber: carNo,
      streetItems: JSON.stringify([{ id }]),
    });
    return { id, paymentId };
  }

  it('refuses visitors and members on every endpoint', async () => {
    for (const e of Object.values(paymentsAdminResource.endpoints))
      for (const method of e.methods) {
        for (const [cookie, status] of [
          [undefined, 401],
          [user, 403],
          [store, 403],
        ] as const) {
          const res = await app.inject({
            method,
            url: e.path,
            headers: cookie ? { cookie } : {},
            payload: {},
          });
          expect(res.statusCode, `${method} ${e.path}`).toBe(status);
        }
      }
  });

  it('pre-payment: the refund makes the session payable again', async () => {
    const [stay] = await db.select().from(inOut).where(eq(inOut.plate, DEMO_PREPAY_CAR));
    const q = await quotePrepay(db, stay!.stayId, new Date(), { plate: DEMO_PREPAY_CAR });
    const paymentId = await pay({
      amount: String(q.payAmt),
      payCategory: 'PRESETTLEMENT',
      inOutId: String(stay!.stayId),
      carNumber: DEMO_PREPAY_CAR,
    });
    const paid = (await db.select().from(inOut).where(eq(inOut.stayId, stay!.stayId)))[0]!;
    expect(paid.paidAmt).toBe(q.payAmt);
    const res = await refund(paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: '00', status: 'CANCELLED', refundedAmt: q.payAmt });
    // the staff's access record names whose payment was refunded (a visitor's: the car number)
    const records = await piiAccessRecords(db, { subjectId: DEMO_PREPAY_CAR });
    expect(records.filter((r) => r.action === 'UPDATE' && r.target.includes(paymentId))).toHaveLength(1);
    const after = (await db.select().from(inOut).where(eq(inOut.stayId, stay!.stayId)))[0]!;
    expect(after).toMatchObject({ paidAmt: 0, paidThrough: null, outDttm: null });
    expect(await statusOf(paymentId)).toBe('CANCELLED');
    // the receipt shows the cancellation
    const receipt = await app.inject({
      url: `/api/payments/receipt.json?paymentId=${paymentId}&carNo=${encodeURIComponent(DEMO_PREPAY_CAR)}`,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().result).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
  });

  it('unpaid items go back to unpaid; refusals change nothing', async () => {
    const { id, paymentId } = await payStreetItem('33가3301');
    // bad amounts first: negative (validation), more than paid, a part (no partial cancel)
    const neg = await refund(paymentId, { amount: -5 });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().fieldErrors.amount).toBeDefined();
    const big = await refund(paymentId, { amount: 3001 });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(E.REFUND_AMOUNT_TOO_LARGE);
    const part = await refund(paymentId, { amount: 1000 });
    expect(part.json().message).toBe(E.REFUND_PARTIAL_UNSUPPORTED);
    const noReason = await post('refund.json', { paymentId, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(await statusOf(paymentId)).toBe('APPROVED');

    const ok = await refund(paymentId, { amount: 3000 });
    expect(ok.statusCode, ok.body).toBe(200);
    const [item] = await db.select().from(unpaidItems).where(eq(unpaidItems.id, id));
    expect(item).toMatchObject({ status: 'UNPAID', paidAmt: null, paidAt: null, paymentId: null });
    // a CANCELLED payment is not refunded again
    const again = await refund(paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(E.REFUND_ALREADY_CANCELLED);
  });

  it('refuses READY and FAILED payments', async () => {
    const id = await insertItem(db, 1000, '34가3402');
    const start = await postMultipart(app, '/api/smartropay/payment', undefined, {
      amount: '1000',
      payCategory: 'STREET',
      inOutId: '',
      isStatus: 'false',
      memberInfoId: '',
      carNumber: '34가3402',
      streetItems: JSON.stringify([{ id }]),
    });
    const readyId = start.json().result.paymentId as string;
    const r = await refund(readyId);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(E.REFUND_NOT_APPROVED);
    await db.update(payments).set({ status: 'FAILED' }).where(eq(payments.paymentId, readyId));
    expect((await refund(readyId)).json().message).toBe(E.REFUND_NOT_APPROVED);
    expect((await refund('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('two refunds at once: one provider cancel, one CANCELLED', async () => {
    const { id, paymentId } = await payStreetItem('35가3503');
    const [a, b] = await Promise.all([refund(paymentId), refund(paymentId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const cancels = await db
      .select()
      .from(paymentLogs)
      .where(and(eq(paymentLogs.paymentId, paymentId), eq(paymentLogs.kind, 'CANCEL')));
    expect(cancels).toHaveLength(1);
    expect(await statusOf(paymentId)).toBe('CANCELLED');
    const [item] = await db.select().from(unpaidItems).where(eq(unpaidItems.id, id));
    expect(item!.status).toBe('UNPAID');
  });

  it('season pass: cancelled and its cell offered to the next in the queue', async () => {
    await insertDiscountCodes(db);
    const holder = await createMember(db);
    const waiting = await createMember(db);
    const sectnId = await insertPassLot(db, { allotType: 'FCOME', cells: 1 });
    await proveCars(db, holder.memberId, plate(7001));
    await proveCars(db, waiting.memberId, plate(7002));
    const principal = (id: string) => ({
      memberId: id,
      authorCode: 'ROLE_USER' as const,
      empDiv: 'USR' as const,
    });
    const now = new Date();
    await applyForPass(
      depsOf(app),
      applicationInput(sectnId, plate(7001)),
      undefined,
      principal(holder.memberId),
      now,
    );
    await applyForPass(
      depsOf(app),
      applicationInput(sectnId, plate(7002)),
      undefined,
      principal(waiting.memberId),
      now,
    );
    const apps = await db
      .select()
      .from(seasonPassApplications)
      .where(eq(seasonPassApplications.lotId, sectnId));
    const held = apps.find((a) => a.memberId === holder.memberId)!;
    expect(held.procStsCd).toBe('MUT-004');
    const cookie = await login(app, holder.empNo, holder.password);
    const paymentId = await pay(
      { amount: String(held.useAmt), payCategory: 'COMMUTATION_TICKET', period: String(held.periodId) },
      cookie,
    );
    const res = await refund(paymentId, { reason: '시의 정기권 취소' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await db
      .select()
      .from(seasonPassApplications)
      .where(eq(seasonPassApplications.lotId, sectnId));
    expect(after.find((a) => a.periodId === held.periodId)).toMatchObject({
      procStsCd: 'MUT-003',
      cancelBy: 'ADMIN',
      cancelReason: '시의 정기권 취소',
    });
    expect(after.find((a) => a.memberId === waiting.memberId)!.procStsCd).toBe('MUT-005');
  });

  it('web prepaid: unused minutes are taken back; spent minutes refuse the refund', async () => {
    const storeId = (
      await app.inject({ url: '/api/time/quote.json?sectnId=4&buyTime=60', headers: { cookie: store } })
    ).json();
    expect(storeId.result.amount).toBe(1200);
    const buy = () => pay({ amount: '1200', payCategory: 'TIMEDISCOUNT', inOutId: '4', period: '60' }, store);
    const first = await buy();
    const [row] = await db.select().from(payments).where(eq(payments.paymentId, first));
    const member = row!.memberEsntlId!;
    const before = await balanceOf(db, member, 4);
    const ok = await refund(first);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(db, member, 4)).toBe(before - 60);

    const second = await buy();
    const [stay] = await db.select().from(inOut).where(eq(inOut.lotId, 4)).limit(1);
    await insertUse(db, {
      memberId: member,
      lotId: 4,
      minutes: (await balanceOf(db, member, 4)) - 30,
      freeMinutes: 0,
      stayId: stay!.stayId,
      plate: stay!.plate,
      requestKey: `test-use-${Date.now()}`,
      at: new Date(),
    });
    const refused = await refund(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(E.REFUND_TIME_USED);
    expect(await statusOf(second)).toBe('APPROVED');
  });

  it('list filters, totals and the settlement agree; view and export leave access records', async () => {
    const { paymentId } = await payStreetItem('36가3604', 4400);
    const list = await get(
      `list.json?startDt=${today}&endDt=${today}&carNo=${encodeURIComponent('36가3604')}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().totalCount).toBe(1);
    expect(list.json().list[0]).toMatchObject({
      paymentId,
      amount: 4400,
      status: 'APPROVED',
      category: 'STREET',
    });
    const byAuth = await get(
      `list.json?startDt=${today}&endDt=${today}&authCode=${list.json().list[0].authCode}`,
    );
    expect(byAuth.json().list.map((r: { paymentId: string }) => r.paymentId)).toEqual([paymentId]);
    const amt = await get(
      `list.json?startDt=${today}&endDt=${today}&minAmt=4400&maxAmt=4400&category=STREET`,
    );
    expect(amt.json().list.some((r: { paymentId: string }) => r.paymentId === paymentId)).toBe(true);
    expect((await get(`list.json?startDt=${today}&endDt=2000-01-01`)).statusCode).toBe(400);
    expect((await get(`list.json?startDt=${today}&endDt=${today}&minAmt=-1`)).statusCode).toBe(400);

    for (const category of ['STREET', 'PRESETTLEMENT', 'TIMEDISCOUNT', 'COMMUTATION_TICKET']) {
      const totals = (await get(`totals.json?startDt=${today}&endDt=${today}&category=${category}`)).json()
        .totals;
      const s = (await get(`settlement.json?startDt=${today}&endDt=${today}&category=${category}`)).json();
      const sum = (k: string) => s.rows.reduce((a: number, r: Record<string, number>) => a + r[k]!, 0);
      expect(sum('count'), category).toBe(totals.approvedCount);
      expect(sum('amount'), category).toBe(totals.amount);
      expect(sum('cancelCount'), category).toBe(totals.cancelCount);
      expect(sum('cancelAmt'), category).toBe(totals.cancelAmt);
      expect(sum('supplyAmt') + sum('vat'), category).toBe(totals.amount);
      expect(s.days).toHaveLength(30);
    }

    const view = await get(`view.json?paymentId=${paymentId}`);
    expect(view.statusCode).toBe(200);
    const kinds = view.json().result.timeline.map((t: { kind: string }) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['START', 'CALLBACK', 'APPROVE']));
    expect(view.json().result.timeline.find((t: { kind: string }) => t.kind === 'CALLBACK').ip).not.toBe('');
    expect((await get(`excel.json?startDt=${today}&endDt=${today}`)).statusCode).toBe(400);
    const excel = await get(
      `excel.json?startDt=${today}&endDt=${today}&reason=${encodeURIComponent('월말 정산')}`,
    );
    expect(excel.statusCode).toBe(200);
    const records = await piiAccessRecords(db, {});
    expect(records.some((r) => r.action === 'VIEW' && r.target.includes(paymentId))).toBe(true);
    expect(records.some((r) => r.action === 'EXPORT' && r.reason === '월말 정산')).toBe(true);
  });

  const upload = (date: string, bytes: Uint8Array) =>
    postMultipart(app, `${base}reconcile.json`, admin, {
      date,
      file: { filename: 'day.csv', content: Buffer.from(bytes), contentType: 'text/csv' },
    });

  it('reconciliation refuses a file over its limit with that limit (2MB, one constant), not the attachments’ 20mb', async () => {
    for (const size of [SETTLEMENT_FILE_MAX_BYTES + 1, SETTLEMENT_FILE_MAX_BYTES + 500_000]) {
      const res = await upload(today, new Uint8Array(size).fill(0x41));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'RECONCILE_TOO_LARGE',
        message: '정산 파일이 너무 큽니다. 2MB 이하의 파일을 올려주세요.',
      });
    }
    expect(ko.paymentsAdmin.reconcile.fileHint).toContain(`${SETTLEMENT_FILE_MAX_BYTES / 1_000_000}MB`);
  });

  it('reconciliation: a clean day, then each planted mismatch kind; bad files refused', async () => {
    await payStreetItem('37가3705', 1500);
    await payStreetItem('37가3706', 2500);
    await payStreetItem('37가3707', 3500);
    const exportOf = async (plant: boolean, encoding = 'CP949') => {
      const res = await get(`sim-settlement.json?date=${today}&plant=${plant}&encoding=${encoding}`);
      expect(res.statusCode, res.body).toBe(200);
      return Buffer.from(res.json().contentBase64, 'base64');
    };
    const clean = await upload(today, await exportOf(false));
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json()).toMatchObject({ encoding: 'CP949', mismatches: [] });
    const utf8 = await upload(today, await exportOf(false, 'UTF-8'));
    expect(utf8.json()).toMatchObject({ encoding: 'UTF-8', mismatches: [] });

    const planted = await upload(today, await exportOf(true));
    expect(planted.statusCode, planted.body).toBe(200);
    const kinds = planted
      .json()
      .mismatches.map((x: { kind: string }) => x.kind)
      .sort();
    expect(kinds).toEqual(['AMOUNT_DIFFERS', 'MISSING_HERE', 'MISSING_THERE', 'STATE_DIFFERS']);

    const header = 'Tid,Moid,Amt,ApprDt,ApprTm,CancelYn\r\n';
    const line = `T1,M1,1000,${today.replaceAll('-', '')},120000,N\r\n`;
    const bad: [Uint8Array, string][] = [
      [new TextEncoder().encode(`Tid,Moid,Amount\r\n${line}`), E.RECONCILE_COLUMNS],
      [new TextEncoder().encode(header + line + line), E.RECONCILE_DUPLICATE],
      [Uint8Array.from([0xff, 0xfe, ...Buffer.from(header, 'utf16le')]), E.RECONCILE_ENCODING],
      [Uint8Array.from([0x54, 0x69, 0x64, 0xc3, 0x28, 0xff, 0xff]), E.RECONCILE_ENCODING],
      [new TextEncoder().encode(header), E.RECONCILE_EMPTY],
      [new TextEncoder().encode(`${header}T1,M1,-5,20260101,120000,N\r\n`), E.RECONCILE_LINE],
    ];
    for (const [bytes, message] of bad) {
      const res = await upload(today, bytes);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(new TextDecoder('euc-kr').decode(encodeCp949('모의카드 abc'))).toBe('모의카드 abc');
  });
});
