import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/index';
import { hashPassword, passwordHashCost, verifyPassword } from './password';

const nOf = (hash: string) => Number(hash.split('$')[1]);

/**
 * The password hash's cost (decision 228): scrypt N=2^15 everywhere but a test run, which may ask for less with
 * PASSWORD_HASH_COST; stored hashes carry their N, so a check follows whatever cost made the hash.
 */
describe('password hash cost', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('hashes at N=2^15 outside NODE_ENV=test, whatever PASSWORD_HASH_COST says', async () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(passwordHashCost({ NODE_ENV, PASSWORD_HASH_COST: '10' })).toBe(15);
    }
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PASSWORD_HASH_COST', '10');
    const hash = await hashPassword('Passw0rd!');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Passw0rd!', hash)).toBe(true);
  });

  it('a test run may ask for a cost from 2^10 to 2^15; without the variable it is 2^15', () => {
    expect(passwordHashCost({ NODE_ENV: 'test' })).toBe(15);
    expect(passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' })).toBe(10);
    expect(passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '12' })).toBe(12);
    for (const bad of ['9', '16', '1e1', 'ten']) {
      expect(() => passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: bad })).toThrow(
        /PASSWORD_HASH_COST/,
      );
    }
  });

  it('a hash made at a low cost and one made at the full cost both verify, each with its own N', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('PASSWORD_HASH_COST', '10');
    const cheap = await hashPassword('Passw0rd!');
    expect(nOf(cheap)).toBe(1024);
    vi.stubEnv('PASSWORD_HASH_COST', '15');
    const full = await hashPassword('Passw0rd!');
    expect(nOf(full)).toBe(32768);
    for (const hash of [cheap, full]) {
      expect(await verifyPassword('Passw0rd!', hash)).toBe(true);
      expect(await verifyPassword('Passw0rd?', hash)).toBe(false);
    }
    // the N in the stored hash is the one the check uses: the same salt and key under another N do not match
    expect(await verifyPassword('Passw0rd!', cheap.replace(/^scrypt\$1024\$/, 'scrypt$2048$'))).toBe(false);
  });

  it('the server refuses to start with PASSWORD_HASH_COST outside NODE_ENV=test', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'smartro',
      PAYMENT_MID: 't0000001m',
      PAYMENT_MERCHANT_KEY: 'k'.repeat(64),
      SMARTRO_CANCEL_PWD: 'cancel',
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST: honoured only with NODE_ENV=test/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('this test run hashes cheaply (Vitest sets NODE_ENV=test, the server project PASSWORD_HASH_COST)', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(nOf(await hashPassword('Passw0rd!'))).toBe(1024);
  });
});
