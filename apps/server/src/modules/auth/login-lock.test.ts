import { ko } from '@parking/shared/messages/ko';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, members } from '../../db/schema/accounts';
import { createMember, createTestApp, login, useTestApp } from '../../test/harness';
import { Browser, freshPhone } from '../signup/test-kit';
import { claimLoginAttempt, resetLoginFailures } from './auth.repository';
import { lockAddressOf } from './auth.service';

/*
 * Login lock per account and address (issue 30 §5, decision 181): an address that sends 5 wrong passwords
 * for an account is locked out of THAT account for 30 minutes, the owner elsewhere is not; only wrong passwords
 * from 10 addresses within the lock period lock the whole account, and the member (SMS recovery) or staff lift it.
 */
const WRONG = 'WrongPass1!';
const ADDRESSES = 10;
const addressLocked = { code: 'ACCOUNT_LOCKED', message: ko.accounts.lock.locked(5, 30) };
const accountLocked = { code: 'ACCOUNT_LOCKED', message: ko.accounts.lock.accountLocked(30) };

describe('login lock per account and address (decision 181)', () => {
  const t = useTestApp();

  const send = (empNo: string, password: string, ip: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: { empNo, password },
      remoteAddress: ip,
    });
  const answer = async (empNo: string, password: string, ip: string) => {
    const res = await send(empNo, password, ip);
    return [res.statusCode, res.json()] as const;
  };
  const memberRow = async (empEsntlId: string) =>
    (await t().db.select().from(members).where(eq(members.memberId, empEsntlId)))[0]!;
  const failureRows = (empEsntlId: string) =>
    t().db.select().from(loginFailures).where(eq(loginFailures.memberId, empEsntlId));
  /** One wrong password for the account from each of `n` addresses of `prefix`; the answers. */
  const fromAddresses = async (empNo: string, prefix: string, n = ADDRESSES) => {
    const out: (readonly [number, unknown])[] = [];
    for (let i = 1; i <= n; i++) out.push(await answer(empNo, WRONG, `${prefix}.${i}`));
    return out;
  };

  it('an attacker address failing again and again never locks the owner (an administrator) out elsewhere', async () => {
    const admin = await createMember(t().db, { empDiv: 'EMP', authorCode: 'ROLE_ADMIN' });
    const attacker = '10.30.1.66';
    for (let i = 1; i <= 4; i++)
      expect(await answer(admin.empNo, WRONG, attacker)).toEqual([
        401,
        { code: 'LOGIN_FAILED', message: ko.auth.loginFailedCount(i, 5) },
      ]);
    expect(await answer(admin.empNo, WRONG, attacker)).toEqual([403, addressLocked]);
    expect(await answer(admin.empNo, WRONG, attacker)).toEqual([403, addressLocked]);
    // the right password from the attacker's address is not even looked at
    expect(await answer(admin.empNo, admin.password, attacker)).toEqual([403, addressLocked]);

    // the owner, from another address, logs in at once; the account itself is not locked
    expect((await send(admin.empNo, admin.password, '10.30.1.7')).statusCode).toBe(200);
    expect((await memberRow(admin.memberId)).lockedAt).toBeNull();
    // the owner's login does not give the attacker new guesses
    expect(await answer(admin.empNo, WRONG, attacker)).toEqual([403, addressLocked]);

    // 31 minutes later the attacker's address gets 5 more guesses, renewing its own lock, and still only its own
    await t()
      .db.update(loginFailures)
      .set({ lockedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(loginFailures.memberId, admin.memberId));
    for (let i = 1; i <= 5; i++) await send(admin.empNo, WRONG, attacker);
    expect(await answer(admin.empNo, WRONG, attacker)).toEqual([403, addressLocked]);
    expect((await send(admin.empNo, admin.password, '10.30.1.7')).statusCode).toBe(200);
  }, 120_000);

  it('one address locking ten accounts keeps none of their owners out', async () => {
    // 2 wrong passwords lock here, to keep the test short: the rule is the same for 5
    const quick = await createTestApp({ loginMaxFailures: 2 });
    try {
      const owners = await Promise.all(Array.from({ length: 10 }, () => createMember(quick.db)));
      const attempt = (empNo: string, password: string, ip: string) =>
        quick.app.inject({
          method: 'POST',
          url: '/api/actionLogin.json',
          payload: { empNo, password },
          remoteAddress: ip,
        });
      const attacker = '10.30.2.66';
      for (const m of owners) for (let i = 0; i < 2; i++) await attempt(m.empNo, WRONG, attacker);
      for (const m of owners) {
        const refused = await attempt(m.empNo, m.password, attacker);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ code: 'ACCOUNT_LOCKED', message: ko.accounts.lock.locked(2, 30) });
        // every owner logs in from home
        expect((await attempt(m.empNo, m.password, '10.30.2.1')).statusCode, m.empNo).toBe(200);
      }
    } finally {
      await quick.close();
    }
  }, 120_000);

  it('gives one address at most 5 guesses of one account per lock period, however they arrive', async () => {
    const m = await createMember(t().db);
    for (const ip of ['10.30.3.1', '10.30.3.2']) {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => send(m.empNo, `WrongPass${i}!`, ip)),
      );
      const codes = results.map((r) => r.statusCode);
      // 5 checked (4 answered with the count, the 5th with the lock), the rest refused unchecked
      expect(codes.filter((c) => c === 401)).toHaveLength(4);
      expect(codes.filter((c) => c === 403)).toHaveLength(16);
      const [row] = await t()
        .db.select()
        .from(loginFailures)
        .where(and(eq(loginFailures.memberId, m.memberId), eq(loginFailures.address, ip)));
      expect(row).toMatchObject({ failCount: 5, lockedAt: expect.any(Date) });
      expect(await answer(m.empNo, m.password, ip)).toEqual([403, addressLocked]);
    }
    // two addresses are not "many": the owner still logs in from a third
    expect((await send(m.empNo, m.password, '10.30.3.3')).statusCode).toBe(200);
  }, 120_000);

  it('the right password from an address forgets the failures before it, not the guesses checked beside it', async () => {
    const m = await createMember(t().db);
    const ip = '10.30.4.1';
    const address = lockAddressOf(ip);
    // three checks of the account from the address in flight at once: the right one claimed first
    const claim = () =>
      claimLoginAttempt(t().db, {
        memberId: m.memberId,
        address,
        maxFailures: 5,
        lockAddresses: ADDRESSES,
        lockMs: 30 * 60_000,
        now: new Date(),
      });
    const own = await claim();
    expect(own).toMatchObject({ kind: 'claimed', failCount: 1 });
    await claim();
    await claim();
    // the right one succeeds while the other two are still being checked
    await resetLoginFailures(t().db, {
      memberId: m.memberId,
      address,
      claimedCount: 1,
      accountLockedByThisTry: false,
    });
    expect(await failureRows(m.memberId)).toMatchObject([{ failCount: 2, lockedAt: null }]);
    // the two keep their places: three more wrong passwords reach the 5th and lock (not a fresh count of 1, 2, 3)
    expect(await answer(m.empNo, WRONG, ip)).toEqual([
      401,
      { code: 'LOGIN_FAILED', message: ko.auth.loginFailedCount(3, 5) },
    ]);
    expect((await answer(m.empNo, WRONG, ip))[0]).toBe(401);
    expect(await answer(m.empNo, WRONG, ip)).toEqual([403, addressLocked]);
    expect(await answer(m.empNo, m.password, ip)).toEqual([403, addressLocked]);
  });

  it('the right password alone clears its address: nothing counted is left for the account', async () => {
    const m = await createMember(t().db);
    const ip = '10.30.4.2';
    expect((await answer(m.empNo, WRONG, ip))[0]).toBe(401);
    expect((await answer(m.empNo, WRONG, ip))[0]).toBe(401);
    expect((await send(m.empNo, m.password, ip)).statusCode).toBe(200);
    expect(await failureRows(m.memberId)).toEqual([]);
    expect(await answer(m.empNo, WRONG, ip)).toEqual([
      401,
      { code: 'LOGIN_FAILED', message: ko.auth.loginFailedCount(1, 5) },
    ]);
  });

  it('counts an IPv6 address by its /64: rotating through one network is one address', async () => {
    expect(lockAddressOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(lockAddressOf('10.1.2.3')).toBe('10.1.2.3');
    expect(lockAddressOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(lockAddressOf('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(lockAddressOf('::1')).toBe('0:0:0:0::/64');

    const m = await createMember(t().db);
    const codes: number[] = [];
    for (let i = 1; i <= 8; i++) codes.push((await send(m.empNo, WRONG, `2001:db8:30:4::${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 403, 403, 403, 403]);
    expect(await failureRows(m.memberId)).toHaveLength(1);
    expect((await send(m.empNo, m.password, '2001:db8:30:5::1')).statusCode).toBe(200);
  }, 120_000);

  it('locks the whole account only when wrong passwords come from many addresses; SMS recovery lifts it', async () => {
    const phone = freshPhone();
    const m = await createMember(t().db, { empMobile: phone });
    const answers = await fromAddresses(m.empNo, '10.30.5');
    expect(answers.slice(0, ADDRESSES - 1).every(([status]) => status === 401)).toBe(true);
    expect(answers[ADDRESSES - 1]).toEqual([403, accountLocked]);
    expect((await memberRow(m.memberId)).lockedAt).toBeInstanceOf(Date);
    // the owner too, from a new address, with the right password
    expect(await answer(m.empNo, m.password, '10.30.5.200')).toEqual([403, accountLocked]);

    // the member proves the phone and sets a new password: every lock is gone
    const b = new Browser(t().app, '10.30.5.201');
    expect((await b.post('/api/member/checkId.json', { empNo: m.empNo, empMobile: phone })).json()).toEqual({
      result: true,
    });
    await b.verify(t().db, phone, 'FIND_PW');
    const NEW_PW = 'Renewed#2026';
    const changed = await b.post('/api/member/changePw.json', { id: m.empNo, pw: NEW_PW, pwConfirm: NEW_PW });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await failureRows(m.memberId)).toEqual([]);
    expect((await b.login(m.empNo, NEW_PW)).statusCode).toBe(200);
    // from an address that had failed before, too
    expect((await send(m.empNo, NEW_PW, '10.30.5.1')).statusCode).toBe(200);
  }, 120_000);

  it('staff lift a member’s whole-account lock from the member detail, and a staff account’s by setting its password', async () => {
    const admin = await createMember(t().db, { empDiv: 'EMP', authorCode: 'ROLE_ADMIN' });
    const cookie = await login(t().app, admin.empNo, admin.password);
    const post = (url: string, body: Record<string, string>) =>
      t().app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });

    const m = await createMember(t().db);
    // one address locked for the account (5 in a row), then nine more addresses: the account locks
    for (let i = 0; i < 5; i++) await send(m.empNo, WRONG, '10.30.6.1');
    expect((await fromAddresses(m.empNo, '10.30.6')).at(-1)).toEqual([403, accountLocked]);
    expect(await answer(m.empNo, m.password, '10.30.6.99')).toEqual([403, accountLocked]);
    const released = await post('/api/member/pw-lock-init', { empEsntlId: m.memberId });
    expect(released.statusCode, released.body).toBe(200);
    expect(await failureRows(m.memberId)).toEqual([]);
    expect((await send(m.empNo, m.password, '10.30.6.99')).statusCode).toBe(200);
    expect((await send(m.empNo, m.password, '10.30.6.1')).statusCode).toBe(200);

    const staff = await createMember(t().db, { empDiv: 'EMP', authorCode: 'ROLE_USER' });
    await fromAddresses(staff.empNo, '10.30.7');
    expect(await answer(staff.empNo, staff.password, '10.30.7.99')).toEqual([403, accountLocked]);
    const NEW_PW = 'Staff#2027x';
    const reset = await post('/api/member/updateAction.json', {
      empEsntlId: staff.memberId,
      empNm: staff.empNm,
      authCode: 'ROLE_USER',
      empSttus: 'P',
      password: NEW_PW,
      passwordCnfirm: NEW_PW,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await send(staff.empNo, NEW_PW, '10.30.7.99')).statusCode).toBe(200);
    expect(await failureRows(staff.memberId)).toEqual([]);
  }, 120_000);

  it('answers an unknown id from many addresses exactly like a real one', async () => {
    const real = await createMember(t().db);
    const ghost = `ghost${real.empNo.slice(4)}`;
    const known = [
      ...(await fromAddresses(real.empNo, '10.30.8')),
      await answer(real.empNo, WRONG, '10.30.8.50'),
    ];
    const unknown = [...(await fromAddresses(ghost, '10.30.9')), await answer(ghost, WRONG, '10.30.9.50')];
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual([403, accountLocked]);
  }, 120_000);
});
