import { ko } from '@parking/shared/messages/ko';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/accounts';
import { createMember, firstRefusedTry, login, useTestApp } from '../../test/harness';
import { ageCodes, Browser, freshPhone, latestCode, outboxCount } from './test-kit';

const NEW_PW = 'NewPass#2026';

describe('find id (findId.json)', () => {
  const t = useTestApp();

  it('answers the id partly masked, or the no-match answer', async () => {
    const phone = freshPhone();
    await createMember(t().db, { empNo: 'citizen77', empNm: '이찾기', empMobile: phone });
    const b = new Browser(t().app);
    const found = await b.post('/api/member/findId.json', { empNm: '이찾기', empMobile: phone });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ message: 'true', empNo: 'cit***7' });
    const wrongName = await b.post('/api/member/findId.json', { empNm: '김없음', empMobile: phone });
    expect(wrongName.json()).toEqual({ message: 'false', empNo: '' });
    const wrongPhone = await b.post('/api/member/findId.json', { empNm: '이찾기', empMobile: freshPhone() });
    expect(wrongPhone.json()).toEqual({ message: 'false', empNo: '' });
  });

  it('does not find withdrawn members or staff accounts', async () => {
    const p1 = freshPhone();
    const p2 = freshPhone();
    await createMember(t().db, { empNm: '탈퇴자', empMobile: p1, empSttus: 'D' });
    await createMember(t().db, { empNm: '직원', empMobile: p2, empDiv: 'EMP' });
    const b = new Browser(t().app);
    expect((await b.post('/api/member/findId.json', { empNm: '탈퇴자', empMobile: p1 })).json().message).toBe(
      'false',
    );
    expect((await b.post('/api/member/findId.json', { empNm: '직원', empMobile: p2 })).json().message).toBe(
      'false',
    );
  });

  it('refuses bad input with 400 and is rate-limited per IP (429)', async () => {
    const b = new Browser(t().app);
    const bad = await b.post('/api/member/findId.json', { empNm: '', empMobile: '010-1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      empNm: ['이름을 입력해주세요.'],
      empMobile: ['휴대폰 번호를 확인해주세요'],
    });
    const c = new Browser(t().app);
    const refused = await firstRefusedTry(
      async () =>
        (await c.post('/api/member/findId.json', { empNm: '누구', empMobile: freshPhone() })).statusCode,
      10,
    );
    // 10 tries per 10 minutes: never before the 11th, and within the next window's 11
    expect(refused).toBeGreaterThan(10);
  });
});

