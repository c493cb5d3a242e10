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

  it('does not apply without the session cookie, nor to safe methods', async () => {
    expect((await visit('/anon-cross', { origin: 'https://evil.example.com' })).statusCode).toBe(200);
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
