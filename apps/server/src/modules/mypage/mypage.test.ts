import { todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessLots, discountVehicles, members, sessions } from '../../db/schema/accounts';
import { loginHistory } from '../../db/schema/system-logs';
import { createMember, firstRefusedTry, login, useTestApp } from '../../test/harness';
import { ageCodes, Browser, freshPhone, seedReferenceData, updateForm } from '../signup/test-kit';

const PW = 'Member#2026';

describe('my-page', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedReferenceData(t().db);
  });

  async function member(over: Parameters<typeof createMember>[1] = {}) {
    const phone = over.empMobile ?? freshPhone();
    const m = await createMember(t().db, { password: PW, ...over, empMobile: phone });
    const b = new Browser(t().app);
    expect((await b.login(m.empNo, PW)).statusCode).toBe(200);
    return { m, b, phone };
  }

  describe('pw-check', () => {
    it('answers true / false for the own password given in the body', async () => {
      const { m, b } = await member();
      const ok = await b.request({
        method: 'POST',
        url: '/api/member/pw-check',
        json: { empNo: m.empNo, password: PW },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ result: true });
      const wrong = await b.post('/api/member/pw-check', { password: 'Wrong#2026' });
      expect(wrong.json()).toEqual({ result: false });
    });

    it('ignores credentials in the query string', async () => {
      const { b } = await member();
      const res = await b.request({
        method: 'POST',
        url: `/api/member/pw-check?password=${encodeURIComponent(PW)}`,
        json: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.password).toEqual([ko.accounts.v.gatePasswordRequired]);
    });

    it("refuses anonymous callers (401) and another member's empNo (403)", async () => {
      const anon = await new Browser(t().app).post('/api/member/pw-check', { password: PW });
      expect(anon.statusCode).toBe(401);
      const { b } = await member();
      const other = await createMember(t().db, { password: PW });
      const res = await b.post('/api/member/pw-check', { empNo: other.empNo, password: PW });
      expect(res.statusCode).toBe(403);
    });

    it('is rate-limited per member (429)', async () => {
      const { b } = await member();
      const refused = await firstRefusedTry(
        async () => (await b.post('/api/member/pw-check', { password: 'Wrong#2026' })).statusCode,
        10,
      );
      // 10 tries per 10 minutes: never before the 11th, and within the next window's 11
      expect(refused).toBeGreaterThan(10);
    });
  });

  describe('view', () => {
    it('returns the own profile with the discount name', async () => {
      const { m, b } = await member({ plate: '12가3456', empNm: '홍길동' });
      const res = await b.get('/api/member/view', { applyId: m.memberId });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        empNo: m.empNo,
        empNm: '홍길동',
        empEsntlId: m.memberId,
        carNo: '12가3456',
        discountCd: 'DC001',
        discountNm: '일반',
        authorCode: 'ROLE_USER',
        empSttus: 'P',
        empDiv: 'USR',
        // the day of the application, Korea time (a business waiting for approval is told since when)
        regDt: todayKst(),
      });
      expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|scrypt/);
    });

    it("refuses another member's applyId (403) and anonymous callers (401); an admin may read it", async () => {
      const { b } = await member();
      const other = await createMember(t().db);
      const res = await b.get('/api/member/view', { applyId: other.memberId });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ko.errors.FORBIDDEN);
      expect(
        (await new Browser(t().app).get('/api/member/view', { applyId: other.memberId })).statusCode,
      ).toBe(401);
      const admin = await createMember(t().db, { empDiv: 'EMP', authorCode: 'ROLE_ADMIN', password: PW });
      const cookie = await login(t().app, admin.empNo, PW);
      const asAdmin = await t().app.inject({
        method: 'GET',
        url: `/api/member/view?applyId=${other.memberId}`,
        headers: { cookie },
      });
      expect(asAdmin.statusCode).toBe(200);
    });
  });

  describe('update', () => {
    it('updates the own profile (mobile/phone parts, car, address) and re-decides the reduction', async () => {
      const year = new Date().getFullYear();
      await t()
        .db.insert(discountVehicles)
        .values({
          carOwnerNm: '홍길동',
          plate: '56다7890',
          discountCd: 'DC012',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        });
      const { m, b } = await member();
      const phone = freshPhone();
      await b.verify(t().db, phone);
      const res = await b.post(
        '/api/member/update',
        updateForm({ applyId: m.memberId, empEsntlId: m.memberId, empMobile: phone }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        result: 'success',
        message: ko.accounts.profileUpdated,
        loginVO: {
          empMobile: phone,
          empCarNo: '56다7890',
          zipcode: '17380',
          address: '경기도 이천시 새주소 1',
        },
      });
      const [row] = await t().db.select().from(members).where(eq(members.memberId, m.memberId));
      expect(row).toMatchObject({
        empMobile: phone,
        empTelNo: '0312223333',
        plate: '56다7890',
        carKind: 'SUV',
        carOwnerNm: '홍길동',
        addressDetail: '202호',
        discountCd: 'DC012',
      });
      // the password was left empty: unchanged
      expect((await new Browser(t().app).login(m.empNo, PW)).statusCode).toBe(200);
    });

    it('takes a new mobile number only after its SMS verification in this browser (issue 12 §8)', async () => {
      const { m, b, phone: own } = await member();
      // The owner of a number has not signed up yet: a member may not make it theirs without the SMS code…
      const squatted = freshPhone();
      const refused = await b.post('/api/member/update', updateForm({ empMobile: squatted }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'PHONE_NOT_VERIFIED',
        fieldErrors: { empMobile: [ko.accounts.profile.mobileVerifyRequired] },
      });
      const [row] = await t().db.select().from(members).where(eq(members.memberId, m.memberId));
      expect(row).toMatchObject({ empMobile: own, plate: '12가3456' });
      // …so the owner can still sign up with it.
      const owner = new Browser(t().app);
      const send = await owner.send(squatted);
      expect(send.statusCode, send.body).toBe(200);
      // A code verified in another browser does not count here, and a verification is used once.
      const elsewhere = new Browser(t().app);
      const other = freshPhone();
      await elsewhere.verify(t().db, other);
      expect((await b.post('/api/member/update', updateForm({ empMobile: other }))).statusCode).toBe(400);
      await ageCodes(t().db, other, 60); // past the resend cooldown
      await b.verify(t().db, other);
      expect((await b.post('/api/member/update', updateForm({ empMobile: other }))).statusCode).toBe(200);
      const third = freshPhone();
      expect((await b.post('/api/member/update', updateForm({ empMobile: third }))).statusCode).toBe(400);
      // keeping the own number needs nothing
      expect((await b.post('/api/member/update', updateForm({ empMobile: other }))).statusCode).toBe(200);
    });

    it('changes the password only with the current one, and ends the other sessions (issue 12 §6)', async () => {
      const { m, b, phone } = await member();
      const elsewhere = new Browser(t().app);
      expect((await elsewhere.login(m.empNo, PW)).statusCode).toBe(200);
      const noCurrent = await b.post(
        '/api/member/update',
        updateForm({ empMobile: phone, password: 'Newpass#2026', passwordConfirm: 'Newpass#2026' }),
      );
      expect(noCurrent.statusCode).toBe(400);
      expect(noCurrent.json().fieldErrors.currentPassword).toEqual([
        ko.accounts.profile.currentPasswordRequired,
      ]);
      const wrong = await b.post(
        '/api/member/update',
        updateForm({
          empMobile: phone,
          password: 'Newpass#2026',
          passwordConfirm: 'Newpass#2026',
          currentPassword: 'Guess#2026',
        }),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'WRONG_PASSWORD',
        fieldErrors: { currentPassword: expect.any(Array) },
      });
      expect((await new Browser(t().app).login(m.empNo, PW)).statusCode).toBe(200);
      const open = async () =>
        (
          await t()
            .db.select()
            .from(sessions)
            .where(and(eq(sessions.memberId, m.memberId), isNull(sessions.endedAt)))
        ).length;
      expect(await open()).toBe(3);

      const ok = await b.post(
        '/api/member/update',
        updateForm({
          empMobile: phone,
          password: 'Newpass#2026',
          passwordConfirm: 'Newpass#2026',
          currentPassword: PW,
        }),
      );
      expect(ok.statusCode, ok.body).toBe(200);
      // this session goes on, every other one has ended
      expect(await open()).toBe(1);
      expect((await b.get('/api/member/view', { applyId: m.memberId })).statusCode).toBe(200);
      const stale = await elsewhere.get('/api/member/view', { applyId: m.memberId });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().sessionExpired).toBe(true);
      expect((await new Browser(t().app).login(m.empNo, PW)).statusCode).toBe(401);
      expect((await new Browser(t().app).login(m.empNo, 'Newpass#2026')).statusCode).toBe(200);
    });

    it('changes the password only when entered, validated then', async () => {
      const { m, b, phone } = await member();
      const bad: [Record<string, string>, string, string][] = [
        [{ password: 'short1!' }, 'password', '8~20자리 입력란입니다.'],
        [{ password: 'abcdefghij' }, 'password', '조건에 맞지 않습니다.'],
        [
          { password: 'Newpass#2026', passwordConfirm: 'Other#2026' },
          'passwordConfirm',
          '일치하지 않는 비밀번호입니다.',
        ],
      ];
      for (const [over, field, message] of bad) {
        const res = await b.post('/api/member/update', updateForm({ empMobile: phone, ...over }));
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors[field]).toContain(message);
      }
      const ok = await b.post(
        '/api/member/update',
        updateForm({
          empMobile: phone,
          password: 'Newpass#2026',
          passwordConfirm: 'Newpass#2026',
          currentPassword: PW,
        }),
      );
      expect(ok.statusCode).toBe(200);
      expect((await new Browser(t().app).login(m.empNo, 'Newpass#2026')).statusCode).toBe(200);
    });

    it('checks the required fields and formats of a general member (400, Korean)', async () => {
      const { b } = await member();
      const taken = freshPhone();
      await createMember(t().db, { empMobile: taken });
      const cases: [Record<string, string>, string, string][] = [
        [{ carNo: '' }, 'carNo', '필수 입력란입니다.'],
        [{ carNo: '12345' }, 'carNo', '형식에 맞지 않는 차량번호입니다.'],
        [{ carOwnerNm: '' }, 'carOwnerNm', '필수 입력란입니다.'],
        [{ carKind: '' }, 'carKind', '필수 입력란입니다.'],
        [{ zipcode: '' }, 'zipcode', '필수 입력란입니다.'],
        [{ address: '' }, 'address', '필수 입력란입니다.'],
        [{ empMobile: '010-12-3456' }, 'empMobile', '휴대폰 번호를 확인해주세요'],
        [{ empMobile: '' }, 'empMobile', '번호를 입력해주세요.'],
        [{ empTelNo: '1-2-3' }, 'empTelNo', ko.accounts.v.telInvalid],
        [{ empMobile: taken }, 'empMobile', '이미 가입된 핸드폰 번호입니다.'],
      ];
      for (const [over, field, message] of cases) {
        const res = await b.post('/api/member/update', updateForm({ empMobile: freshPhone(), ...over }));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().fieldErrors[field], JSON.stringify(over)).toContain(message);
      }
    });

    it('lets a business member leave the car fields empty', async () => {
      const { b, phone } = await member({ empDiv: 'BSN', plate: '' });
      const res = await b.post(
        '/api/member/update',
        updateForm({ empMobile: phone, carNo: '', carOwnerNm: '', carKind: '' }),
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it("refuses another member's record (403) and anonymous callers (401)", async () => {
      const { b } = await member();
      const other = await createMember(t().db, { plate: '99가9999' });
      const res = await b.post(
        '/api/member/update',
        updateForm({ applyId: other.memberId, empMobile: freshPhone() }),
      );
      expect(res.statusCode).toBe(403);
      const res2 = await b.post(
        '/api/member/update',
        updateForm({ empEsntlId: other.memberId, empMobile: freshPhone() }),
      );
      expect(res2.statusCode).toBe(403);
      const [row] = await t().db.select().from(members).where(eq(members.memberId, other.memberId));
      expect(row!.plate).toBe('99가9999');
      expect((await new Browser(t().app).post('/api/member/update', updateForm())).statusCode).toBe(401);
    });
  });

  describe('delete (withdrawal)', () => {
    it('re-verifies the password, anonymises the member, ends every session, writes history O; login fails after', async () => {
      const { m, b } = await member({ empDiv: 'BSN', authorCode: 'ROLE_STORE', empNm: '탈퇴할사람' });
      const [lot] = await t()
        .db.execute<{ sectn_id: number }>(sql`select sectn_id from parking_lots limit 1`)
        .then((r) => r.rows);
      await t()
        .db.insert(businessLots)
        .values({ memberId: m.memberId, lotId: Number(lot!.sectn_id) });
      const secondDevice = await login(t().app, m.empNo, PW);

      const mismatch = await b.post('/api/member/delete', {
        empNo: m.empNo,
        password: PW,
        passwordConfirm: 'Other#1',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().fieldErrors.passwordConfirm).toEqual([ko.accounts.v.withdrawPasswordMismatch]);
      const wrong = await b.post('/api/member/delete', {
        empNo: m.empNo,
        password: 'Wrong#2026',
        passwordConfirm: 'Wrong#2026',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: ko.errors.WRONG_PASSWORD });
      const otherId = await b.post('/api/member/delete', { empNo: 'someoneelse', password: PW });
      expect(otherId.statusCode).toBe(403);

      const res = await b.post('/api/member/delete', { empNo: m.empNo, password: PW, passwordConfirm: PW });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: 'success', message: ko.accounts.withdrawn });
      expect(String(res.headers['set-cookie'])).toMatch(/PPSESSION=;/);

      const [row] = await t().db.select().from(members).where(eq(members.memberId, m.memberId));
      expect(row).toMatchObject({
        empSttus: 'D',
        empNo: `withdrawn:${m.memberId}`,
        empNm: '탈퇴회원',
        empMobile: '',
        plate: '',
        address: '',
        companyNm: null,
      });
      const open = await t()
        .db.select()
        .from(sessions)
        .where(and(eq(sessions.memberId, m.memberId), isNull(sessions.endedAt)));
      expect(open).toHaveLength(0);
      const other = await t().app.inject({
        method: 'GET',
        url: '/api/member/view?applyId=x',
        headers: { cookie: secondDevice },
      });
      expect(other.statusCode).toBe(401);
      expect(other.json().sessionExpired).toBe(true);
      const hist = await t().db.select().from(loginHistory).where(eq(loginHistory.memberId, m.memberId));
      expect(hist.some((h) => h.loginMthd === 'O' && h.loginId === m.empNo)).toBe(true);
      expect(
        await t().db.select().from(businessLots).where(eq(businessLots.memberId, m.memberId)),
      ).toHaveLength(0);

      const again = await new Browser(t().app).login(m.empNo, PW);
      expect(again.statusCode).toBe(401);
      // the id is free again
      const free = await new Browser(t().app).get('/api/member/idDplctCnfirmAjax.json', { checkId: m.empNo });
      expect(free.json()).toEqual({ usedCnt: 0 });
    });

    it('refuses anonymous callers (401)', async () => {
      const res = await new Browser(t().app).post('/api/member/delete', { password: PW });
      expect(res.statusCode).toBe(401);
    });
  });
});
