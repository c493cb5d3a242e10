import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, demoModeWarning, loadConfig, REPO_ROOT, simulatedPaymentWarning } from './index';

const SECRET = 'x'.repeat(40);
/** A complete production setting with the real card provider (what deploy/ and .env.example describe). */
const SMARTRO = {
  PAYMENT_PROVIDER: 'smartro',
  PAYMENT_MID: 'smartro-mid',
  PAYMENT_MERCHANT_KEY: 'k'.repeat(44),
  SMARTRO_CANCEL_PWD: 'cancel-pwd',
};
const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: SECRET, ...SMARTRO };

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
    expect(c.loginAccountLockAddresses).toBe(10);
    expect(loadConfig({ LOGIN_ACCOUNT_LOCK_ADDRESSES: '3' }).loginAccountLockAddresses).toBe(3);
    // one address must never be "many"
    expect(() => loadConfig({ LOGIN_ACCOUNT_LOCK_ADDRESSES: '1' })).toThrow(/LOGIN_ACCOUNT_LOCK_ADDRESSES/);
    expect(c.payment.reconcileAfterSeconds).toBe(30);
    expect(c.webDistDir.startsWith(REPO_ROOT)).toBe(true);
    expect(c.webDistDir.endsWith('apps/web/dist')).toBe(true);
    expect(c.org.name).toBe('이천시시설관리공단');
    expect(c.kakaoMapAppKey).toBeNull();
  });

  it('derives production defaults and treats empty values as unset', () => {
    const c = loadConfig({ ...PRODUCTION, PORT: '', KAKAO_MAP_APP_KEY: '' });
    expect(c.cookieSecure).toBe(true);
    expect(c.demoMode).toBe(false);
    expect(c.port).toBe(3000);
    expect(c.kakaoMapAppKey).toBeNull();
    expect(loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('requires APP_SECRET in production; otherwise one kept in the data directory (random for memory://)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...SMARTRO })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(loadConfig(PRODUCTION).appSecret).toBe(SECRET);
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
    expect(() => loadConfig({ ...PRODUCTION, DEMO_MODE: 'on' })).toThrow(/DEMO_MODE/);
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

  it('refuses production without a real card provider unless forced, and then warns at every start', () => {
    // The simulated provider approves 4111 1111 1111 1111 without money: never by default in production.
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as ConfigError).problems.join('\n');
      }
    };
    const production = { NODE_ENV: 'production', APP_SECRET: SECRET };
    expect(problemsOf(production)).toMatch(/^PAYMENT_PROVIDER: required when NODE_ENV=production.*smartro/m);
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'simulated' })).toMatch(
      /^PAYMENT_PROVIDER: simulated refused when NODE_ENV=production/m,
    );
    expect(problemsOf({ ...production, PAYMENT_SIMULATED_IN_PRODUCTION: 'yes' })).toMatch(
      /PAYMENT_SIMULATED_IN_PRODUCTION/,
    );
    const real = loadConfig(PRODUCTION);
    expect(real.payment).toMatchObject({ provider: 'smartro', simulatedForced: false });
    expect(simulatedPaymentWarning(real)).toBeNull();

    const forced = loadConfig({ ...production, PAYMENT_SIMULATED_IN_PRODUCTION: 'force' });
    expect(forced.payment).toMatchObject({ provider: 'simulated', simulatedForced: true });
    expect(simulatedPaymentWarning(forced)).toMatch(/SIMULATED CARD PAYMENTS IN PRODUCTION.*\n.*4111/);
    // the force setting changes nothing where a real provider is chosen
    expect(
      loadConfig({ ...PRODUCTION, PAYMENT_SIMULATED_IN_PRODUCTION: 'force' }).payment.simulatedForced,
    ).toBe(false);

    // demo (npm start), development and the e2e server (NODE_ENV=test) keep the simulated provider, unwarned
    for (const env of [{}, { DEMO_MODE: 'true' }, { NODE_ENV: 'test', DEMO_MODE: 'true' }]) {
      const c = loadConfig(env);
      expect(c.payment).toMatchObject({ provider: 'simulated', simulatedForced: false });
      expect(simulatedPaymentWarning(c)).toBeNull();
    }
  });

  it('bounds password checks in flight and adapts the requests admitted by default, both configurable (decision 220)', () => {
    expect(loadConfig({}).loadShedding).toMatchObject({ maxPasswordChecks: 2, adaptiveInFlight: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).loadShedding).toMatchObject({
      adaptiveInFlight: true,
    });
    const c = loadConfig({ LOAD_SHED_MAX_PASSWORD_CHECKS: '0', LOAD_SHED_ADAPTIVE_IN_FLIGHT: 'false' });
    expect(c.loadShedding).toMatchObject({ maxPasswordChecks: 0, adaptiveInFlight: false });
    expect(() => loadConfig({ LOAD_SHED_MAX_PASSWORD_CHECKS: '-1' })).toThrow(
      /LOAD_SHED_MAX_PASSWORD_CHECKS/,
    );
  });

  it('the example environment with NODE_ENV=production and smartro is a valid production setting', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const env: Record<string, string> = {};
    for (const line of text.split('\n')) {
      const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (m) env[m[1]!] = m[2]!;
    }
    // as .env.example documents it: every default is valid, production needs APP_SECRET and a real provider
    expect(() => loadConfig(env)).not.toThrow();
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', APP_SECRET: SECRET })).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(loadConfig({ ...env, ...PRODUCTION }).payment.provider).toBe('smartro');
  });

  it('reads the 알림톡 settings: the sender profile and one approved template code per kind (never for codes)', () => {
    const c = loadConfig({
      SOLAPI_KAKAO_PF_ID: 'KA01PF0001',
      ALIMTALK_TEMPLATE_SEASON_PASS_ASSIGNED: 'KA01TP_ASSIGNED',
      ALIMTALK_TEMPLATE_UNPAID_DUE_D3: 'KA01TP_D3',
      ALIMTALK_TEMPLATE_VERIFICATION_CODE: 'IGNORED',
    });
    expect(c.notifications).toEqual({
      kakaoPfId: 'KA01PF0001',
      alimtalkTemplates: { season_pass_assigned: 'KA01TP_ASSIGNED', unpaid_due_d3: 'KA01TP_D3' },
      sendIntervalSeconds: 30,
    });
    expect(loadConfig({}).notifications).toEqual({
      kakaoPfId: '',
      alimtalkTemplates: {},
      sendIntervalSeconds: 30,
    });
    expect(() => loadConfig({ ALIMTALK_TEMPLATE_SEASON_PASS_PAID: 'not a code!' })).toThrow(
      /ALIMTALK_TEMPLATE_SEASON_PASS_PAID/,
    );
  });

  it('demo mode listens on the loopback address unless HOST is set, and its warning says so', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    const demo = loadConfig({ DEMO_MODE: 'true' });
    expect(demo.host).toBe('127.0.0.1');
    expect(demoModeWarning(demo)).toMatch(/listens on 127\.0\.0\.1 only/);
    const published = loadConfig({ DEMO_MODE: 'true', HOST: '0.0.0.0' });
    expect(published.host).toBe('0.0.0.0');
    expect(demoModeWarning(published)).toMatch(/HOST=0\.0\.0\.0: the outbox is reachable by anyone/);
    expect(loadConfig({ DEMO_MODE: 'true', HOST: '' }).host).toBe('127.0.0.1');
  });

  it('serves /api/docs in production only when API_DOCS asks for it', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
  });
});
