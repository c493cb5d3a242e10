import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index';
import { createTestApp } from '../test/harness';

describe('GET /api/docs (API_DOCS)', () => {
  it('answers the OpenAPI document where it is on (the default outside production)', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(res.json().openapi).toBe('3.0.3');
    } finally {
      await t.close();
    }
  });

  it('is not there in production unless asked for: 404 in the error shape, no document', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'smartro',
      PAYMENT_MID: 'smartro-mid',
      PAYMENT_MERCHANT_KEY: 'k'.repeat(44),
      SMARTRO_CANCEL_PWD: 'cancel-pwd',
    });
    expect(production.apiDocs).toBe(false);
    const t = await createTestApp({ apiDocs: production.apiDocs });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('openapi');
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      // the rest of the API is unchanged
      expect((await t.app.inject({ method: 'GET', url: '/api/login/policy.json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
