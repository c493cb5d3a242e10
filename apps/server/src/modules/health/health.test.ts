import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/harness';

describe('health', () => {
  const t = useTestApp();

  it('answers ok after a database round trip', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('echoes a sane x-request-id and replaces an insane one', async () => {
    const ok = await t().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(ok.headers['x-request-id']).toBe('abc-123');
    const bad = await t().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(bad.headers['x-request-id']).not.toBe('bad id with spaces <script>');
    expect(String(bad.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('liveness answers 200 without the database (also with a session cookie); readiness is the database-aware one', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live' });
    expect(res.headers['cache-control']).toBe('no-store');

    const broken = await createTestApp();
    // The database gone: every way the app reaches it throws, as during an outage.
    const db = broken.db as unknown as Record<string, unknown>;
    const saved = new Map<string, unknown>();
    for (const method of ['execute', 'select', 'insert', 'update', 'delete', 'transaction']) {
      saved.set(method, db[method]);
      db[method] = () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      };
    }
    try {
      const live = await broken.app.inject({ method: 'GET', url: '/api/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      // a probe carrying a cookie does not make liveness look a session up
      const withCookie = await broken.app.inject({
        method: 'GET',
        url: '/api/live',
        headers: { cookie: `PPSESSION=${'a'.repeat(43)}` },
      });
      expect(withCookie.statusCode, withCookie.body).toBe(200);
      const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      for (const [method, fn] of saved) db[method] = fn;
      await broken.close();
    }
  });

  it('answers 503 with the error shape when the database fails', async () => {
    const broken = await createTestApp();
    // Break the connection under the app, then ask.
    const original = broken.db.execute.bind(broken.db);
    (broken.db as { execute: unknown }).execute = async () => {
      throw new Error('connection lost');
    };
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(typeof res.json().message).toBe('string');
    } finally {
      (broken.db as { execute: unknown }).execute = original;
      await broken.close();
    }
  });
});
