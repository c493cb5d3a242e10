import { loginResponseSchema } from '@parking/shared/auth/schemas';
import { ko } from '@parking/shared/messages/ko';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/accounts';
import { loginHistory } from '../../db/schema/system-logs';
import { cookieHeader, createMember, createTestApp, login, useTestApp } from '../../test/harness';

describe('auth', () => {
  const t = useTestApp();

  const postLogin = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/actionLogin.json', payload, headers });

  async function historyOf(empEsntlId: string) {
    return t()
      .db.select()
      .from(loginHistory)
      .where(eq(loginHistory.empEsntlId, empEsntlId))
      .orderBy(asc(loginHistory.logId));
  }

  it('logs in with a JSON body: httpOnly cookie, loginVO per the schema', async () => {
    const m = await createMember(t().db, { carNo: '34나5678', marketYn: 'Y', empNm: '김민수' });
    const res = await postLogin({ empNo: m.empNo, password: m.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(loginResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ result: 'success', msg: '' });
    expect(body.loginVO).toEqual({
      authorCode: 'ROLE_USER',
      empNo: m.empNo,
      empNm: '김민수',
      empMobile: '01012345678',
      empCarNo: '34나5678',
      zipcode: '17379',
      address: '경기도 이천시 중리천로 115',
      addressDetail: '101호',
      empDiv: 'USR',
      marketYn: 'Y',
      empEsntlId: m.empEsntlId,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^PPSESSION=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    // The cookie secret is not the public session id and is not stored in clear.
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    expect(body.sessionId).not.toBe(token);
    const rows = await t().db.select().from(sessions).where(eq(sessions.id, body.sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const session = await t().app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieHeader(res.headers['set-cookie']) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().loginVO.empEsntlId).toBe(m.empEsntlId);

    const hist = await historyOf(m.empEsntlId);
    expect(hist).toHaveLength(1);
    expect(hist[0]).toMatchObject({ loginMthd: 'I', succeeded: true, loginId: m.empNo, loginNm: '김민수' });
    expect(hist[0]!.loginIp).toBeTruthy();
  });

  it('logs in with a form body and ignores credentials in the query string', async () => {
    const m = await createMember(t().db, { empDiv: 'BSN' });
    const form = await t().app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: `empNo=${encodeURIComponent(m.empNo)}&password=${encodeURIComponent(m.password)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().loginVO).toMatchObject({ authorCode: 'ROLE_STORE', empDiv: 'BSN' });

    const query = await t().app.inject({
      method: 'POST',
      url: `/api/actionLogin.json?empNo=${encodeURIComponent(m.empNo)}&password=${encodeURIComponent(m.password)}`,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().code).toBe('VALIDATION');
    expect(query.headers['set-cookie']).toBeUndefined();
  });

  it('answers the Korean required messages for an empty id and password', async () => {
    const res = await postLogin({ empNo: '', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe(ko.auth.idRequired);
    expect(body.fieldErrors.empNo).toEqual([ko.auth.idRequired]);
    expect(body.fieldErrors.password).toContain(ko.auth.passwordRequired);

    const short = await postLogin({ empNo: 'someone', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(ko.auth.passwordLength);
  });

  it('refuses an unknown id and a withdrawn member with LOGIN_FAILED', async () => {
    const unknown = await postLogin({ empNo: 'nobody-here', password: 'Whatever1!' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 'LOGIN_FAILED', message: ko.errors.LOGIN_FAILED });
    const rows = await t().db.select().from(loginHistory).where(eq(loginHistory.loginId, 'nobody-here'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ succeeded: false, empEsntlId: null, loginMthd: 'I' });

    const gone = await createMember(t().db, { empSttus: 'D' });
    const res = await postLogin({ empNo: gone.empNo, password: gone.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGIN_FAILED');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('counts a wrong password and answers the count message', async () => {
    const m = await createMember(t().db);
    const res = await postLogin({ empNo: m.empNo, password: 'WrongPass1!' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'LOGIN_FAILED', message: ko.auth.loginFailedCount(1, 5) });
    const [row] = await t().db.select().from(members).where(eq(members.empEsntlId, m.empEsntlId));
    expect(row!.loginFailCount).toBe(1);
    expect(row!.lockedAt).toBeNull();

    // Success resets the counter.
    const ok = await postLogin({ empNo: m.empNo, password: m.password });
    expect(ok.statusCode).toBe(200);
    const [after] = await t().db.select().from(members).where(eq(members.empEsntlId, m.empEsntlId));
    expect(after!.loginFailCount).toBe(0);
  });

  it('locks the account at the 5th failure; the right password is refused afterwards', async () => {
    const m = await createMember(t().db);
    for (let i = 1; i <= 4; i++) {
      const res = await postLogin({ empNo: m.empNo, password: 'WrongPass1!' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ko.auth.loginFailedCount(i, 5));
    }
    const fifth = await postLogin({ empNo: m.empNo, password: 'WrongPass1!' });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({ code: 'ACCOUNT_LOCKED', message: ko.auth.locked });

    const sixth = await postLogin({ empNo: m.empNo, password: m.password });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({ code: 'ACCOUNT_LOCKED', message: ko.auth.locked });
    expect(sixth.headers['set-cookie']).toBeUndefined();

    const [row] = await t().db.select().from(members).where(eq(members.empEsntlId, m.empEsntlId));
    expect(row!.loginFailCount).toBe(5);
    expect(row!.lockedAt).toBeInstanceOf(Date);

    const hist = await historyOf(m.empEsntlId);
    expect(hist).toHaveLength(6);
    expect(hist.every((h) => h.succeeded === false && h.loginMthd === 'I')).toBe(true);
    const open = await t().db.select().from(sessions).where(eq(sessions.empEsntlId, m.empEsntlId));
    expect(open).toHaveLength(0);
  });

  it('counts concurrent wrong passwords atomically', async () => {
    const m = await createMember(t().db);
    const results = await Promise.all(
      Array.from({ length: 7 }, () => postLogin({ empNo: m.empNo, password: 'WrongPass1!' })),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(4);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(3);
    const [row] = await t().db.select().from(members).where(eq(members.empEsntlId, m.empEsntlId));
    expect(row!.loginFailCount).toBe(5);
    expect(row!.lockedAt).not.toBeNull();
  });

  it('logs out: the session stops working, history O, cookie cleared', async () => {
    const m = await createMember(t().db);
    const cookie = await login(t().app, m.empNo, m.password);
    const out = await t().app.inject({ method: 'POST', url: '/api/actionLogout.json', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ result: 'success', msg: ko.auth.loggedOut });
    expect(String(out.headers['set-cookie'])).toMatch(/PPSESSION=;/);

    // A late request with the old cookie (e.g. one in flight at logout) is anonymous, not "session expired".
    const after = await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ loginVO: null });
    expect(String(after.headers['set-cookie'])).toMatch(/PPSESSION=;/);
    const visit = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { cookie },
      payload: { visitedPathName: '/main', visitedCategory: '홈 > 메인' },
    });
    expect(visit.statusCode).toBe(200);
    const ended = await t().db.select().from(sessions).where(eq(sessions.empEsntlId, m.empEsntlId));
    expect(ended.map((s) => s.endReason)).toEqual(['logout']);

    const hist = await historyOf(m.empEsntlId);
    expect(hist.map((h) => h.loginMthd)).toEqual(['I', 'O']);
  });

  it('answers 200 to a logout without a session, with or without a JSON content type', async () => {
    const plain = await t().app.inject({ method: 'POST', url: '/api/actionLogout.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().result).toBe('success');
    const json = await t().app.inject({
      method: 'POST',
      url: '/api/actionLogout.json',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(json.statusCode).toBe(200);
  });

  it('rotates the session at login: the old cookie no longer works', async () => {
    const m = await createMember(t().db);
    const first = await login(t().app, m.empNo, m.password);
    const second = await t().app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: { empNo: m.empNo, password: m.password },
      headers: { cookie: first },
    });
    expect(second.statusCode).toBe(200);
    const next = cookieHeader(second.headers['set-cookie']);
    expect(next).not.toBe(first);

    const old = await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie: first } });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ loginVO: null });
    const fresh = await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie: next } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().loginVO.empNo).toBe(m.empNo);

    const open = await t()
      .db.select()
      .from(sessions)
      .where(and(eq(sessions.empEsntlId, m.empEsntlId)));
    expect(open.filter((s) => s.endedAt === null)).toHaveLength(1);
  });

  it('expires an idle session: 401 sessionExpired, cookie cleared, exempt routes still answer', async () => {
    const m = await createMember(t().db);
    const cookie = await login(t().app, m.empNo, m.password);
    await t()
      .db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.empEsntlId, m.empEsntlId));

    const health = await t().app.inject({ method: 'GET', url: '/api/health', headers: { cookie } });
    expect(health.statusCode).toBe(200);
    const site = await t().app.inject({ method: 'GET', url: '/api/site/info', headers: { cookie } });
    expect(site.statusCode).toBe(200);

    const res = await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'SESSION_EXPIRED',
      message: '세션이 만료되었습니다.',
      sessionExpired: true,
    });
    expect(String(res.headers['set-cookie'])).toMatch(/PPSESSION=;/);

    const visit = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { cookie },
      payload: { visitedPathName: '/main', visitedCategory: '' },
    });
    expect(visit.statusCode).toBe(401);
    expect(visit.json().sessionExpired).toBe(true);

    const [row] = await t().db.select().from(sessions).where(eq(sessions.empEsntlId, m.empEsntlId));
    expect(row!.endedAt).not.toBeNull();

    // Logging in again works with the stale cookie still attached.
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: { empNo: m.empNo, password: m.password },
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
  });

  it('expires a session past the absolute limit even when active', async () => {
    const m = await createMember(t().db);
    const cookie = await login(t().app, m.empNo, m.password);
    await t()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(sessions.empEsntlId, m.empEsntlId));
    const res = await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().sessionExpired).toBe(true);
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const m = await createMember(t().db);
    const cookie = await login(t().app, m.empNo, m.password);
    const past = new Date(Date.now() - 5 * 60_000);
    await t().db.update(sessions).set({ lastSeenAt: past }).where(eq(sessions.empEsntlId, m.empEsntlId));
    await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    const [a] = await t().db.select().from(sessions).where(eq(sessions.empEsntlId, m.empEsntlId));
    expect(a!.lastSeenAt.getTime()).toBeGreaterThan(past.getTime());
    await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    const [b] = await t().db.select().from(sessions).where(eq(sessions.empEsntlId, m.empEsntlId));
    expect(b!.lastSeenAt.getTime()).toBe(a!.lastSeenAt.getTime());
  });

  it('treats a never-valid cookie as anonymous and clears it', async () => {
    for (const cookie of ['PPSESSION=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'PPSESSION=garbage;']) {
      const res = await t().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ loginVO: null });
      expect(String(res.headers['set-cookie'])).toMatch(/PPSESSION=;/);
    }
    const anon = await t().app.inject({ method: 'GET', url: '/api/session' });
    expect(anon.json()).toEqual({ loginVO: null });
    expect(anon.headers['set-cookie']).toBeUndefined();
  });

  it('limits login attempts per IP', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      // 7 attempts, limit 3: whichever way a minute boundary splits them, one window sees a 4th.
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/actionLogin.json',
          payload: { empNo: 'nobody', password: 'Whatever1!' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: ko.errors.TOO_MANY_REQUESTS });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes).toContain(429);
      expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
