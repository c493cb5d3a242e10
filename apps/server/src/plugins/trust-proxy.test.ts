import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/index';
import { loginHistory } from '../db/schema/system-logs';
import { createTestApp } from '../test/harness';

/**
 * TRUST_PROXY (issue 12 §4, decision 078): behind the configured proxies the client address is the entry the
 * last trusted proxy wrote; whatever the client writes further left in X-Forwarded-For changes nothing.
 */
describe('client address behind a proxy', () => {
  async function loginsFrom(
    trustProxy: AppConfig['trustProxy'],
    socket: string,
    forwardedFor: (i: number) => string,
  ): Promise<{ codes: number[]; ips: string[] }> {
    const t = await createTestApp({ trustProxy, loginRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/actionLogin.json',
          payload: { empNo: 'nobody', password: 'Whatever1!' },
          remoteAddress: socket,
          headers: { 'x-forwarded-for': forwardedFor(i) },
        });
        codes.push(res.statusCode);
      }
      const rows = await t.db.select().from(loginHistory).where(eq(loginHistory.loginId, 'nobody'));
      return { codes, ips: [...new Set(rows.map((r) => r.loginIp))] };
    } finally {
      await t.close();
    }
  }

  it('one trusted hop: the right-most entry is the client; forged entries to its left do not reset the limit', async () => {
    const { codes, ips } = await loginsFrom(1, '10.0.0.1', (i) => `203.0.113.${i + 1}, 198.51.100.7`);
    expect(ips).toEqual(['198.51.100.7']);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes).toContain(429);
  });

  it('trusted proxy addresses: a client that is not one of them is its own address, whatever it forwards', async () => {
    const fromProxy = await loginsFrom(['10.0.0.0/8'], '10.0.0.1', () => '198.51.100.8');
    expect(fromProxy.ips).toEqual(['198.51.100.8']);
    const direct = await loginsFrom(['10.0.0.0/8'], '203.0.113.50', (i) => `192.0.2.${i + 1}`);
    expect(direct.ips).toEqual(['203.0.113.50']);
    expect(direct.codes).toContain(429);
  });

  it('no TRUST_PROXY: X-Forwarded-For is ignored', async () => {
    const { codes, ips } = await loginsFrom(false, '203.0.113.60', (i) => `192.0.2.${i + 1}`);
    expect(ips).toEqual(['203.0.113.60']);
    expect(codes).toContain(429);
  });
});
