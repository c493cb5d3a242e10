import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, demoModeWarning, loadConfig, REPO_ROOT } from './index';

const SECRET = 'x'.repeat(40);

describe('config', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.nodeEnv).toBe('development');
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sessionIdleMinutes).toBe(30);
    expect(c.sessionAbsoluteHours).toBe(12);
    expect(c.cookieSecure).toBe(false);
    expect(c.trustProxy).toBe(false);
    expect(c.demoMode).toBe(false);
    expect(c.demoSeed).toBe('auto');
    expect(c.loginMaxFailures).toBe(5);
    expect(c.loginLockMinutes).toBe(30);
    expect(c.loginMaxFailuresPerAddress).toBe(50);
    expect(c.payment.reconcileAfterSeconds).toBe(30);
    expect(c.webDistDir.startsWith(REPO_ROOT)).toBe(true);
    expect(c.webDistDir.endsWith('apps/web/dist')).toBe(true);
    expect(c.org.name).toBe('이천시시설관리공단');
    expect(c.kakaoMapAppKey).toBeNull();
  });

  it('derives production defaults and treats empty values as unset', () => {
    const c = loadConfig({ NODE_ENV: 'production', PORT: '', KAKAO_MAP_APP_KEY: '', APP_SECRET: SECRET });
    expect(c.cookieSecure).toBe(true);
    expect(c.demoMode).toBe(false);
    expect(c.port).toBe(3000);
    expect(c.kakaoMapAppKey).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false', APP_SECRET: SECRET }).cookieSecure,
    ).toBe(false);
  });

  it('requires APP_SECRET in production; otherwise one kept in the data directory (random for memory://)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET }).appSecret).toBe(SECRET);
    const a = loadConfig({ DATA_DIR: 'memory://' }).appSecret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: 'memory://' }).appSecret).not.toBe(a);
    // a restarted demo server keeps its key, so it still draws the lotteries it committed to (decision 180)
    const dir = mkdtempSync(path.join(tmpdir(), 'parking-secret-'));
    const kept = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(kept);
    expect(statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
    rmSync(dir, { recursive: true, force: true });
  });

  it('chooses the SMS provider: outbox by default, solapi only with its key, secret and sender', () => {
    expect(loadConfig({}).sms.provider).toBe('outbox');
    expect(() => loadConfig({ SMS_PROVIDER: 'solapi' })).toThrow(/SOLAPI_API_KEY/);
    const c = loadConfig({
      SMS_PROVIDER: 'solapi',
      SOLAPI_API_KEY: 'k',
      SOLAPI_API_SECRET: 's',
      SOLAPI_SENDER: '0310000000',
      SOLAPI_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(c.sms).toMatchObject({
      provider: 'solapi',
      solapi: { apiKey: 'k', apiSecret: 's', sender: '0310000000', baseUrl: 'http://127.0.0.1:9' },
    });
  });

  it('fails fast listing every wrong variable', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'TRUST_PROXY'])
        expect(problems).toContain(name);
    }
  });

  it('turns demo mode on only when asked, refuses it with PostgreSQL or production unless forced', () => {
    expect(loadConfig({}).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
    const pg = 'postgres://postgres@127.0.0.1:5432/parking';
    expect(() => loadConfig({ DEMO_MODE: 'true', DATABASE_URL: pg })).toThrow(/DEMO_MODE.*force/);
    expect(loadConfig({ DEMO_MODE: 'force', DATABASE_URL: pg }).demoMode).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }).demoMode).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'on', NODE_ENV: 'production', APP_SECRET: SECRET })).toThrow(
      /DEMO_MODE/,
    );
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
    expect(demoModeWarning(loadConfig({ DEMO_MODE: 'true' }))).toMatch(/DEMO MODE IS ON/);
    expect(demoModeWarning(loadConfig({}))).toBeNull();
  });

  it('takes TRUST_PROXY as a hop count or a list of addresses, never as "trust everything"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const bad of ['true', 'yes', 'evil.example.com', '10.0.0.0/8,*', '99'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
