import { pbkdf2 } from 'node:crypto';
import { ko } from '@parking/shared/messages/ko';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/index';
import { loginFailures, members } from '../../db/schema/accounts';
import { rateLimits } from '../../db/schema/rate-limits';
import { loginHistory } from '../../db/schema/system-logs';
import { type CreatedMember, createMember, createTestApp, type TestApp } from '../../test/harness';
import { Browser } from '../signup/test-kit';

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

  /** libuv's threads kept busy for a while, so that a password check started now stays in progress (scrypt runs there) */
  const busyThreads = () =>
    Array.from(
      { length: Number(process.env.UV_THREADPOOL_SIZE ?? 4) },
      () => new Promise((r) => pbkdf2('busy', 'salt', 800_000, 64, 'sha512', r)),
    );

  it('with the bound at 1 and a check in progress, a second login gets 503 + Retry-After and nothing is counted', {
    timeout: 90_000,
  }, async () => {
    // libuv's threads are kept busy, so the first login's password check (scrypt, on those threads) stays in
    // progress for a while: a real check, held by a real queue
    const busy = busyThreads();
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

  it('the my-page gate, a password change, withdrawal and a secret question share the bound: refused at once, nothing counted', {
    timeout: 90_000,
  }, async () => {
    const owner = await createMember(t.db);
    const b = new Browser(t.app, '10.31.0.3');
    expect((await b.login(owner.empNo, owner.password)).statusCode).toBe(200);
    const askInquiry = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/inquiry/pwChk',
        payload: { inquiryId: 987654, password: 'Guess#2026' },
        remoteAddress: '10.31.0.4',
      });
    const refusedAtOnce = async (
      call: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
    ) => {
      const t0 = performance.now();
      const res = await call();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(performance.now() - t0).toBeLessThan(1_000);
    };

    // 1. a my-page check in progress holds the place: a login is refused
    let busy = busyThreads();
    const gate = b.post('/api/member/pw-check', { password: owner.password });
    await expect.poll(() => t.app.passwordChecks.gate.inFlight, { timeout: 10_000, interval: 10 }).toBe(1);
    await refusedAtOnce(() => send(second.empNo, second.password, '10.31.0.5'));
    expect((await gate).json()).toEqual({ result: true });
    await Promise.all(busy);

    // 2. a login in progress holds the place: each of the other password checks is refused
    busy = busyThreads();
    const login = send(first.empNo, first.password, '10.31.0.6');
    await expect.poll(() => t.app.passwordChecks.gate.inFlight, { timeout: 10_000, interval: 10 }).toBe(1);
    await refusedAtOnce(() => b.post('/api/member/pw-check', { password: owner.password }));
    await refusedAtOnce(() =>
      b.post('/api/member/update', {
        password: 'Changed#2026',
        passwordConfirm: 'Changed#2026',
        currentPassword: owner.password,
      }),
    );
    await refusedAtOnce(() =>
      b.post('/api/member/delete', {
        empNo: owner.empNo,
        password: owner.password,
        passwordConfirm: owner.password,
      }),
    );
    await refusedAtOnce(askInquiry);
    expect((await login).statusCode).toBe(200);
    await Promise.all(busy);

    // nothing moved: the member is there with the same password, no try was counted for it or its addresses
    const [row] = await t.db.select().from(members).where(eq(members.memberId, owner.memberId));
    expect(row?.empSttus).not.toBe('D');
    expect(await t.db.select().from(rateLimits).where(like(rateLimits.key, '%10.31.0.4%'))).toEqual([]);
    const ownerTries = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `mypage-pw:${owner.memberId}`));
    // the one try counted is the gate's check of step 1, which was let through
    expect(ownerTries.map((r) => r.count)).toEqual([1]);
    expect((await b.post('/api/member/pw-check', { password: owner.password })).json()).toEqual({
      result: true,
    });
  });
});
