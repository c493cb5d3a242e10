import { toWire } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import { addDays, kstDateOf, passEnd, startChoices } from '@parking/shared/season-pass/rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seasonPassApplications } from '../../db/schema/season-pass';
import { createMember, login, useTestApp } from '../../test/harness';
import { postMultipart, SAMPLE_FILES } from '../../test/multipart';
import { issueEquipmentKey } from '../parking-sessions';
import {
  APPROVING_CARD,
  payOnSimPage,
  postCallback,
  resultOf,
  startOk,
  startPayment,
} from '../payments/test-kit';
import {
  applicationFields,
  applicationInput,
  applicationsOf,
  insertDiscountCodes,
  insertPassLot,
  outboxWith,
  proveCars,
  roundsOf,
} from './test-kit';

const m = seasonPassKo;

describe('season-pass API', () => {
  const t = useTestApp();
  let a: string; // member A's cookie
  let b: string; // member B's cookie
  let store: string; // a business member
  let lot: number; // FCOME, 2 cells, open
  let lotName: string;

  beforeAll(async () => {
    const { app, db } = t();
    await insertDiscountCodes(db);
    const ma = await createMember(db, { empMobile: '01022223333' });
    const mb = await createMember(db, { empMobile: '01055556666' });
    const ms = await createMember(db, { empDiv: 'BSN' });
    a = await login(app, ma.empNo, ma.password);
    b = await login(app, mb.empNo, mb.password);
    store = await login(app, ms.empNo, ms.password);
    // staff confirmed these cars for the members (decision 179); b co-owns 33다3333
    await proveCars(db, ma.memberId, '11가1111', '22나2222', '33다3333', '44라4444');
    await proveCars(db, mb.memberId, '33다3333', '55마5555');
    lotName = 'API테스트 공영주차장';
    lot = await insertPassLot(db, {
      allotType: 'FCOME',
      cells: 2,
      name: lotName,
      useDivs: 'UTM-002,UTM-003',
    });
  });

  const apply = (
    cookie: string | undefined,
    fields: Record<string, string>,
    file?: { filename: string; content: Buffer },
  ) =>
    postMultipart(t().app, '/api/period/insertAction.json', cookie, { ...fields, ...(file ? { file } : {}) });
  const get = (url: string, cookie?: string) =>
    t().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('lists lots and pass reductions publicly: rates capped at 50 %, fixed-amount codes left out', async () => {
    const res = await get('/api/period/getParkingAndDiscountList.json');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = body.parkingList.find((l: { SECTN_ID: number }) => l.SECTN_ID === lot);
    expect(row).toMatchObject({
      PARKING_NM: lotName,
      PERIOD_USE_DIV_CD: 'UTM-002,UTM-003',
      PERIOD_CELL_CNT: 2,
      REMAIN_CNT: 2,
    });
    expect(row.PERIOD_DAYTM_AMT).toBe(50_000);
    expect(body.discountList.map((d: { code: string }) => d.code)).toEqual(['DC001', 'DC006', 'DC012']);
    expect(body.discountList[1]).toMatchObject({ rate: 50, discountCg: 'RATE50' });
    expect(body.startChoices).toEqual(startChoices(kstDateOf(new Date())));
  });

  it('checkTime: general members only; the window state from the server clock with the spec message', async () => {
    const { app, db } = t();
    const post = (cookie: string | undefined, sectnId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/period/checkTime.json',
        headers: cookie ? { cookie } : {},
        payload: { sectnId, nowDate: '2000-01-01' },
      });
    expect((await post(undefined, lot)).statusCode).toBe(401);
    expect((await post(store, lot)).statusCode).toBe(403);
    expect((await post(a, lot)).json().value).toMatchObject({
      result: 'OPEN',
      PARKING_NM: lotName,
      message: '',
    });
    const closed = await insertPassLot(db, { window: [-10, -1], name: '마감된' });
    expect((await post(a, closed)).json().value).toMatchObject({
      result: 'CLOSED',
      message: '마감된 주차장의 정기권 신청시간이 마감되었습니다.',
    });
    const later = await insertPassLot(db, { window: [2, 10] });
    expect((await post(a, later)).json().value.result).toBe('NOT_OPEN');
    expect((await post(a, 99_999)).statusCode).toBe(400);
  });

  it('quote: monthly fee × months minus the reduction, computed by the server', async () => {
    const input = applicationInput(lot, '11가1111', { discountCd: 'DC006' });
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/period/quote.json',
      headers: { cookie: a },
      payload: toWire(input),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      months: 3,
      monthlyAmt: 50_000,
      baseAmt: 150_000,
      discountRate: 50,
      discountAmt: 75_000,
      useAmt: 75_000,
      useDivCdNm: '주간',
      discountVerified: false,
    });
  });

  it('refuses bad input with a Korean message and stores nothing, takes no cell', async () => {
    const { db } = t();
    const zero = await insertPassLot(db, { cells: 0 });
    const closed = await insertPassLot(db, { window: [-10, -1] });
    const notYet = await insertPassLot(db, { window: [1, 10] });
    const start = startChoices(kstDateOf(new Date()))[0]!;
    const base = applicationInput(lot, '22나2222');
    const cases: [Record<string, string>, { filename: string; content: Buffer } | undefined, string][] = [
      [applicationFields({ ...base, lotId: zero }), undefined, m.errors.SEASON_PASS_LOT_UNAVAILABLE],
      [applicationFields({ ...base, lotId: 987_654 }), undefined, m.errors.SEASON_PASS_LOT_UNAVAILABLE],
      [
        applicationFields({ ...base, lotId: closed }),
        undefined,
        '주차장의 정기권 신청시간이 마감되었습니다.',
      ],
      [applicationFields({ ...base, lotId: notYet }), undefined, '신청기간이 아닙니다'],
      [applicationFields({ ...base, useDivCd: 'UTM-001' }), undefined, m.v.useDiv],
      [applicationFields({ ...base, endDttm: passEnd(start, 4) }), undefined, m.v.period],
      [
        applicationFields({ ...base, startDttm: addDays(start, 1), endDttm: passEnd(addDays(start, 1), 3) }),
        undefined,
        m.v.period,
      ],
      [
        applicationFields({
          ...base,
          startDttm: addDays(start, -31),
          endDttm: passEnd(addDays(start, -31), 3),
        }),
        undefined,
        m.v.period,
      ],
      [{ ...applicationFields(base), agree2: 'N' }, undefined, m.v.consent],
      [{ ...applicationFields(base), carNo: '12ab345' }, undefined, m.v.plate],
      [{ ...applicationFields(base), telNo: '010-12' }, undefined, m.v.phone],
      [{ ...applicationFields(base), zipcode: '' }, undefined, m.v.zipcode],
      [applicationFields({ ...base, discountCd: 'DC006' }), undefined, m.v.proofRequired],
      [
        applicationFields({ ...base, discountCd: 'DC019' }),
        { filename: 'a.png', content: SAMPLE_FILES.png },
        m.v.discount,
      ],
      [
        applicationFields({ ...base, discountCd: 'DC006' }),
        { filename: 'proof.png', content: SAMPLE_FILES.html },
        m.v.fileType,
      ],
      [
        applicationFields({ ...base, discountCd: 'DC006' }),
        { filename: 'proof.exe', content: SAMPLE_FILES.png },
        m.v.fileType,
      ],
      [
        applicationFields({ ...base, discountCd: 'DC006' }),
        { filename: 'big.pdf', content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2_000_001)]) },
        '2MB',
      ],
    ];
    for (const [fields, file, message] of cases) {
      const res = await apply(a, fields, file);
      expect(res.statusCode, `${message}: ${res.body}`).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toContain(message);
    }
    const { sectnId: _omit, ...noLot } = applicationFields(base);
    expect((await apply(a, noLot)).statusCode).toBe(400);
    expect(await applicationsOf(db, lot)).toEqual([]);
    for (const r of await roundsOf(db, lot)) expect(r.assignedCnt).toBe(0);
    expect((await apply(undefined, applicationFields(base))).statusCode).toBe(401);
    expect((await apply(store, applicationFields(base))).statusCode).toBe(403);
  });

  let periodA = 0;

  it('applies with a discount and a proof file: assigned at once, SMS with lot, period, amount, deadline', async () => {
    const { db } = t();
    const input = applicationInput(lot, '33다3333', { discountCd: 'DC006', telNo: '010-2222-3333' });
    const res = await apply(a, applicationFields(input), { filename: '증빙.pdf', content: SAMPLE_FILES.pdf });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      result: 'success',
      message: m.msg.success,
      procStsCd: 'MUT-004',
      queueNo: null,
    });
    periodA = v.periodId;
    const [row] = await db
      .select()
      .from(seasonPassApplications)
      .where(eq(seasonPassApplications.periodId, periodA));
    expect(row).toMatchObject({
      useAmt: 75_000,
      discountCd: 'DC006',
      telNo: '01022223333',
      plateLast4: '3333',
    });
    expect(row!.proofFileId).not.toBeNull();
    const sms = await outboxWith(t().app, `${lotName} 정기권이 배정되었습니다`);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.rcvAddr).toBe('01022223333');
    expect(sms[0]!.text).toContain(`${input.startDttm}~${input.endDttm}`);
    expect(sms[0]!.text).toContain('75,000원');
    expect(sms[0]!.text).toMatch(/납부기한 \d{4}-\d{2}-\d{2} 23:59/);
  });

  it('refuses a second live application of the car for the lot and period (message contains 중복됩니다)', async () => {
    const input = applicationInput(lot, '33다 3333');
    const res = await apply(b, applicationFields(input));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('중복됩니다');
    expect(await applicationsOf(t().db, lot)).toHaveLength(1);
  });

  it('lookup by the last 4 digits shows only the caller’s own applications, 10 a page', async () => {
    const mine = await get('/api/period/searchPeriodList.json?carNo=3333&pageIndex=1&pageUnit=10', a);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().value).toMatchObject({ totalCount: 1, pageIndex: 1 });
    expect(mine.json().value.result[0]).toMatchObject({
      periodId: periodA,
      procStsCd: 'MUT-004',
      parkingNm: lotName,
      useDivCdNm: '주간',
    });
    expect((await get('/api/period/searchPeriodList.json?carNo=3333', b)).json().value.totalCount).toBe(0);
    const bad = await get('/api/period/searchPeriodList.json?carNo=333', a);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.v.last4);
    expect((await get('/api/period/searchPeriodList.json?carNo=3333')).statusCode).toBe(401);
    expect((await get('/api/period/searchPeriodList.json?carNo=3333', store)).statusCode).toBe(403);
  });

  it('view: the owner sees the detail and what to pay; another member is refused', async () => {
    const res = await get(`/api/period/view.json?periodId=${periodA}&isMobile=false`, a);
    expect(res.statusCode).toBe(200);
    const { result, easypayParams } = res.json().resultMap;
    expect(result).toMatchObject({
      expiredYn: 'Y',
      procStsCd: 'MUT-004',
      useAmt: 75_000,
      discountNm: '장애인(경증)',
    });
    expect(easypayParams).toMatchObject({
      amount: 75_000,
      value3: String(periodA),
      payCategory: 'COMMUTATION_TICKET',
    });
    expect((await get(`/api/period/view.json?periodId=${periodA}`, b)).statusCode).toBe(403);
    expect((await get(`/api/period/view.json?periodId=${periodA}`)).statusCode).toBe(401);
    expect((await get('/api/period/view.json?periodId=99999999', a)).statusCode).toBe(404);
    expect((await get('/api/period/view.json?periodId=abc', a)).statusCode).toBe(400);
  });

  it('another member can neither pay nor cancel it', async () => {
    const { app } = t();
    const pay = await startPayment(app, {
      amount: 75_000,
      category: 'COMMUTATION_TICKET',
      period: String(periodA),
      cookie: b,
    });
    expect(pay.statusCode).toBe(403);
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/period/cancel.json',
      headers: { cookie: b },
      payload: { periodId: periodA },
    });
    expect(cancel.statusCode).toBe(403);
    const anon = await startPayment(app, {
      amount: 75_000,
      category: 'COMMUTATION_TICKET',
      period: String(periodA),
    });
    expect(anon.statusCode).toBe(401);
  });

  it('pays by card: tampered amount refused; two payments of one pass → paid once, the second cancelled', async () => {
    const { app, db } = t();
    const tampered = await startPayment(app, {
      amount: 1_000,
      category: 'COMMUTATION_TICKET',
      period: String(periodA),
      cookie: a,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');

    const first = await startOk(app, {
      amount: 75_000,
      category: 'COMMUTATION_TICKET',
      period: String(periodA),
      cookie: a,
    });
    const second = await startOk(app, {
      amount: 75_000,
      category: 'COMMUTATION_TICKET',
      period: String(periodA),
      cookie: a,
    });
    const s1 = await payOnSimPage(app, first, APPROVING_CARD);
    const s2 = await payOnSimPage(app, second, APPROVING_CARD);
    expect(s1.returnPath).toBe(`/api/smartropay/callApproval/periodview/${first.paymentId}`);
    const r1 = await postCallback(app, s1.returnPath, s1.fields);
    const r2 = await postCallback(app, s2.returnPath, s2.fields);
    expect(resultOf(r1.headers.location)).toMatchObject({ path: '/periodview', r: 'true' });
    expect(resultOf(r2.headers.location)).toMatchObject({ path: '/periodview', r: 'false' });

    const [row] = await db
      .select()
      .from(seasonPassApplications)
      .where(eq(seasonPassApplications.periodId, periodA));
    expect(row).toMatchObject({ procStsCd: 'MUT-002', paymentId: first.paymentId });
    const view = (await get(`/api/period/view.json?periodId=${periodA}`, a)).json().resultMap;
    expect(view.result).toMatchObject({ procStsCd: 'MUT-002', paymentId: first.paymentId, expiredYn: 'Y' });
    expect(view.easypayParams).toBeNull();
    const receipt = await get(`/api/payments/receipt.json?paymentId=${first.paymentId}`, a);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().result).toMatchObject({
      amount: 75_000,
      category: 'COMMUTATION_TICKET',
      status: 'APPROVED',
    });
    expect(receipt.json().result.items[0].lines).toEqual([
      { label: '월 50,000원 × 3개월', amount: 150_000 },
      { label: '장애인(경증) 감면 50%', amount: -75_000 },
    ]);
    expect(await outboxWith(app, `${lotName} 정기권 결제가 완료되었습니다`)).toHaveLength(1);
    const again = await startPayment(app, {
      amount: 75_000,
      category: 'COMMUTATION_TICKET',
      period: String(periodA),
      cookie: a,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_TARGET_PAID');
    const cancelPaid = await app.inject({
      method: 'POST',
      url: '/api/period/cancel.json',
      headers: { cookie: a },
      payload: { periodId: periodA },
    });
    expect(cancelPaid.statusCode).toBe(409);
  });

  it('my-page history lists the paid pass within the date range', async () => {
    const today = kstDateOf(new Date());
    const res = await get(
      `/api/period/searchPeriodList.json?myPage=Y&startDate=${today}&endDate=${today}`,
      a,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.result).toEqual([
      expect.objectContaining({
        periodId: periodA,
        carNo: '33다3333',
        useAmt: 75_000,
        parkingNm: lotName,
        useDivCdNm: '주간',
      }),
    ]);
    const yesterday = addDays(today, -1);
    expect(
      (
        await get(`/api/period/searchPeriodList.json?myPage=Y&startDate=${yesterday}&endDate=${yesterday}`, a)
      ).json().value.result,
    ).toEqual([]);
    expect(
      (await get(`/api/period/searchPeriodList.json?myPage=Y&startDate=${today}&endDate=${today}`, b)).json()
        .value.result,
    ).toEqual([]);
  });

  it('cancelling an unpaid assignment frees the cell to the next waiting; a passed deadline reads expiredYn N', async () => {
    const { app, db } = t();
    const second = (await apply(a, applicationFields(applicationInput(lot, '44라4444')))).json().value;
    expect(second.procStsCd).toBe('MUT-004');
    const waiting = (
      await apply(b, applicationFields(applicationInput(lot, '55마5555', { telNo: '01055556666' })))
    ).json().value;
    expect(waiting).toMatchObject({ procStsCd: 'MUT-001', queueNo: 1, detail: m.msg.waitlisted(1) });
    const list = (await get('/api/period/searchPeriodList.json?carNo=5555', b)).json().value.result;
    expect(list[0]).toMatchObject({ procStsCd: 'MUT-001', queueNo: 1 });

    const res = await app.inject({
      method: 'POST',
      url: '/api/period/cancel.json',
      headers: { cookie: a },
      payload: { periodId: second.periodId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = new Map((await applicationsOf(db, lot)).map((r) => [r.periodId, r]));
    expect(rows.get(second.periodId)).toMatchObject({ procStsCd: 'MUT-003', cancelBy: 'MEMBER' });
    expect(rows.get(waiting.periodId)!.procStsCd).toBe('MUT-005');
    expect((await outboxWith(app, '대기하신')).map((s) => s.rcvAddr)).toEqual(['01055556666']);

    await db
      .update(seasonPassApplications)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(seasonPassApplications.periodId, waiting.periodId));
    const view = (await get(`/api/period/view.json?periodId=${waiting.periodId}`, b)).json().resultMap;
    expect(view.result.expiredYn).toBe('N');
    expect(view.easypayParams).toBeNull();
    const pay = await startPayment(app, {
      amount: view.result.useAmt,
      category: 'COMMUTATION_TICKET',
      period: String(waiting.periodId),
      cookie: b,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('SEASON_PASS_EXPIRED');
  });

  it('a paid pass makes entries inside its hours PERIOD stays with fee 0, hidden from pre-payment', async () => {
    const { app, db } = t();
    const yesterday = addDays(kstDateOf(new Date()), -1);
    // the paid day pass of 33다3333 runs from two days ago
    await db
      .update(seasonPassApplications)
      .set({ useStartDt: addDays(yesterday, -1) })
      .where(eq(seasonPassApplications.periodId, periodA));
    const { key } = await issueEquipmentKey(db, lot);
    const gate = (kind: 'entries' | 'exits', time: string) =>
      app.inject({
        method: 'POST',
        url: `/api/equipment/${kind}`,
        headers: { 'x-api-key': key },
        payload: { sectnId: lot, carNo: '33다3333', eventId: `${kind}-${time.slice(11, 13)}`, time },
      });
    const inDay = await gate('entries', `${yesterday}T10:00:00+09:00`);
    expect(inDay.statusCode, inDay.body).toBe(200);
    const lookup = await get('/api/prepay/searchPrepayList.json?carNo=3333');
    expect(lookup.json().value.result).toEqual([]);
    const outDay = await gate('exits', `${yesterday}T15:00:00+09:00`);
    expect(outDay.json()).toMatchObject({ payAmt: 0, unpaidId: null });

    await gate('entries', `${yesterday}T21:00:00+09:00`);
    expect((await get('/api/prepay/searchPrepayList.json?carNo=3333')).json().value.result).toHaveLength(1);
    const outNight = await gate('exits', `${yesterday}T23:00:00+09:00`);
    expect(outNight.json().payAmt).toBeGreaterThan(0);
  });
});
