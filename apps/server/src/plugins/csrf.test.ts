import { ko } from '@parking/shared/messages/ko';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../db/schema/system-logs';
import { createMember, createTestApp, login, type TestApp } from '../test/harness';

describe('csrf', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const m = await createMember(t.db);
    cookie = await login(t.app, m.empNo, m.password);
  });
  afterAll(async () => {
    await t?.close();
    expect(t?.serverErrors ?? []).toEqual([]);
  });

  const visit = (path: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { host: 'portal.example.kr', ...headers },
      payload: { visitedPathName: path, visitedCategory: 'csrf' },
    });
  const login_ = (empNo: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/actionLogin.json', payload: { empNo, password } });
  const count = async (path: string) =>
    (await t.db.select().from(visits).where(eq(visits.pathName, path))).length;

  it('refuses a cookie-authenticated write from another origin, writing nothing', async () => {
    const res = await visit('/evil-origin', { cookie, origin: 'https://evil.example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CSRF', message: ko.errors.CSRF });
    expect(await count('/evil-origin')).toBe(0);
  });

  it('refuses on a foreign Referer when there is no Origin, and on Origin null', async () => {
    const ref = await visit('/evil-referer', { cookie, referer: 'https://evil.example.com/page' });
    expect(ref.statusCode).toBe(403);
    expect(ref.json().code).toBe('CSRF');
    const nul = await visit('/evil-null', { cookie, origin: 'null' });
    expect(nul.statusCode).toBe(403);
    expect(await count('/evil-referer')).toBe(0);
  });

  it('allows the same origin (default port or explicit), a same-origin Referer, and no header at all', async () => {
    expect((await visit('/same-1', { cookie, origin: 'https://portal.example.kr' })).statusCode).toBe(200);
    expect(
      (
        await visit('/same-2', {
          cookie,
          host: 'portal.example.kr:3000',
          origin: 'http://portal.example.kr:3000',
        })
      ).statusCode,
    ).toBe(200);
    expect((await visit('/same-3', { cookie, referer: 'http://portal.example.kr/main' })).statusCode).toBe(
      200,
    );
    expect((await visit('/same-4', { cookie })).statusCode).toBe(200);
    expect(await count('/same-1')).toBe(1);
  });

  it('refuses a port mismatch', async () => {
    const res = await visit('/port', {
      cookie,
      host: 'portal.example.kr:3000',
      origin: 'http://portal.example.kr:4000',
    });
    expect(res.statusCode).toBe(403);
  });

  it('applies without a session cookie too: login and sign-up from another site are refused (login CSRF)', async () => {
    const evil = { host: 'portal.example.kr', origin: 'https://evil.example.com' };
    expect((await visit('/anon-cross', { origin: 'https://evil.example.com' })).statusCode).toBe(403);
    expect(await count('/anon-cross')).toBe(0);

    const m = await createMember(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ empNo: m.empNo, password: m.password }).toString(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('CSRF');
    expect(login.headers['set-cookie']).toBeUndefined();
    const viaReferer = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { host: 'portal.example.kr', referer: 'https://evil.example.com/x' },
      payload: { empNo: m.empNo, password: m.password },
    });
    expect(viaReferer.statusCode).toBe(403);

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/member/mberSbscrb.json',
      headers: evil,
      payload: { empNo: 'csrfvictim1', password: 'Passw0rd!' },
    });
    expect(signup.statusCode).toBe(403);
    expect(signup.json().code).toBe('CSRF');

    // same site, or a client that is not a browser (no Origin, no Referer): allowed
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { host: 'portal.example.kr', origin: 'https://portal.example.kr' },
      payload: { empNo: m.empNo, password: m.password },
    });
    expect(same.statusCode).toBe(200);
    expect((await login_(m.empNo, m.password)).statusCode).toBe(200);
  });

  it('does not apply to safe methods', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie, origin: 'https://evil.example.com' },
    });
    expect(get.statusCode).toBe(200);
  });

  it('skips the exempt path prefixes (server-to-server callbacks)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/equipment/entry',
      headers: { cookie, origin: 'https://lpr.example.com' },
      payload: {},
    });
    // Not refused as CSRF: it reaches routing (no such route yet).
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
