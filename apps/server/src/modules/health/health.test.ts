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
