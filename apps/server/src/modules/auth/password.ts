import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { ko } from '@parking/shared/messages/ko';
import { AppError } from '../../lib/app-error';

// scrypt is memory-hard and ships with Node: N=2^15, r=8 → 32 MiB per hash.
export const PASSWORD_HASH_COST = 15;
/** The lowest cost PASSWORD_HASH_COST may ask for (tests only): N=2^10, 1 MiB. */
export const MIN_TEST_PASSWORD_HASH_COST = 10;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * log2 of scrypt's N for new hashes: 15, except that a test run (NODE_ENV=test: Vitest, the e2e server) may ask
 * for less with PASSWORD_HASH_COST (decision 228). A hash costs ~100 ms of CPU at 15 on the 2-core test machine
 * and the suites create and check thousands; stored hashes carry their N, so checks follow whatever made them.
 * Outside NODE_ENV=test the variable is never honoured (and loadConfig refuses it at start).
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.PASSWORD_HASH_COST;
  if (env.NODE_ENV !== 'test' || asked === undefined || asked === '') return PASSWORD_HASH_COST;
  const cost = /^\d+$/.test(asked.trim()) ? Number(asked) : Number.NaN;
  if (!(cost >= MIN_TEST_PASSWORD_HASH_COST && cost <= PASSWORD_HASH_COST))
    throw new Error(
      `PASSWORD_HASH_COST must be an integer from ${MIN_TEST_PASSWORD_HASH_COST} to ${PASSWORD_HASH_COST}`,
    );
  return cost;
}

/** Hash a password as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const N = 2 ** passwordHashCost();
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that never matches, used to spend the same time when the id is unknown. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}

/**
 * A bound on password checks in flight (decision 220). A check is scrypt on libuv's thread pool (4 threads by
 * default, UV_THREADPOOL_SIZE) at 32 MiB and tens of milliseconds of CPU each: under a crowd of logins the
 * checks queue on that pool for seconds while their threads take the cores from the event loop, which then
 * answers everything late, refusals included. Past the bound a login is answered at once with 503 + Retry-After
 * instead, before anything is counted (no failed-login count, no lock progress, no login history).
 * One gate per app (its routes share it); `max` 0 = no bound.
 */
export interface PasswordCheckGate {
  /** a place for one check, released by calling the returned function; undefined when `max` are in flight */
  tryEnter(): (() => void) | undefined;
  /** `max` checks are in flight: a new one would be refused */
  readonly full: boolean;
  readonly inFlight: number;
}

export function passwordCheckGate(max: number): PasswordCheckGate {
  let inFlight = 0;
  return {
    tryEnter() {
      if (max > 0 && inFlight >= max) return undefined;
      inFlight++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight--;
      };
    },
    get full() {
      return max > 0 && inFlight >= max;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/** An app's bound on password checks in flight and the Retry-After of its refusal (decision 220). */
export interface PasswordChecks {
  gate: PasswordCheckGate;
  retryAfterSeconds: number;
}

/** Too many password checks in flight: the load-shedding refusal (decisions 186, 220), at once. */
export function passwordChecksBusy(retryAfterSeconds: number): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 503, undefined, {
    message: ko.errors.SERVICE_BUSY,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Refuses at once when every place is taken: called before anything is counted (rate limits, failed tries), so a
 * refusal changes nothing.
 */
export function refuseWhenPasswordChecksFull(checks: PasswordChecks): void {
  if (checks.gate.full) throw passwordChecksBusy(checks.retryAfterSeconds);
}

/**
 * Runs `check` (work that checks a password) in a place of the bound, or refuses with 503 when none is free. Every
 * route that checks a password goes through the bound: login, the my-page gate, a password change, withdrawal and a
 * secret question's password (decision 220, amended).
 */
export async function underPasswordCheck<T>(checks: PasswordChecks, check: () => Promise<T>): Promise<T> {
  const release = checks.gate.tryEnter();
  if (!release) throw passwordChecksBusy(checks.retryAfterSeconds);
  try {
    return await check();
  } finally {
    release();
  }
}
