import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './index';

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
    expect(c.demoMode).toBe(true);
    expect(c.demoSeed).toBe('auto');
    expect(c.loginMaxFailures).toBe(5);
    expect(c.webDistDir.startsWith(REPO_ROOT)).toBe(true);
    expect(c.webDistDir.endsWith('apps/web/dist')).toBe(true);
    expect(c.org.name).toBe('이천시시설관리공단');
    expect(c.kakaoMapAppKey).toBeNull();
  });

  it('derives production defaults and treats empty values as unset', () => {
    const c = loadConfig({ NODE_ENV: 'production', PORT: '', KAKAO_MAP_APP_KEY: '' });
    expect(c.cookieSecure).toBe(true);
    expect(c.demoMode).toBe(false);
    expect(c.port).toBe(3000);
    expect(c.kakaoMapAppKey).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
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
});
