import { businessSignupRequestSchema, generalSignupRequestSchema } from '@parking/shared/accounts/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { inOut } from '../../db/schema/lots';
import { webPrepaidLedger } from '../../db/schema/web-prepaid';
import { useDemoApp } from '../../test/demo-app';
import { Browser, businessFields, freshPhone, generalForm, hostileColumns, shown } from './test-kit';

/*
 * Mass assignment on sign-up (issue 30 §3, decision 182). Each table names EVERY field mberSbscrb.json accepts and
 * who decides it; a field added to a schema without a line here fails the first test. Everything else in the
 * member record (role, category, status, the traditional-market mark, lock state, …) is the server's: a sign-up
 * that posts it is stored as if it had not.
 */
type Who = 'member' | 'member, proven by SMS in this browser' | 'ignored: decided by the server';

const GENERAL_SIGNUP: Record<keyof typeof generalSignupRequestSchema.shape, Who> = {
  empNo: 'member', // the login id: format and uniqueness checked
  password: 'member',
  passwordCon: 'member', // must equal password
  empNm: 'member',
  carOwnerNm: 'member',
  empCarNo: 'member', // the car's histories still need proven ownership (decision 083)
  carKind: 'member',
  empMobile: 'member, proven by SMS in this browser',
  zipcode: 'member',
  addr: 'member',
  addrDetail: 'member',
  discountCd: 'ignored: decided by the server', // from the discount-vehicle register (irs.json rule)
};

const BUSINESS_SIGNUP: Record<keyof typeof businessSignupRequestSchema.shape, Who> = {
  empDiv: 'member', // only the literal BSN: chooses the business form, the category is BSN either way
  empNo: 'member',
  password: 'member',
  passwordCon: 'member',
  companyNm: 'member', // reviewed by staff before approval
  openDt: 'member',
  empNm: 'member',
  companyNo: 'member',
  empMobile: 'member, proven by SMS in this browser',
  empTelNo: 'member',
  zipcode: 'member',
  addr: 'member',
  addrDetail: 'member',
  sectnId: 'member', // the lot APPLIED for; staff approve the business before it counts
};

describe('sign-up fields a member may set (mass assignment, issue 30 §3)', () => {
  const ready = useDemoApp();

  it('lists every field each sign-up accepts', () => {
    expect(Object.keys(generalSignupRequestSchema.shape).sort()).toEqual(Object.keys(GENERAL_SIGNUP).sort());
    expect(Object.keys(businessSignupRequestSchema.shape).sort()).toEqual(
      Object.keys(BUSINESS_SIGNUP).sort(),
    );
    // nothing a member may set on sign-up grants rights
    for (const field of ['marketYn', 'authorCode', 'empSttus', 'empEsntlId', 'loginFailCount', 'lockedAt'])
      expect([...Object.keys(GENERAL_SIGNUP), ...Object.keys(BUSINESS_SIGNUP)]).not.toContain(field);
  });

  it('a general sign-up stores none of the server’s fields it posts', async () => {
    const { app, db } = await ready();
    const b = new Browser(app);
    const phone = freshPhone();
    await b.verify(db, phone);
    const hostile = hostileColumns(Object.keys(GENERAL_SIGNUP), { authorCode: 'ROLE_ADMIN', empSttus: 'A' });
    const form = { ...generalForm(phone, { empCarNo: '12가3456', discountCd: 'DC006' }), ...hostile };
    const res = await b.post('/api/member/mberSbscrb.json', form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ empDiv: 'USR', empSttus: 'P' });
    const [m] = await db.select().from(members).where(eq(members.empNo, form.empNo!));
    expect(m).toMatchObject({
      empDiv: 'USR',
      authorCode: 'ROLE_USER',
      empSttus: 'P',
      marketYn: 'N',
      discountCd: 'DC001',
      plate: '12가3456',
      address: '경기도 이천시 중리천로 115',
      loginFailCount: 0,
      lockedAt: null,
      deptId: null,
      companyNm: null,
    });
    for (const [column, value] of Object.entries(hostile))
      expect(shown(m![column as keyof typeof m]), column).not.toBe(value);
  });

  it('a business applicant cannot grant itself the market free time: marketYn=Y is dropped, approval gives none', async () => {
    const { app, db } = await ready();
    const b = new Browser(app);
    const phone = freshPhone();
    await b.verify(db, phone);
    const hostile = hostileColumns(Object.keys(BUSINESS_SIGNUP), { authorCode: 'ROLE_STORE', empSttus: 'P' });
    // lot 4 is a traditional-market lot: free extra time there needs staff's marketYn Y
    const fields = { ...businessFields(phone, { empDiv: 'BSN', sectnId: '4' }), ...hostile };
    const res = await b.post('/api/member/mberSbscrb.json', fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ empDiv: 'BSN', empSttus: 'A' });
    const [m] = await db.select().from(members).where(eq(members.empNo, fields.empNo!));
    expect(m).toMatchObject({ empDiv: 'BSN', authorCode: 'ROLE_ANONYMOUS', empSttus: 'A', marketYn: 'N' });
    for (const [column, value] of Object.entries(hostile))
      expect(shown(m![column as keyof typeof m]), column).not.toBe(value);

    // staff approve the business (not the market discount)
    const admin = new Browser(app);
    expect((await admin.login('admin', 'Admin#2026')).statusCode).toBe(200);
    const approved = await admin.post('/api/member/updateSttus.json', {
      empEsntlId: m!.memberId,
      empSttus: 'P',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().resultVo).toMatchObject({ authorCode: 'ROLE_STORE', marketYn: 'N' });

    // the approved store asks for 120 free minutes for a car at lot 4 without buying any time
    expect((await b.login(fields.empNo!, 'Store#2026')).statusCode).toBe(200);
    const [car] = await db
      .insert(inOut)
      .values({
        lotId: 4,
        plate: '31다8123',
        plateLast4: '8123',
        inDttm: new Date(Date.now() - 300 * 60_000),
      })
      .returning();
    const init = await b.get('/api/time/init.json', { inOutId: String(car!.stayId) });
    expect(init.statusCode, init.body).toBe(200);
    expect(init.json().result.data).toMatchObject({ freeAvailable: false, maxFreeTime: 0 });
    const free = await b.request({
      method: 'GET',
      url: '/api/time/receipt.json',
      query: { carNo: car!.plate, inOutId: String(car!.stayId), useTime: '0', freeTime: '120' },
      headers: { 'idempotency-key': `mass-assignment-${car!.stayId}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(free.statusCode, free.body).toBe(403);
    expect(free.json().code).toBe('TIME_FREE_UNAVAILABLE');
    const [after] = await db.select().from(inOut).where(eq(inOut.stayId, car!.stayId));
    expect(after!.prepaidMinutes).toBe(0);
    expect(
      await db.select().from(webPrepaidLedger).where(eq(webPrepaidLedger.memberId, m!.memberId)),
    ).toEqual([]);
  });
});
