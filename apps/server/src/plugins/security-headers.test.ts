import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const HTML = { accept: 'text/html,application/xhtml+xml' };

const KAKAO = 'https://dapi.kakao.com https://*.daumcdn.net https://*.kakao.com';
const POSTCODE = 'https://t1.daumcdn.net https://postcode.map.daum.net https://*.map.daum.net';
const OSM = 'https://*.tile.openstreetmap.org';

/** The CSP of every page and API answer, directive by directive (the order helmet wrote them in). */
const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  `script-src 'self' ${KAKAO} ${POSTCODE}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${OSM} ${KAKAO} ${POSTCODE}`,
  "font-src 'self' data:",
  `connect-src 'self' ${KAKAO} ${OSM}`,
  `frame-src 'self' ${POSTCODE}`,
  "worker-src 'self' blob:",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(';');

/** Every security header of a plain-HTTP deployment, with its exact value. */
const HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

type Headers = Record<string, unknown>;

function expectSecurityHeaders(headers: Headers, expected: Record<string, string> = HEADERS): void {
  for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value);
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(String(headers['x-request-id'] ?? '')).not.toBe('');
}

describe('security headers (plain HTTP)', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body>SPA</body></html>');
    t = await createTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are all on an API answer, and no HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('are all on the cached lot map', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/parking/map.json' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it('are all on the SPA index and its client routes', async () => {
    for (const url of ['/', '/loginmain']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('SPA');
      expectSecurityHeaders(res.headers);
    }
  });

  it('are all on errors (unknown API path, refused write)', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad.headers);
  });

  it('let a route override one of them (open data is cross-origin)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open/lots' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers, { ...HEADERS, 'cross-origin-resource-policy': 'cross-origin' });
  });

  it('keep a caller-sent x-request-id when sane, and make one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const insane = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers (HTTPS deployment)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cookieSecure: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('add HSTS (180 days) and upgrade-insecure-requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(res.headers, {
      ...HEADERS,
      'content-security-policy': `${CSP};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=15552000',
    });
  });
});
