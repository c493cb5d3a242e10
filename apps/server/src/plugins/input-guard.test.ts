import { ko } from '@parking/shared/messages/ko';
import { sql } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/accounts';
import { seedDemo } from '../db/seed/demo';
import { sanitizeDeep, sanitizeText } from '../lib/safe-text';
import { createMember, createTestApp, login, type TestApp } from '../test/harness';
import { multipart } from '../test/multipart';
import { badInput } from './input-guard';
import { redactUrl, serializeError, serializeRequest } from './log-redaction';

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

describe('input guard: NUL and unpaired surrogates (issue 12 §5)', () => {
  it('finds them in params, query and body, keys included, and leaves real characters alone', () => {
    expect(badInput({ params: {}, query: { q: '주차 🚗' }, body: { a: ['ok', { b: '😀' }] } })).toBeNull();
    const err = badInput({
      params: { bbsCd: `x${NUL}` },
      query: { q: `a${LONE_HIGH}` },
      body: { nested: { list: ['ok', `b${LONE_LOW}`] }, [`k${NUL}`]: 'v' },
    });
    expect(err?.status).toBe(400);
    expect(err?.toBody()).toEqual({
      code: 'VALIDATION',
      message: ko.validation.invalidCharacters,
      fieldErrors: {
        bbsCd: [ko.validation.invalidCharacters],
        q: [ko.validation.invalidCharacters],
        'nested.list.1': [ko.validation.invalidCharacters],
      },
    });
    expect(sanitizeText(`a${NUL}b${LONE_HIGH}c😀`)).toBe('a\ufffdb\ufffdc😀');
    expect(sanitizeDeep({ [`k${NUL}`]: [`v${LONE_LOW}`] })).toEqual({ 'k\ufffd': ['v\ufffd'] });
  });
});

describe('every registered route with NUL / unpaired surrogates: 400, never 5xx', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  let adminCookie = '';
  let memberCookie = '';

  beforeAll(async () => {
    t = await createTestApp(
      { demoMode: true },
      {
        onRoute: (r: RouteOptions) => {
          for (const method of [r.method].flat()) {
            if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: r.url });
          }
        },
      },
    );
    await seedDemo(t.db);
    adminCookie = await login(t.app, 'admin', 'Admin#2026');
    const m = await createMember(t.db);
    memberCookie = await login(t.app, m.empNo, m.password);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function pathWith(url: string, value: string): string {
    const enc = encodeURIComponent(value);
    return url.replace(/:[A-Za-z0-9_]+/g, `x${enc}`).replace(/\*$/, `x${enc}`);
  }

  it('sweeps them all', { timeout: 600_000 }, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let refused = 0;
    const check = async (label: string, opts: InjectOptions): Promise<void> => {
      const res = await t.app.inject(opts);
      if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      const ct = String(res.headers['content-type'] ?? '');
      if (res.statusCode >= 400 && ct.includes('json')) {
        const body = res.json();
        if (typeof body.code !== 'string' || typeof body.message !== 'string')
          failures.push(`${label} → ${res.statusCode} not in the error shape`);
        if (res.statusCode === 400 && body.message === ko.validation.invalidCharacters) refused += 1;
      } else if (res.statusCode >= 400 && opts.url?.toString().startsWith('/api/')) {
        failures.push(`${label} → ${res.statusCode} ${ct}`);
      }
    };
    for (const cookie of [undefined, memberCookie, adminCookie]) {
      const headers = cookie ? { cookie } : {};
      for (const { method, url } of routes) {
        const m = method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
        for (const [name, bad] of [
          ['nul', NUL],
          ['lone surrogate', LONE_HIGH],
        ] as const) {
          const label = `${cookie === adminCookie ? 'admin' : cookie ? 'member' : 'anonymous'} ${method} ${url} ${name}`;
          // path parameters and query (a lone surrogate cannot be percent-encoded as UTF-8: NUL only there)
          if (bad === NUL) {
            // (a route without parameters would get no bad value: a logout there would end the session)
            if (/[:*]/.test(url))
              await check(`${label} path`, { method: m, url: pathWith(url, bad), headers });
            await check(`${label} query`, {
              method: m,
              url: `${pathWith(url, 'a')}?carNo=${encodeURIComponent(bad)}&searchKeyword=x${encodeURIComponent(bad)}&q=${encodeURIComponent(bad)}`,
              headers,
            });
          }
          if (m === 'GET') continue;
          const fields = {
            empNo: `user${bad}1`,
            password: `Passw0rd!${bad}`,
            title: `t${bad}`,
            content: `c${bad}`,
            carNo: `12가${bad}3456`,
            empNm: `홍${bad}`,
            inquiryId: `1${bad}`,
          };
          await check(`${label} json`, {
            method: m,
            url: pathWith(url, 'a'),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(fields),
          });
          await check(`${label} form`, {
            method: m,
            url: pathWith(url, 'a'),
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          });
          const mp = multipart(fields);
          await check(`${label} multipart`, {
            method: m,
            url: pathWith(url, 'a'),
            headers: { ...headers, ...mp.headers },
            payload: mp.payload,
          });
        }
      }
    }
    expect(failures).toEqual([]);
    expect(t.serverErrors).toEqual([]);
    expect(refused).toBeGreaterThan(routes.length);
  });

  it('refuses a login and a member update carrying NUL / a lone surrogate with 400 and writes nothing', async () => {
    const m = await createMember(t.db);
    const cookie = await login(t.app, m.empNo, m.password);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(members);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: { empNo: `admin${NUL}`, password: 'Admin#2026' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION',
      message: ko.validation.invalidCharacters,
      fieldErrors: { empNo: [ko.validation.invalidCharacters] },
    });
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/member/update',
      headers: { cookie },
      payload: { empMobile: '01012345678', address: `주소${LONE_LOW}` },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fieldErrors).toEqual({ address: [ko.validation.invalidCharacters] });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(after).toEqual(before);
  });
});

