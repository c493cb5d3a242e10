import { decideAccess } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessLots, discountVehicles, members } from '../../db/schema/accounts';
import { enforceAccess } from '../../plugins/guards';
import { createMember, useTestApp } from '../../test/harness';
import { multipart, SAMPLE_FILES } from '../../test/multipart';
import { ageCodes, Browser, businessFields, freshPhone, generalForm, seedReferenceData } from './test-kit';

const PASSWORD = 'Citizen#2026';

async function memberCount(db: ReturnType<ReturnType<typeof useTestApp>>['db']): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(members);
  return Number(rows[0]?.n ?? 0);
}

describe('general sign-up (mberSbscrb.json, form)', () => {
  const t = useTestApp();
  let lotId = 1;
  beforeAll(async () => {
    await seedReferenceData(t().db);
    const [lot] = await t()
      .db.execute<{ sectn_id: number }>(sql`select sectn_id from parking_lots order by sectn_id limit 1`)
      .then((r) => r.rows);
    lotId = lot!.sectn_id;
  });

  it('creates ROLE_USER / USR / P with the car number without spaces and DC001, then logs in', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    const form = generalForm(phone);
    const res = await b.post('/api/member/mberSbscrb.json', form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      message: ko.accounts.signupDone,
      empNo: form.empNo,
      empDiv: 'USR',
      empSttus: 'P',
    });
    const [m] = await t().db.select().from(members).where(eq(members.empNo, form.empNo!));
    expect(m).toMatchObject({
      authorCode: 'ROLE_USER',
      empDiv: 'USR',
      empSttus: 'P',
      plate: '12가3456',
      discountCd: 'DC001',
      empMobile: phone,
      carKind: '승용차',
      address: '경기도 이천시 중리천로 115',
      addressDetail: '101호',
    });
    expect(m!.memberId).toMatch(/^USRCNFRM_\d{11}$/);
    expect(m!.passwordHash).not.toContain(PASSWORD);
    const login = await b.login(form.empNo!, PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().loginVO).toMatchObject({
      authorCode: 'ROLE_USER',
      empDiv: 'USR',
      empCarNo: '12가3456',
    });
  });

  it('takes the discount code of a valid discount-vehicle registration of that car and owner', async () => {
    const year = new Date().getFullYear();
    await t()
      .db.insert(discountVehicles)
      .values([
        {
          carOwnerNm: '박감면',
          plate: '34나5678',
          discountCd: 'DC006',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        },
        {
          carOwnerNm: '박감면',
          plate: '34나5679',
          discountCd: 'DC006',
          startDt: '2001-01-01',
          endDt: '2001-12-31',
        },
      ]);
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    const form = generalForm(phone, { empCarNo: '34나 5678', carOwnerNm: '박감면' });
    expect((await b.post('/api/member/mberSbscrb.json', form)).statusCode).toBe(200);
    const [m] = await t().db.select().from(members).where(eq(members.empNo, form.empNo!));
    expect(m!.discountCd).toBe('DC006');

    // an expired registration gives the general code
    const b2 = new Browser(t().app);
    const phone2 = freshPhone();
    await b2.verify(t().db, phone2);
    const form2 = generalForm(phone2, { empCarNo: '34나5679', carOwnerNm: '박감면' });
    expect((await b2.post('/api/member/mberSbscrb.json', form2)).statusCode).toBe(200);
    const [m2] = await t().db.select().from(members).where(eq(members.empNo, form2.empNo!));
    expect(m2!.discountCd).toBe('DC001');
  });

  it('accepts JSON bodies and diplomatic plates too', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    const form = generalForm(phone, { empCarNo: '외교123-456' });
    const res = await b.request({ method: 'POST', url: '/api/member/mberSbscrb.json', json: form });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses without the SIGNUP verification of that mobile in this browser (nothing stored)', async () => {
    const before = await memberCount(t().db);
    // never verified
    const phone = freshPhone();
    const none = await new Browser(t().app).post('/api/member/mberSbscrb.json', generalForm(phone));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'PHONE_NOT_VERIFIED',
      fieldErrors: { empMobile: [ko.errors.PHONE_NOT_VERIFIED] },
    });
    // verified in another browser
    const other = new Browser(t().app);
    await other.verify(t().db, phone);
    const res = await new Browser(t().app).post('/api/member/mberSbscrb.json', generalForm(phone));
    expect(res.json().code).toBe('PHONE_NOT_VERIFIED');
    // verified another number in this browser
    const b = new Browser(t().app);
    await b.verify(t().db, freshPhone());
    expect((await b.post('/api/member/mberSbscrb.json', generalForm(phone))).json().code).toBe(
      'PHONE_NOT_VERIFIED',
    );
    // only sent, never confirmed
    const sentOnly = new Browser(t().app);
    const p3 = freshPhone();
    await sentOnly.send(p3);
    expect((await sentOnly.post('/api/member/mberSbscrb.json', generalForm(p3))).json().code).toBe(
      'PHONE_NOT_VERIFIED',
    );
    expect(await memberCount(t().db)).toBe(before);
  });

  it('refuses a verification older than 30 minutes, and uses a verification only once', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    await ageCodes(t().db, phone, 31 * 60);
    expect((await b.post('/api/member/mberSbscrb.json', generalForm(phone))).json().code).toBe(
      'PHONE_NOT_VERIFIED',
    );

    const b2 = new Browser(t().app);
    const phone2 = freshPhone();
    await b2.verify(t().db, phone2);
    const first = generalForm(phone2);
    expect((await b2.post('/api/member/mberSbscrb.json', first)).statusCode).toBe(200);
    // the same browser cannot reuse it (the mobile is now taken anyway, and the verification is used up)
    const second = await b2.post('/api/member/mberSbscrb.json', generalForm(phone2));
    expect(second.statusCode).toBe(400);
    expect(second.json().fieldErrors.empMobile).toEqual([ko.accounts.mobileTaken]);
  });

  it('refuses a duplicate id (any case) and a duplicate mobile with Korean field errors; nothing stored', async () => {
    const existing = await createMember(t().db, { empNo: 'takenid1', empMobile: freshPhone() });
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    const before = await memberCount(t().db);
    const dupId = await b.post('/api/member/mberSbscrb.json', generalForm(phone, { empNo: 'takenid1' }));
    expect(dupId.statusCode).toBe(400);
    expect(dupId.json()).toMatchObject({
      code: 'VALIDATION',
      message: '중복된 아이디입니다.',
      fieldErrors: { empNo: ['중복된 아이디입니다.'] },
    });
    // the verification was not used up by the failed attempt
    const ok = await b.post('/api/member/mberSbscrb.json', generalForm(phone));
    expect(ok.statusCode).toBe(200);

    const b2 = new Browser(t().app);
    await b2.verify(t().db, freshPhone());
    const dupMobile = await b2.post(
      '/api/member/mberSbscrb.json',
      generalForm(phone, { empNo: 'freshid99' }),
    );
    expect(dupMobile.statusCode).toBe(400);
    expect(dupMobile.json().fieldErrors.empMobile).toEqual([ko.accounts.mobileTaken]);
    expect(await memberCount(t().db)).toBe(before + 1);
    expect(existing.empNo).toBe('takenid1');
  });

  it('checks every browser rule again: formats, lengths and required fields (400, Korean, nothing stored)', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    const before = await memberCount(t().db);
    const cases: [Record<string, string>, string, string][] = [
      [{ empNo: '1abcde' }, 'empNo', ko.accounts.v.generalIdRule],
      [{ empNo: 'abc' }, 'empNo', ko.accounts.v.generalIdRule],
      [{ empNo: 'Abcdef' }, 'empNo', ko.accounts.v.generalIdRule],
      [{ empNo: 'abc<script>' }, 'empNo', ko.accounts.v.generalIdRule],
      [{ empNo: 'abc def' }, 'empNo', ko.accounts.v.generalIdRule],
      [{ empNo: `a${'b'.repeat(20)}` }, 'empNo', ko.accounts.v.generalIdRule],
      [{ empNo: '' }, 'empNo', '필수 입력란입니다.'],
      [{ password: 'short1!' }, 'password', '8~20자리 입력란입니다.'],
      [{ password: 'abcdefgh1' }, 'password', '조건에 맞지 않습니다.'],
      [{ password: 'abcdefgh!' }, 'password', '조건에 맞지 않습니다.'],
      [{ password: '12345678!' }, 'password', '조건에 맞지 않습니다.'],
      [{ password: `Abc1!${'x'.repeat(16)}` }, 'password', '8~20자리 입력란입니다.'],
      [{ passwordCon: 'Other#2026' }, 'passwordCon', '일치하지 않는 비밀번호입니다.'],
      [{ empNm: '' }, 'empNm', '이름을 입력해주세요.'],
      [{ carOwnerNm: ' ' }, 'carOwnerNm', '필수 입력란입니다.'],
      [{ empCarNo: '' }, 'empCarNo', '필수 입력란입니다.'],
      [{ empCarNo: '12345678' }, 'empCarNo', '형식에 맞지 않는 차량번호입니다.'],
      [{ empCarNo: '1가3456' }, 'empCarNo', '형식에 맞지 않는 차량번호입니다.'],
      [{ empCarNo: 'AB12가3456' }, 'empCarNo', '형식에 맞지 않는 차량번호입니다.'],
      [{ empMobile: '0101234567' }, 'empMobile', '휴대폰 번호를 확인해주세요'],
      [{ empMobile: '' }, 'empMobile', '번호를 입력해주세요.'],
      [{ zipcode: '1234' }, 'zipcode', ko.accounts.v.zipcode],
    ];
    for (const [over, field, message] of cases) {
      // a browser per case: the sign-up limit per IP (20 in 10 minutes) is not what this test is about
      const res = await new Browser(t().app).post('/api/member/mberSbscrb.json', generalForm(phone, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().fieldErrors[field], JSON.stringify(over)).toContain(message);
    }
    const missing = await new Browser(t().app).request({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      json: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(
      expect.arrayContaining(['empNo', 'password', 'empNm', 'carOwnerNm', 'empCarNo', 'empMobile']),
    );
    expect(await memberCount(t().db)).toBe(before);
  });

  it('refuses a 10 MB body with 413 and the Korean message; nothing stored', async () => {
    const before = await memberCount(t().db);
    const huge = 'a'.repeat(10 * 1024 * 1024);
    const res = await new Browser(t().app).post(
      '/api/member/mberSbscrb.json',
      generalForm(freshPhone(), { addrDetail: huge }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: ko.errors.PAYLOAD_TOO_LARGE });
    const json = await new Browser(t().app).request({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      json: { ...generalForm(freshPhone()), addrDetail: huge },
    });
    expect(json.statusCode).toBe(413);
    const multi = await new Browser(t().app).request({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      raw: multipart({
        ...businessFields(freshPhone()),
        files: { filename: 'big.pdf', content: Buffer.alloc(10 * 1024 * 1024, 0x25) },
      }),
    });
    expect([400, 413]).toContain(multi.statusCode);
    expect(multi.json().message).toBe('최대 2MB까지 업로드할 수 있습니다.');
    expect(await memberCount(t().db)).toBe(before);
    expect(lotId).toBeGreaterThan(0);
  });
});

