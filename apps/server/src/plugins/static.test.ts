import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ko } from '@parking/shared/messages/ko';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('static SPA', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root">SPA</div></body></html>',
    );
    writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
    t = await createTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
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
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never falls back under /api, and not for non-HTML requests', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
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
