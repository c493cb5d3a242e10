import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const HTML = { accept: 'text/html,application/xhtml+xml' };

const KAKAO = 'https://dapi.kakao.com https://*.daumcdn.net https://*.kakao.com';
const POSTCODE = 'https://t1.daumcdn.net https://postcode.map.daum.net https://*.map.daum.net';
const OSM = 'https://*.tile.openstreetmap.org';

/** The CSP of every page, directive by directive (the order helmet wrote them in). */
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

/** Every security header of a page in a plain-HTTP deployment, with its exact value. */
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

/** The page headers that mean nothing on data: an API answer (decision 060) leaves them out. */
const DOCUMENT_ONLY = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Every security header of an API answer: a CSP that allows nothing but keeps the framing rule. */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'self'",
  // kept for the redirects a browser is navigated through (the card approval callback)
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

type Headers = Record<string, unknown>;

function expectSecurityHeaders(headers: Headers, expected: Record<string, string> = HEADERS): void {
  for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value);
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(String(headers['x-request-id'] ?? '')).not.toBe('');
}

function expectApiHeaders(headers: Headers, expected: Record<string, string> = API_HEADERS): void {
  expectSecurityHeaders(headers, expected);
  for (const name of DOCUMENT_ONLY) expect(headers[name], name).toBeUndefined();
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

  it('are the API set on an API answer, and no HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('are the API set on the cached lot map and on a lot image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/parking/map.json' });
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers);
    const image = await t.app.inject({ method: 'GET', url: '/api/parking/atchfile/x/y/z.png' });
    expect(image.statusCode).toBe(200);
    expect(String(image.headers['content-type'])).toMatch(/^image\//);
    // The placeholder is an SVG with inline styles: the route relaxes the API CSP by exactly that.
    expectApiHeaders(image.headers, {
      ...API_HEADERS,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  it('are all on the SPA index and its client routes', async () => {
    for (const url of ['/', '/loginmain']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('SPA');
      expectSecurityHeaders(res.headers);
    }
  });

  it('are on errors (unknown API path, refused write) and on an unknown page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(missing.statusCode).toBe(404);
    expectApiHeaders(missing.headers);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expectApiHeaders(bad.headers);
    const page = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: HTML });
    expectSecurityHeaders(page.headers);
  });

  it('let a route override one of them (open data is cross-origin)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open/lots' });
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers, { ...API_HEADERS, 'cross-origin-resource-policy': 'cross-origin' });
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

  it('add HSTS (180 days) everywhere and upgrade-insecure-requests on pages', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pg-sim/sim.css' });
    expectSecurityHeaders(page.headers, {
      ...HEADERS,
      'content-security-policy': `${CSP};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=15552000',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectApiHeaders(res.headers, { ...API_HEADERS, 'strict-transport-security': 'max-age=15552000' });
  });
});