describe('duplicate checks (idDplctCnfirmAjax.json, mobileCk.json)', () => {
  const t = useTestApp();

  it('answers usedCnt 0 / 1, ignoring case', async () => {
    await createMember(t().db, { empNo: 'dupcheck1' });
    const b = new Browser(t().app);
    expect((await b.get('/api/member/idDplctCnfirmAjax.json', { checkId: 'dupcheck1' })).json()).toEqual({
      usedCnt: 1,
    });
    expect((await b.get('/api/member/idDplctCnfirmAjax.json', { checkId: 'DupCheck1' })).json()).toEqual({
      usedCnt: 1,
    });
    expect((await b.get('/api/member/idDplctCnfirmAjax.json', { checkId: 'freeid22' })).json()).toEqual({
      usedCnt: 0,
    });
  });

  it('refuses ids with forbidden characters with 400 and the Korean message', async () => {
    const b = new Browser(t().app);
    for (const checkId of ['ab', 'abc def', 'abc;drop', '한글아이디', 'a'.repeat(21), "x' or '1'='1"]) {
      const res = await b.get('/api/member/idDplctCnfirmAjax.json', { checkId });
      expect(res.statusCode, checkId).toBe(400);
      expect(res.json().fieldErrors.checkId).toEqual([ko.accounts.v.idRule]);
    }
  });

  it('answers mobileCk: true available / false registered (withdrawn members do not count)', async () => {
    const taken = freshPhone();
    const withdrawnPhone = freshPhone();
    await createMember(t().db, { empMobile: taken });
    await createMember(t().db, { empMobile: withdrawnPhone, empSttus: 'D' });
    const b = new Browser(t().app);
    expect((await b.get('/api/member/mobileCk.json', { empMobile: taken })).json()).toEqual({
      result: false,
      message: '이미 가입된 핸드폰 번호입니다.',
    });
    expect((await b.get('/api/member/mobileCk.json', { empMobile: freshPhone() })).json()).toEqual({
      result: true,
      message: ko.accounts.mobileAvailable,
    });
    expect((await b.get('/api/member/mobileCk.json', { empMobile: withdrawnPhone })).json().result).toBe(
      true,
    );
    expect((await b.get('/api/member/mobileCk.json', { empMobile: '010-12' })).statusCode).toBe(400);
  });
});