describe('find password: checkId → send FIND_PW → pinNoChk → changePw', () => {
  const t = useTestApp();

  async function member() {
    const phone = freshPhone();
    const m = await createMember(t().db, { empMobile: phone, password: 'OldPass#2026' });
    return { ...m, phone };
  }

  it('resets the password of the verified id + phone once; the new one logs in, the old one not', async () => {
    const m = await member();
    const oldSession = await login(t().app, m.empNo, 'OldPass#2026');
    const b = new Browser(t().app);
    expect((await b.post('/api/member/checkId.json', { empNo: m.empNo, empMobile: m.phone })).json()).toEqual(
      { result: true },
    );
    expect((await b.send(m.phone, 'FIND_PW')).statusCode).toBe(200);
    expect(await outboxCount(t().db, m.phone)).toBe(1);
    const ok = await b.pin(await latestCode(t().db, m.phone));
    expect(ok.json()).toMatchObject({ result: true, purpose: 'FIND_PW' });
    const changed = await b.post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW, pwConfirm: NEW_PW });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ result: 1, message: '비밀번호 변경이 완료되었습니다.' });

    expect((await b.login(m.empNo, NEW_PW)).statusCode).toBe(200);
    expect((await new Browser(t().app).login(m.empNo, 'OldPass#2026')).statusCode).toBe(401);
    // sessions opened with the old password have ended
    const open = await t()
      .db.select()
      .from(sessions)
      .where(and(eq(sessions.memberId, m.memberId), isNull(sessions.endedAt)));
    expect(open).toHaveLength(1);
    const stale = await t().app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: oldSession },
    });
    expect(stale.json().loginVO ?? null).toBeNull();

    // once only
    const again = await b.post('/api/member/changePw.json', { id: m.empNo, pw: 'Again#2026x' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      code: 'PW_CHANGE_REFUSED',
      message: '비밀번호 변경에 실패하였습니다. 다시 시도해주세요.',
    });
  });

  it('uses the find-password wrong-code message', async () => {
    const m = await member();
    const b = new Browser(t().app);
    await b.post('/api/member/checkId.json', { empNo: m.empNo, empMobile: m.phone });
    await b.send(m.phone, 'FIND_PW');
    const code = await latestCode(t().db, m.phone);
    const res = await b.pin(code === '999999' ? '000000' : '999999');
    expect(res.json()).toMatchObject({
      code: 'PIN_MISMATCH_FIND_PW',
      message: '인증번호가 일치하지 않습니다. 다시 한번 정확히 입력해 주세요.',
    });
  });

  it('answers checkId false for a wrong pair, and then sends no code', async () => {
    const m = await member();
    const b = new Browser(t().app);
    expect(
      (await b.post('/api/member/checkId.json', { empNo: m.empNo, empMobile: freshPhone() })).json(),
    ).toEqual({
      result: false,
    });
    expect(
      (await b.post('/api/member/checkId.json', { empNo: 'nobody123', empMobile: m.phone })).json(),
    ).toEqual({
      result: false,
    });
    expect((await b.send(m.phone, 'FIND_PW')).statusCode).toBe(200);
    expect(await outboxCount(t().db, m.phone)).toBe(0);
    const bad = await b.post('/api/member/checkId.json', { empNo: '', empMobile: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.empNo).toEqual([ko.accounts.v.idOrPhone]);
  });

  it('refuses changePw without verification, for another id, in another browser, or after 10 minutes', async () => {
    const m = await member();
    const other = await member();
    // nothing done at all
    const none = await new Browser(t().app).post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW });
    expect(none.statusCode).toBe(403);
    // checkId only, no code
    const b = new Browser(t().app);
    await b.post('/api/member/checkId.json', { empNo: m.empNo, empMobile: m.phone });
    expect((await b.post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW })).statusCode).toBe(403);
    // code sent but not verified
    await b.send(m.phone, 'FIND_PW');
    expect((await b.post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW })).statusCode).toBe(403);
    // verified, but for another id
    await b.pin(await latestCode(t().db, m.phone));
    expect((await b.post('/api/member/changePw.json', { id: other.empNo, pw: NEW_PW })).statusCode).toBe(403);
    // verified, but from another browser
    expect(
      (await new Browser(t().app).post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW })).statusCode,
    ).toBe(403);
    // verified more than 10 minutes ago
    await ageCodes(t().db, m.phone, 11 * 60);
    expect((await b.post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW })).statusCode).toBe(403);
    // nothing changed
    expect((await new Browser(t().app).login(m.empNo, 'OldPass#2026')).statusCode).toBe(200);
    expect((await new Browser(t().app).login(other.empNo, 'OldPass#2026')).statusCode).toBe(200);
  });

  it('a SIGNUP verification of the same phone does not allow a password change', async () => {
    const m = await member();
    const b = new Browser(t().app);
    await b.post('/api/member/checkId.json', { empNo: m.empNo, empMobile: m.phone });
    // SIGNUP is refused for a registered phone anyway; even a forged SIGNUP row would not match FIND_PW
    expect((await b.send(m.phone, 'SIGNUP')).statusCode).toBe(409);
    expect((await b.post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW })).statusCode).toBe(403);
  });

  it('checks the new password rules (400, Korean)', async () => {
    const b = new Browser(t().app);
    const cases: [Record<string, string>, string, string][] = [
      [{ pw: '' }, 'pw', '필수 입력란입니다.'],
      [{ pw: 'Ab1!' }, 'pw', '8~20자리 입력란입니다.'],
      [{ pw: 'abcdefgh12' }, 'pw', '조건에 맞지 않습니다.'],
      [{ pw: NEW_PW, pwConfirm: 'Other#2026' }, 'pwConfirm', '일치하지 않는 비밀번호입니다.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await b.post('/api/member/changePw.json', { id: 'someone1', ...over } as Record<
        string,
        string
      >);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
    const [row] = await t().db.select().from(members).limit(1);
    expect(row?.empNo ?? '').not.toBe('someone1');
  });
});
