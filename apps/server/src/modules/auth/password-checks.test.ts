import { pbkdf2 } from 'node:crypto';
import { ko } from '@parking/shared/messages/ko';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/index';
import { loginFailures } from '../../db/schema/accounts';
import { rateLimits } from '../../db/schema/rate-limits';
import { loginHistory } from '../../db/schema/system-logs';
import { type CreatedMember, createMember, createTestApp, type TestApp } from '../../test/harness';

/**
 * The bound on password checks in flight (issue 31, decision 220): past it a login is answered at once with the
 * load-shedding refusal (503, Retry-After, the error shape) and nothing about the account or the address moves.
 */
describe('password checks in flight (decision 220)', () => {
  let t: TestApp;
  let first: CreatedMember;
  let second: CreatedMember;
  beforeAll(async () => {
    t = await createTestApp({
      loadShedding: { ...testConfig().loadShedding, maxPasswordChecks: 1, retryAfterSeconds: 7 },
    });
    first = await createMember(t.db);
    second = await createMember(t.db);
  });
  afterAll(() => t?.close());

  const send = (empNo: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: { empNo, password },
      remoteAddress: ip,
    });

  it('with the bound at 1 and a check in progress, a second login gets 503 + Retry-After and nothing is counted', {
    timeout: 90_000,
  }, async () => {
    // libuv's threads are kept busy, so the first login's password check (scrypt, on those threads) stays in
    // progress for a while: a real check, held by a real queue
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const busy = Array.from(
      { length: threads },
      () => new Promise((r) => pbkdf2('busy', 'salt', 800_000, 64, 'sha512', r)),
    );
    const firstLogin = send(first.empNo, first.password, '10.31.0.1');
    // the first check is in progress once its attempt is claimed (written just before the password is checked)
    await expect
      .poll(
        async () =>
          (await t.db.select().from(loginFailures).where(eq(loginFailures.memberId, first.memberId))).length,
        {
          timeout: 10_000,
          interval: 20,
        },
      )
      .toBe(1);

    for (const [empNo, password] of [
      [second.empNo, 'WrongPass1!'],
      [second.empNo, second.password],
      ['nobody-here', 'WrongPass1!'],
    ] as const) {
      const t0 = performance.now();
      const refused = await send(empNo, password, '10.31.0.2');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('7');
      expect(refused.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: ko.errors.SERVICE_BUSY });
      // at once: not after the busy threads
      expect(performance.now() - t0).toBeLessThan(1_000);
    }
    // nothing changed for the refused account or address: no failure claimed, no history, no counter
    expect(
      await t.db.select().from(loginFailures).where(eq(loginFailures.memberId, second.memberId)),
    ).toEqual([]);
    expect(await t.db.select().from(loginHistory).where(eq(loginHistory.loginId, second.empNo))).toEqual([]);
    expect(await t.db.select().from(loginHistory).where(eq(loginHistory.loginId, 'nobody-here'))).toEqual([]);
    expect(await t.db.select().from(rateLimits).where(like(rateLimits.key, '%10.31.0.2%'))).toEqual([]);

    // the check in progress was not disturbed, and once it ends the place is free again
    expect((await firstLogin).statusCode).toBe(200);
    await Promise.all(busy);
    // the refused tries never counted: the next wrong password is the first one
    const wrong = await send(second.empNo, 'WrongPass1!', '10.31.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'LOGIN_FAILED', message: ko.auth.loginFailedCount(1, 5) });
    expect((await send(second.empNo, second.password, '10.31.0.2')).statusCode).toBe(200);
  });
});
