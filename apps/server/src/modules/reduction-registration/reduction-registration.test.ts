import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountVehicles } from '../../db/schema/accounts';
import { reductionRegistrations } from '../../db/schema/reduction-registration';
import { useDemoApp } from '../../test/demo-app';
import { login } from '../../test/harness';
import { multipart, SAMPLE_FILES } from '../../test/multipart';
import { piiAccessRecords } from '../pii-access';
import { Browser, freshPhone, latestCode } from '../signup/test-kit';
import { reviewedPeriodEnd } from './reduction-registration.service';

const APPLY = '/api/member/reduction/apply.json';

describe('reduction pre-registration (decision 123)', () => {
  const demo = useDemoApp({ demoMode: true });

  /** A browser whose phone passed the REDUCTION SMS check. */
  async function verified(phone = freshPhone()) {
    const t = await demo();
    const b = new Browser(t.app);
    const sent = await b.get('/api/member/send.json', { rcvAddr: phone, purpose: 'REDUCTION' });
    expect(sent.statusCode, sent.body).toBe(200);
    const pin = await b.post('/api/member/pinNoChk.json', { pinNo: await latestCode(t.db, phone) });
    expect(pin.statusCode, pin.body).toBe(200);
    return { b, phone };
  }
  const counts = async () => {
    const { db } = await demo();
    return {
      registrations: (await db.select().from(reductionRegistrations)).length,
      vehicles: (await db.select().from(discountVehicles)).length,
    };
  };
  const irs = async (carNo: string, carOwnerNm: string) =>
    (
      await (
        await demo()
      ).app.inject({ method: 'GET', url: '/api/reduction/irs.json', query: { carNo, carOwnerNm } })
    ).json().value.dcList;

  it('an entitled car and owner are registered at once: irs.json, the estimator and an SMS follow', async () => {
    const { app } = await demo();
    expect(await irs('45마1004', '이등록')).toEqual([]);
    const { b, phone } = await verified();
    const res = await b.post(APPLY, {
      carNo: '45마 1004',
      carOwnerNm: '이등록',
      discountCd: 'DC003',
      mobile: phone,
      agreeYn: 'Y',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'ACTIVE',
      already: false,
      carNo: '45마1004',
      discountCd: 'DC003',
      rate: 100,
      endDt: `${new Date().getFullYear() + 1}-12-31`,
    });
    // anonymous: the rate, never the category (decision 183)
    expect(await irs('45마1004', '이등록')).toEqual([{ dcCode: '', note: '감면 100%', rate: 100 }]);
    // tomorrow, within the registered period
    const day = new Date(Date.now() + 33 * 3_600_000).toISOString().slice(0, 10);
    const est = await app.inject({
      method: 'POST',
      url: '/api/fee/easyCalculate.json',
      payload: {
        sectnId: 4,
        inDttm: `${day} 09:00`,
        outDttm: `${day} 12:00`,
        carNo: '45마1004',
        carOwnerNm: '이등록',
      },
    });
    expect(est.json().result, JSON.stringify(est.json())).toMatchObject({ payAmt: 0, discountCd: 'DC003' });
    const outbox = await app.inject({ method: 'GET', url: '/api/demo/sms-outbox' });
    expect(JSON.stringify(outbox.json())).toContain('사전등록이 완료되었습니다');
  });

  it('refuses a forged car/owner pair and writes nothing; the unused verification still serves a correction', async () => {
    const before = await counts();
    const { b, phone } = await verified();
    const forged = await b.post(APPLY, {
      carNo: '12가3456',
      carOwnerNm: '홍길동',
      discountCd: 'DC003',
      mobile: phone,
      agreeYn: 'Y',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'REDUCTION_OWNER_MISMATCH' });
    expect(forged.json().message).toMatch(/일치하지 않습니다/);
    expect(await counts()).toEqual(before);
    // a staff-registered car with another owner's name is refused too
    const staff = await b.post(APPLY, {
      carNo: '34나5678',
      carOwnerNm: '김위조',
      discountCd: 'DC006',
      mobile: phone,
      agreeYn: 'Y',
    });
    expect(staff.json().code).toBe('REDUCTION_OWNER_MISMATCH');
    // the owner's own staff registration is recognised, not doubled
    const own = await b.post(APPLY, {
      carNo: '34나5678',
      carOwnerNm: '박감면',
      discountCd: 'DC006',
      mobile: phone,
      agreeYn: 'Y',
    });
    expect(own.json().result).toMatchObject({ status: 'ACTIVE', already: true });
    expect((await counts()).vehicles).toBe(before.vehicles);
  });

  it('needs this browser’s verified phone, the agreement and a category the register confirms', async () => {
    const { app } = await demo();
    const stranger = new Browser(app);
    const phone = freshPhone();
    const body = {
      carNo: '23사7788',
      carOwnerNm: '최다둥',
      discountCd: 'DC009',
      mobile: phone,
      agreeYn: 'Y',
    };
    const unverified = await stranger.post(APPLY, body);
    expect(unverified.json().code).toBe('REDUCTION_PHONE_NOT_VERIFIED');
    const { b, phone: p2 } = await verified();
    const noAgree = await b.post(APPLY, { ...body, mobile: p2, agreeYn: 'N' });
    expect(noAgree.statusCode).toBe(400);
    expect(noAgree.json().fieldErrors.agreeYn).toEqual(['감면 자격 정보 확인에 동의해주세요.']);
    const otherPhone = await b.post(APPLY, { ...body, mobile: freshPhone() });
    expect(otherPhone.json().code).toBe('REDUCTION_PHONE_NOT_VERIFIED');
    const notEntitled = await b.post(APPLY, { ...body, mobile: p2, discountCd: 'DC006' });
    expect(notEntitled.json().code).toBe('REDUCTION_NOT_ELIGIBLE');
    const badCar = await b.post(APPLY, { ...body, mobile: p2, carNo: '23사77' });
    expect(badCar.json().fieldErrors.carNo).toEqual(['차량번호 형식에 맞지 않습니다.']);
    const general = await b.post(APPLY, { ...body, mobile: p2, discountCd: 'DC001' });
    expect(general.json().fieldErrors.discountCd).toEqual(['감면 구분을 선택해주세요.']);
    const ok = await b.post(APPLY, { ...body, mobile: p2 });
    expect(ok.json().result.status).toBe('ACTIVE');
    // used once
    const again = await b.post(APPLY, { ...body, mobile: p2 });
    expect(again.json().code).toBe('REDUCTION_PHONE_NOT_VERIFIED');
  });

  it('a document category waits for review; staff download the proof, approve it and the reduction applies', async () => {
    const { app, db } = await demo();
    const admin = await login(app, 'admin', 'Admin#2026');
    const { b, phone } = await verified();
    const fields = {
      carNo: '67바2345',
      carOwnerNm: '박서류',
      discountCd: 'DC016',
      mobile: phone,
      agreeYn: 'Y',
    };
    const noFile = await b.post(APPLY, fields);
    expect(noFile.json().code).toBe('REDUCTION_PROOF_REQUIRED');
    const wrongType = await b.request({
      method: 'POST',
      url: APPLY,
      raw: multipart({ ...fields, file: { filename: '증빙.pdf', content: 'not a pdf' } }),
    });
    expect(wrongType.statusCode).toBe(400);
    const before = await counts();
    const res = await b.request({
      method: 'POST',
      url: APPLY,
      raw: multipart({ ...fields, file: { filename: '임신확인서.pdf', content: SAMPLE_FILES.pdf } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const regId = res.json().result.regId as number;
    expect(res.json().result).toMatchObject({ status: 'PENDING' });
    expect(await counts()).toEqual({ registrations: before.registrations + 1, vehicles: before.vehicles });
    expect(await irs('67바2345', '박서류')).toEqual([]);

    // a second application for the same car and category while one waits
    const { b: b2, phone: p2 } = await verified();
    const dup = await b2.request({
      method: 'POST',
      url: APPLY,
      raw: multipart({ ...fields, mobile: p2, file: { filename: 'a.pdf', content: SAMPLE_FILES.pdf } }),
    });
    expect(dup.statusCode).toBe(409);

    const adminGet = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin } });
    const adminPost = (url: string, body: Record<string, string>) =>
      app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: body });
    const pending = (await adminGet('/api/admin/discount/pendingList.json')).json().pendingList;
    expect(pending).toEqual([
      expect.objectContaining({
        regId,
        carNo: '67바2345',
        discountNm: expect.stringContaining('임산부'),
        fileName: '임신확인서.pdf',
      }),
    ]);
    const doc = await adminGet(`/api/admin/discount/pendingDownload.json?regId=${regId}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');

    const approved = await adminPost('/api/admin/discount/approvePending.json', { regId: String(regId) });
    expect(approved.json()).toMatchObject({ code: '00', regId });
    expect(await irs('67바2345', '박서류')).toEqual([
      { dcCode: '', note: expect.stringMatching(/^감면/), rate: expect.any(Number) },
    ]);
    const [row] = await db
      .select()
      .from(discountVehicles)
      .where(eq(discountVehicles.seqId, approved.json().seqId));
    expect(row?.endDt).toBe(reviewedPeriodEnd('DC016', row!.startDt));
    expect(
      (await adminPost('/api/admin/discount/approvePending.json', { regId: String(regId) })).statusCode,
    ).toBe(409);
    expect((await adminGet('/api/admin/discount/pendingList.json')).json().pendingList).toEqual([]);
    const actions = (await piiAccessRecords(db, { subjectId: '67바2345' })).map((r) => r.action).sort();
    expect(actions).toEqual(['DOWNLOAD', 'UPDATE']);
    const texts = JSON.stringify((await app.inject({ method: 'GET', url: '/api/demo/sms-outbox' })).json());
    expect(texts).toContain('승인되었습니다');
  });

  it('staff may reject an application; a member sees own registrations on my-page', async () => {
    const { app } = await demo();
    const admin = await login(app, 'admin', 'Admin#2026');
    const { b, phone } = await verified();
    await b.login('citizen1', 'Citizen#2026');
    const res = await b.request({
      method: 'POST',
      url: APPLY,
      raw: multipart({
        carNo: '67바2345',
        carOwnerNm: '박서류',
        discountCd: 'DC015',
        mobile: phone,
        agreeYn: 'Y',
        file: { filename: '헌혈증.png', content: SAMPLE_FILES.png },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const regId = res.json().result.regId;
    const mine = (await b.get('/api/reduction/myRegistrations.json')).json().resultList;
    expect(mine).toEqual([expect.objectContaining({ regId, status: 'PENDING' })]);
    const rejected = await app.inject({
      method: 'POST',
      url: '/api/admin/discount/rejectPending.json',
      headers: { cookie: admin },
      payload: { regId: String(regId) },
    });
    expect(rejected.json()).toMatchObject({ code: '00' });
    expect((await b.get('/api/reduction/myRegistrations.json')).json().resultList[0].status).toBe('REJECTED');
    const anonymous = await app.inject({ method: 'GET', url: '/api/reduction/myRegistrations.json' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a voting receipt counts one month, other reviewed reductions a year', () => {
    expect(reviewedPeriodEnd('DC019', '2026-01-31')).toBe('2026-03-02');
    expect(reviewedPeriodEnd('DC019', '2026-03-15')).toBe('2026-04-14');
    expect(reviewedPeriodEnd('DC016', '2026-03-15')).toBe('2027-03-14');
  });
});