describe('logs: no SQL parameters, no personal data, no secrets in URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('drops the parameters of a failed query and the driver detail from a logged error', async () => {
    const err = await t.db
      .insert(members)
      .values({
        memberId: 'LOGTEST_1',
        empNo: 'logtest',
        passwordHash: 'x',
        empNm: `김개인${NUL}`,
        empDiv: 'USR',
        authorCode: 'NO_SUCH_ROLE_01098765432',
        empMobile: '01098765432',
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    // the raw error names the values…
    expect(`${(err as Error).message}`).toContain('01098765432');
    // …the logged one does not
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain('01098765432');
    expect(logged).not.toContain('김개인');
    expect(logged).toContain('[redacted]');
    expect(logged).toContain('insert into');
  });

  it('redacts TrAuthKey, passwords and codes from access-log URLs', () => {
    expect(
      redactUrl('/api/smartropay/callApproval/paymentview/abc?Tid=t_1&TrAuthKey=s3cr3t&EncryptData=zz&r=1'),
    ).toBe(
      '/api/smartropay/callApproval/paymentview/abc?Tid=t_1&TrAuthKey=[redacted]&EncryptData=[redacted]&r=1',
    );
    expect(redactUrl('/api/actionLogin.json?empNo=kim&password=Passw0rd!')).toBe(
      '/api/actionLogin.json?empNo=kim&password=[redacted]',
    );
    expect(redactUrl('/api/member/pw-check?empNo=kim&password=x&pinNo=123456')).toBe(
      '/api/member/pw-check?empNo=kim&password=[redacted]&pinNo=[redacted]',
    );
    expect(redactUrl('/api/board/notice/list.json?searchCondition=1&firstIndex=0')).toBe(
      '/api/board/notice/list.json?searchCondition=1&firstIndex=0',
    );
    expect(serializeRequest({ method: 'GET', url: '/x?TrAuthKey=k', ip: '10.0.0.1' })).toMatchObject({
      method: 'GET',
      url: '/x?TrAuthKey=[redacted]',
      remoteAddress: '10.0.0.1',
    });
  });
});
