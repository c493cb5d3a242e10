import type { LoginPolicyResponse } from './schemas';

/**
 * The lock policy of a server without LOGIN_MAX_FAILURES / LOGIN_LOCK_MINUTES. The login page rendered ahead at
 * build time states it; a server with other settings does not serve that page (decision 178).
 */
export const defaultLoginPolicy: LoginPolicyResponse = Object.freeze({ maxFailures: 5, lockMinutes: 30 });

/*
 * The login page marks its policy text with `data-lock-policy="5,30"`: written by the page, read by the server
 * (which serves the page rendered ahead only when it states its own policy) and by the app (which takes it into
 * its cache instead of asking). No zod here: the app reads it on its first page.
 */

/** The value of the page's `data-lock-policy` attribute. */
export function formatLockPolicy(policy: LoginPolicyResponse): string {
  return `${policy.maxFailures},${policy.lockMinutes}`;
}

/** The policy a `data-lock-policy` value states, or null when it is missing or malformed. */
export function parseLockPolicy(value: string | null | undefined): LoginPolicyResponse | null {
  const m = /^(\d+),(\d+)$/.exec(value ?? '');
  return m ? { maxFailures: Number(m[1]), lockMinutes: Number(m[2]) } : null;
}