describe('business sign-up (mberSbscrb.json multipart + insertParking.json)', () => {
  const t = useTestApp();
  let sectnIds: number[] = [];
  beforeAll(async () => {
    await seedReferenceData(t().db);
    const rows = await t().db.execute<{ sectn_id: number }>(
      sql`select sectn_id from parking_lots order by sectn_id`,
    );
    sectnIds = rows.rows.map((r) => Number(r.sectn_id));
  });

  async function lotsOf(empNo: string): Promise<number[]> {
    const rows = await t()
      .db.select({ sectnId: businessLots.lotId })
      .from(businessLots)
      .innerJoin(members, eq(members.memberId, businessLots.memberId))
      .where(eq(members.empNo, empNo));
    return rows.map((r) => r.sectnId);
  }

  it('creates ROLE_ANONYMOUS / BSN / A with its lot application and a PDF document; no ROLE_STORE rights', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    const fields = businessFields(phone, { sectnId: String(sectnIds[0]) });
    const res = await b.request({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      raw: multipart({
        ...fields,
        files: { filename: '사업자등록증.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'success',
      empNo: fields.empNo,
      empDiv: 'BSN',
      empSttus: 'A',
    });
    const [m] = await t().db.select().from(members).where(eq(members.empNo, fields.empNo!));
    expect(m).toMatchObject({
      authorCode: 'ROLE_ANONYMOUS',
      empDiv: 'BSN',
      empSttus: 'A',
      companyNm: '이천상회',
      companyNo: '1234567890',
      openDt: '2020-03-02',
      empTelNo: '0311234567',
    });
    expect(m!.memberId).toMatch(/^BSNCNFRM_\d{11}$/);
    expect(await lotsOf(fields.empNo!)).toEqual([sectnIds[0]]);
    const docs = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from attachments where owner_kind = 'member-document' and owner_id = ${m!.memberId}`,
    );
    expect(Number(docs.rows[0]!.n)).toBe(1);

    // insertParking (as the SPA calls it next) attaches the chosen lot, once
    const ins = await b.request({
      method: 'POST',
      url: '/api/member/insertParking.json',
      raw: multipart({ empEsntlId: 'new', memberId: fields.empNo!, sectnId: String(sectnIds[1]) }),
    });
    expect(ins.statusCode, ins.body).toBe(200);
    expect(ins.json()).toEqual({ result: 'success', message: ko.accounts.lotApplied });
    expect(await lotsOf(fields.empNo!)).toEqual([sectnIds[1]]);
    const twice = await b.request({
      method: 'POST',
      url: '/api/member/insertParking.json',
      raw: multipart({ empEsntlId: 'new', memberId: fields.empNo!, sectnId: String(sectnIds[2]) }),
    });
    expect(twice.statusCode).toBe(403);
    expect(twice.json().code).toBe('LOT_APPLICATION_REFUSED');

    // logs in, but gets nothing of ROLE_STORE before approval
    const login = await b.login(fields.empNo!, 'Store#2026');
    expect(login.statusCode).toBe(200);
    const vo = login.json().loginVO;
    expect(vo).toMatchObject({ authorCode: 'ROLE_ANONYMOUS', empDiv: 'BSN' });
    const principal = { memberId: vo.empEsntlId, authorCode: vo.authorCode, empDiv: vo.empDiv };
    const webPrepaid = { auth: true, roles: ['ROLE_STORE' as const], category: 'BSN' as const };
    expect(decideAccess(webPrepaid, principal)).toBe('forbidden');
    expect(() => enforceAccess(webPrepaid, principal)).toThrow(expect.objectContaining({ status: 403 }));
    expect(decideAccess(webPrepaid, { ...principal, authorCode: 'ROLE_STORE' })).toBe('allow');
  });

  it('accepts a business sign-up without a file (form with empDiv=BSN)', async () => {
    const phone = freshPhone();
    const b = new Browser(t().app);
    await b.verify(t().db, phone);
    const fields = businessFields(phone, { sectnId: String(sectnIds[0]), empDiv: 'BSN' });
    const res = await b.post('/api/member/mberSbscrb.json', fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().empSttus).toBe('A');
  });

  it('refuses a mobile number not verified by SMS in this browser: nobody can reserve another’s number (issue 12 §8)', async () => {
    const before = await memberCount(t().db);
    const phone = freshPhone();
    const fields = businessFields(phone, { sectnId: String(sectnIds[0]), empDiv: 'BSN' });
    const squatter = new Browser(t().app);
    const refused = await squatter.post('/api/member/mberSbscrb.json', fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PHONE_NOT_VERIFIED',
      fieldErrors: { empMobile: [ko.errors.PHONE_NOT_VERIFIED] },
    });
    // verified in another browser: not this one's
    await new Browser(t().app).verify(t().db, phone);
    expect((await squatter.post('/api/member/mberSbscrb.json', fields)).statusCode).toBe(400);
    expect(await memberCount(t().db)).toBe(before);
    // the number's owner signs up with it
    await ageCodes(t().db, phone, 60);
    const owner = new Browser(t().app);
    await owner.verify(t().db, phone);
    const general = await owner.post('/api/member/mberSbscrb.json', generalForm(phone));
    expect(general.statusCode, general.body).toBe(200);
  });

  it('refuses insertParking for anyone else: another browser, another member id, too late, status not A', async () => {
    const b = new Browser(t().app);
    const phone = freshPhone();
    await b.verify(t().db, phone);
    const fields = businessFields(phone, { sectnId: String(sectnIds[0]) });
    expect(
      (await b.request({ method: 'POST', url: '/api/member/mberSbscrb.json', raw: multipart(fields) }))
        .statusCode,
    ).toBe(200);
    const victim = await createMember(t().db, {
      empDiv: 'BSN',
      empNo: 'victim01',
      empSttus: 'A',
      authorCode: 'ROLE_ANONYMOUS',
    });
    const attach = (who: Browser, memberId: string) =>
      who.post('/api/member/insertParking.json', {
        empEsntlId: 'new',
        memberId,
        sectnId: String(sectnIds[2]),
      });
    // another browser, even naming the right member
    expect((await attach(new Browser(t().app), fields.empNo!)).statusCode).toBe(403);
    // this browser naming somebody else
    expect((await attach(b, victim.empNo)).statusCode).toBe(403);
    expect(await lotsOf(victim.empNo)).toEqual([]);
    // approved in the meantime → no longer an application
    await t().db.update(members).set({ empSttus: 'P' }).where(eq(members.empNo, fields.empNo!));
    expect((await attach(b, fields.empNo!)).statusCode).toBe(403);
    await t().db.update(members).set({ empSttus: 'A' }).where(eq(members.empNo, fields.empNo!));
    // after 30 minutes
    await t().db.execute(
      sql`update verify_tickets set created_member_at = created_member_at - interval '31 minutes'`,
    );
    expect((await attach(b, fields.empNo!)).statusCode).toBe(403);
    expect(await lotsOf(fields.empNo!)).toEqual([sectnIds[0]]);
    // bad input
    const bad = await b.post('/api/member/insertParking.json', {
      empEsntlId: 'USRCNFRM_1',
      memberId: 'x',
      sectnId: 'abc',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a file whose content is not its extension, a wrong type and 2,000,001 bytes; nothing stored', async () => {
    const before = await memberCount(t().db);
    const phone = freshPhone();
    const cases = [
      { filename: 'registration.png', content: SAMPLE_FILES.html, contentType: 'image/png' },
      { filename: 'registration.html', content: SAMPLE_FILES.html, contentType: 'text/html' },
      { filename: 'registration.pdf', content: SAMPLE_FILES.png, contentType: 'application/pdf' },
    ];
    for (const file of cases) {
      const res = await new Browser(t().app).request({
        method: 'POST',
        url: '/api/member/mberSbscrb.json',
        raw: multipart({ ...businessFields(phone, { sectnId: String(sectnIds[0]) }), files: file }),
      });
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json().fieldErrors?.files?.[0] ?? res.json().message).toMatch(/jpeg|jpg|png|gif|pdf|형식/i);
    }
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2_000_001 - SAMPLE_FILES.pdf.length, 0x20)]);
    const tooBig = await new Browser(t().app).request({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      raw: multipart({
        ...businessFields(phone, { sectnId: String(sectnIds[0]) }),
        files: { filename: 'a.pdf', content: big },
      }),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('최대 2MB까지 업로드할 수 있습니다.');
    const exact = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2_000_000 - SAMPLE_FILES.pdf.length, 0x20)]);
    const verified = new Browser(t().app);
    await verified.verify(t().db, phone);
    const okSize = await verified.request({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      raw: multipart({
        ...businessFields(phone, { sectnId: String(sectnIds[0]) }),
        files: { filename: 'a.pdf', content: exact },
      }),
    });
    expect(okSize.statusCode, okSize.body).toBe(200);
    expect(await memberCount(t().db)).toBe(before + 1);
  });

  it('checks the business rules: id, password, required fields, lot, duplicates (Korean, nothing stored)', async () => {
    await createMember(t().db, { empNo: 'bizTaken1' });
    const takenPhone = freshPhone();
    await createMember(t().db, { empMobile: takenPhone });
    const before = await memberCount(t().db);
    const phone = freshPhone();
    const cases: [Record<string, string>, string, string][] = [
      [{ empNo: '123456' }, 'empNo', ko.accounts.v.businessIdRule],
      [{ empNo: 'ab_c' }, 'empNo', ko.accounts.v.businessIdRule],
      [{ empNo: 'abc' }, 'empNo', ko.accounts.v.businessIdRule],
      [{ empNo: 'bizTaken1' }, 'empNo', '중복된 아이디입니다.'],
      [{ empNo: 'BIZTAKEN1' }, 'empNo', '중복된 아이디입니다.'],
      [{ password: 'Store2026' }, 'password', '조건에 맞지 않습니다.'],
      [{ passwordCon: 'Store#2027' }, 'passwordCon', '일치하지 않는 비밀번호입니다.'],
      [{ companyNm: '' }, 'companyNm', '필수 입력란입니다.'],
      [{ empNm: '' }, 'empNm', '필수 입력란입니다.'],
      [{ companyNo: '12345abcde' }, 'companyNo', ko.accounts.v.companyNo],
      [{ openDt: '2020-02-30' }, 'openDt', ko.accounts.v.openDt],
      [{ openDt: '' }, 'openDt', '필수 입력란입니다.'],
      [{ empMobile: '0101234' }, 'empMobile', '휴대폰 번호를 확인해주세요'],
      [{ empMobile: takenPhone }, 'empMobile', '이미 가입된 핸드폰 번호입니다.'],
      [{ empTelNo: '' }, 'empTelNo', '필수 입력란입니다.'],
      [{ empTelNo: '12-34' }, 'empTelNo', ko.accounts.v.telInvalid],
      [{ zipcode: '' }, 'zipcode', '필수 입력란입니다.'],
      [{ addr: '' }, 'addr', '필수 입력란입니다.'],
      [{ sectnId: '' }, 'sectnId', ko.accounts.v.lot],
      [{ sectnId: '999999' }, 'sectnId', ko.errors.LOT_NOT_FOUND],
    ];
    for (const [over, field, message] of cases) {
      const res = await new Browser(t().app).request({
        method: 'POST',
        url: '/api/member/mberSbscrb.json',
        raw: multipart(businessFields(phone, { sectnId: String(sectnIds[0]), ...over })),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(over)).toContain(message);
    }
    expect(await memberCount(t().db)).toBe(before);
  });
});
