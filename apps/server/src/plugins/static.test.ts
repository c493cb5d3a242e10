import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ko } from '@parking/shared/messages/ko';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/accounts';
import { createMember, createTestApp, login, type TestApp } from '../test/harness';

const HTML = { accept: 'text/html,application/xhtml+xml' };
// A built asset large enough to be worth compressing, with the .br and .gz the web build writes beside it.
const APP_JS = `${'export const parkingLots = ["이천중앙시장 공영주차장", "창전동 공영주차장"];\n'.repeat(200)}console.log(1);\n`;
const INDEX = `<!doctype html><html><body><div id="root">SPA</div>${'<!-- padding -->'.repeat(100)}</body></html>`;

// A page the web build rendered ahead (apps/web/build/prerender.ts)
const LOOKUP_AHEAD = `<!doctype html><html><body><div id="root" data-prerendered=""><h1>사전결제 조회</h1></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

function writeCompressed(file: string, body: string): void {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

function decoded(res: LightMyRequestResponse): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(coding).toBeUndefined();
  return res.body;
}

describe('static SPA', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeCompressed(path.join(dir, 'index.html'), INDEX);
    writeCompressed(path.join(dir, 'assets', 'app-abc.js'), APP_JS);
    writeFileSync(path.join(dir, 'assets', 'font-abc.woff2'), Buffer.from('wOF2 not really a font'));
    mkdirSync(path.join(dir, 'prerendered'));
    writeCompressed(path.join(dir, 'prerendered', 'lookup.html'), LOOKUP_AHEAD);
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    t = await createTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
    expect(t?.serverErrors ?? []).toEqual([]);
  });

  it('answers the SPA to any GET or HEAD of a page path, whatever the Accept header', async () => {
    for (const headers of [HTML, { accept: '*/*' }, {}, { accept: 'application/json' }]) {
      for (const url of ['/main', '/noticeview?id=3', '/no-such-page', '/a/b/c']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('SPA');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/main', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
    const headRoot = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(headRoot.statusCode).toBe(200);
    expect(headRoot.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 404 (error shape) for missing files, other spellings of a file, other methods and the build manifest', async () => {
    for (const url of [
      '/assets/missing-abc.js',
      '/missing.png',
      '/robots.txt',
      '/.vite/manifest.json',
      '/.env',
      // a built file is sent by its exact name only (decision 235): no folder, nested, encoded or other spelling
      '/assets',
      '/assets/',
      '/prerendered/lookup.html',
      '/assets/APP-ABC.JS',
      '/assets/app%2Dabc.js',
      '/assets/app-abc.js/',
      '/assets//app-abc.js',
      '/ASSETS/app-abc.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const post = await t.app.inject({ method: 'POST', url: '/main', headers: HTML });
    expect(post.statusCode).toBe(404);
  });

  it('sends a file the build wrote after the start', async () => {
    writeCompressed(path.join(dir, 'assets', 'late-abc.js'), APP_JS);
    try {
      const late = await t.app.inject({
        method: 'GET',
        url: '/assets/late-abc.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(late.statusCode).toBe(200);
      expect(late.headers['content-encoding']).toBe('br');
      expect(decoded(late)).toBe(APP_JS);
    } finally {
      rmSync(path.join(dir, 'assets', 'late-abc.js'));
    }
  });

  it('serves built files pre-compressed by Accept-Encoding, identical after decoding', async () => {
    for (const url of ['/assets/app-abc.js', '/', '/main']) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (const [asked, coding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': asked } });
        expect(res.statusCode, `${url} ${asked}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${asked}`).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decoded(res)).toBe(plain.body);
      }
    }
    const js = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/main', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers identity for odd, unknown or refused codings', async () => {
    for (const asked of ['zstd', 'br;q=0, gzip;q=0', 'identity;q=0', ';;,,', 'gzip;q=abc', 'deflate']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc.js',
        headers: { 'accept-encoding': asked },
      });
      expect(res.statusCode, asked).toBe(200);
      expect(res.headers['content-encoding'], asked).toBeUndefined();
      expect(res.body).toBe(APP_JS);
    }
  });

  it('answers Range requests on compressed assets with 206 of that representation, or 416', async () => {
    const br = zlib.brotliCompressSync(APP_JS);
    const part = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect(part.rawPayload.length).toBe(10);
    const plainPart = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { range: 'bytes=0-9' },
    });
    expect(plainPart.statusCode).toBe(206);
    expect(plainPart.body).toBe(APP_JS.slice(0, 10));
    expect(br.length).toBeGreaterThan(10);
    for (const headers of [
      { 'accept-encoding': 'br', range: 'bytes=999999-' },
      { 'accept-encoding': 'gzip', range: 'bytes=999999-1000000' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js', headers });
      expect(res.statusCode).toBe(416);
    }
  });

  it('answers 404 to traversal and encoded separators under /assets, never a file outside', async () => {
    // Sent over a socket as written: inject (like curl) would resolve the dot segments before sending.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const rawGet = (url: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': 'br' } },
          (res) => {
            let body = '';
            res.setEncoding('latin1');
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    for (const url of [
      '/assets/../index.html',
      '/assets/../../../../etc/passwd',
      '/assets/..%2findex.html',
      '/assets/%2e%2e/index.html',
      '/assets/%2e%2e%2findex.html',
      '/assets/app-abc.js%2f',
      '/assets/a%5c..%5cindex.html',
      '/assets/..\\index.html',
      '/assets/%00.js',
      '/assets//app-abc.js',
      '/.vite/manifest.json',
    ]) {
      const res = await rawGet(url);
      expect(res.status, url).toBe(404);
      expect(res.body).not.toContain('SPA');
      expect(res.body).not.toContain('root:');
    }
    // a malformed escape is bad input, not a missing file
    expect((await rawGet('/assets/%E0%A4%A')).status).toBe(400);
  });

  it('answers a page the build rendered ahead with its own HTML, compressed like the rest', async () => {
    for (const url of ['/lookup', '/lookup?carNo=1234']) {
      for (const headers of [HTML, { accept: '*/*' }, {}]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toBe(LOOKUP_AHEAD);
      }
    }
    for (const [coding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/lookup',
        headers: { 'accept-encoding': coding },
      });
      expect(res.headers['content-encoding'], coding).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(LOOKUP_AHEAD);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/lookup' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    // other addresses, a different case or a trailing folder slash included, get the plain SPA
    for (const url of ['/main', '/Lookup', '/lookup/', '/lookup/x', '/lookupunpaid']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('SPA');
    }
  });

  it('answers a page rendered ahead to guests only: a logged-in member gets the SPA, which draws their frame', async () => {
    // the page rendered ahead shows the guest's frame (로그인 | 회원가입): never to a member (decision 191)
    const m = await createMember(t.db);
    const cookie = await login(t.app, m.empNo, m.password);
    for (const url of ['/lookup', '/lookup?carNo=1234']) {
      for (const coding of ['br', 'identity']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { cookie, 'accept-encoding': coding },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(decoded(res), url).toBe(INDEX);
        // the answer at that address depends on the cookie: a shared cache must not hand one to the other
        expect(res.headers.vary).toMatch(/cookie/i);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
      }
    }
    const guest = await t.app.inject({ method: 'GET', url: '/lookup', headers: HTML });
    expect(guest.body).toBe(LOOKUP_AHEAD);
    expect(guest.headers.vary).toMatch(/cookie/i);
    // a cookie that is no live session (malformed, unknown, expired) is a guest's: the page rendered ahead, no
    // member frame (the SPA learns of the expiry from its next API call)
    for (const stale of ['PPSESSION=not-a-token', `PPSESSION=${'A'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/lookup', headers: { cookie: stale } });
      expect(res.body, stale).toBe(LOOKUP_AHEAD);
    }
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.memberId, m.memberId));
    const expired = await t.app.inject({ method: 'GET', url: '/lookup', headers: { cookie } });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toBe(LOOKUP_AHEAD);
    // a page path without a page rendered ahead is the same for everyone
    const other = await t.app.inject({ method: 'GET', url: '/faqlist', headers: HTML });
    expect(other.headers.vary ?? '').not.toMatch(/cookie/i);
  });

  it('never looks the session up for a built file: a member page asks for ~40 at once', async () => {
    const m = await createMember(t.db);
    const cookie = await login(t.app, m.empNo, m.password);
    // an idle session: the first request that looks it up ends it (a page or the API)
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.memberId, m.memberId));
    const endedAt = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.memberId, m.memberId)))[0]?.endedAt ?? null;
    for (const url of [
      '/assets/app-abc.js',
      '/assets/font-abc.woff2',
      '/assets/missing-abc.js',
      '/favicon.ico',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).not.toBe(401);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    expect(await endedAt()).toBeNull();
    // a page still is: the session it finds idle ends
    await t.app.inject({ method: 'GET', url: '/noticelist', headers: { cookie } });
    expect(await endedAt()).not.toBeNull();
  });

  it('serves index.html at / and for client routes', async () => {
    for (const url of ['/', '/loginmain', '/mypage/info?tab=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('SPA');
    }
  });

  it('serves assets with long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(APP_JS);
    expect(res.headers['cache-control']).toContain('immutable');
    const font = await t.app.inject({
      method: 'GET',
      url: '/assets/font-abc.woff2',
      headers: { 'accept-encoding': 'br' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('never falls back under /api, and not for files', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/unknown' });
    expect(head.statusCode).toBe(404);
    const img = await t.app.inject({ method: 'GET', url: '/missing.png', headers: { accept: 'image/png' } });
    expect(img.statusCode).toBe(404);
    expect(img.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers (CSP with map and postcode hosts, frame-ancestors self)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).toContain('https://dapi.kakao.com');
    expect(csp).toContain('https://postcode.map.daum.net');
    expect(csp).toContain('https://t1.daumcdn.net');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('static SPA when the web app is not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: path.join(tmpdir(), 'no-such-web-dist-dir') });
  });
  afterAll(async () => {
    await t?.close();
    expect(t?.serverErrors ?? []).toEqual([]);
  });

  it('answers a short Korean page for pages, and the error shape for /api', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/main', headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(ko.server.webNotBuiltTitle);
    expect(page.body).toContain('npm run build');
    const api = await t.app.inject({ method: 'GET', url: '/api/x', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});

describe('a page rendered ahead that states a setting of the server', () => {
  // the login page as the build renders it: the lock policy of a server with default settings
  const LOGIN_AHEAD = `<!doctype html><html><body><div id="root" data-prerendered=""><p data-lock-policy="5,30">비밀번호를 5회 잘못 입력하면 계정이 30분 동안 잠깁니다.</p></div></body></html>`;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeCompressed(path.join(dir, 'index.html'), INDEX);
    mkdirSync(path.join(dir, 'prerendered'));
    writeCompressed(path.join(dir, 'prerendered', 'loginmain.html'), LOGIN_AHEAD);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is served by a server with those settings', async () => {
    const t = await createTestApp({ webDistDir: dir });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/loginmain', headers: HTML });
      expect(res.body).toBe(LOGIN_AHEAD);
      expect(t.serverErrors).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('is not served by a server with another lock policy: that page gets the SPA, which asks the server', async () => {
    for (const settings of [{ loginMaxFailures: 3 }, { loginLockMinutes: 10 }]) {
      const t = await createTestApp({ webDistDir: dir, ...settings });
      try {
        const res = await t.app.inject({ method: 'GET', url: '/loginmain', headers: HTML });
        expect(res.statusCode).toBe(200);
        expect(res.body, JSON.stringify(settings)).toContain('SPA');
        const policy = await t.app.inject({ method: 'GET', url: '/api/login/policy.json' });
        expect(policy.json()).toEqual({
          maxFailures: settings.loginMaxFailures ?? 5,
          lockMinutes: settings.loginLockMinutes ?? 30,
        });
      } finally {
        await t.close();
      }
    }
  });
});

describe('a page rendered ahead with its data (decision 235)', () => {
  // A stand-in for the web build's renderer (apps/web/src/prerender/render-page.tsx, built into .server): it asks
  // for the site information through the transport the server gives it, as the real one asks for a page's first
  // queries, and writes the answer into the page the build rendered ahead.
  const RENDERER = `export async function renderPageWithData(template, path, { search, transport }) {
  if (search.includes('fail')) throw new Error('no answer');
  if (search.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 3000));
  if (search.includes('post')) {
    const posted = await transport('/api/site/info', { method: 'POST', body: '{}' });
    return template.replace('</h1>', '</h1><p id="posted">' + posted.status + '</p>');
  }
  const res = await transport('/api/site/info', { method: 'GET' });
  if (!res.ok) throw new Error('status ' + res.status);
  const site = await res.json();
  return template.replace('</h1>', '</h1><p id="org">' + site.orgName + ' ' + path + search + '</p>');
}
`;
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeCompressed(path.join(dir, 'index.html'), INDEX);
    mkdirSync(path.join(dir, 'prerendered'));
    writeCompressed(path.join(dir, 'prerendered', 'lookup.html'), LOOKUP_AHEAD);
    mkdirSync(path.join(dir, '.server'));
    writeFileSync(path.join(dir, '.server', 'render-page.js'), RENDERER);
    t = await createTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends a guest the page rendered anew with the server's answers, asked for in-process", async () => {
    const site = (await t.app.inject({ method: 'GET', url: '/api/site/info' })).json() as { orgName: string };
    const res = await t.app.inject({
      method: 'GET',
      url: '/lookup?carNo=3456',
      headers: { ...HTML, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(
      LOOKUP_AHEAD.replace('</h1>', `</h1><p id="org">${site.orgName} /lookup?carNo=3456</p>`),
    );
  });

  it("sends the build's page when an answer is missing or late, a member the SPA, and never the renderer", async () => {
    // the transport carries a guest's reads only: a renderer that tried to send anything else gets nothing
    for (const url of ['/lookup?fail=1', '/lookup?slow=1', '/lookup?post=1']) {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(LOOKUP_AHEAD);
      expect(Date.now() - started, url).toBeLessThan(2900);
    }
    const member = await createMember(t.db);
    const cookie = await login(t.app, member.empNo, member.password);
    const res = await t.app.inject({ method: 'GET', url: '/lookup', headers: { ...HTML, cookie } });
    expect(res.body).toBe(INDEX);
    for (const url of ['/.server/render-page.js', '/.server/', '/.server']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
