import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures, members } from '../../db/schema/accounts';
import { loginHistory } from '../../db/schema/system-logs';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByEmpNo(db: DbOrTx, empNo: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.empNo, empNo)).limit(1);
  return rows[0];
}

export async function findMemberById(db: DbOrTx, memberId: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.memberId, memberId)).limit(1);
  return rows[0];
}

/** Where a claimed password check stands (decision 181). */
export type LoginClaim =
  /** the whole account is locked: no check may run */
  | { kind: 'account-locked' }
  /** this address may not try this account now: no check may run */
  | { kind: 'address-locked' }
  /**
   * The check may run; it is already counted as a failure. `failCount`: wrong passwords from this address in a
   * row, this one included; `addressLocked`: this was the address's last allowed try; `accountLocked`: this try
   * locked the whole account (it came from the LOGIN_ACCOUNT_LOCK_ADDRESSES-th address).
   */
  | { kind: 'claimed'; failCount: number; addressLocked: boolean; accountLocked: boolean };

/**
 * Claims one password check for an account from one address, BEFORE the password is verified (decisions 075,
 * 181), in one transaction holding the member's row: refused while the account is locked or the address is
 * locked for it; otherwise counted as a failure of that address (locking the address at the `maxFailures`-th in
 * a row) and of the account (locking it when wrong passwords came from `lockAddresses` addresses within the lock
 * period). So however many attempts arrive at once, at most `maxFailures` checks per address are evaluated before
 * its lock. A lock older than `lockMs` has expired: the address starts a new count.
 */
export async function claimLoginAttempt(
  db: DbOrTx,
  input: {
    memberId: string;
    address: string;
    maxFailures: number;
    lockAddresses: number;
    lockMs: number;
    now: Date;
  },
): Promise<LoginClaim> {
  const { memberId, address, maxFailures, now } = input;
  const expiredBefore = new Date(now.getTime() - input.lockMs);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ lockedAt: members.lockedAt })
      .from(members)
      .where(eq(members.memberId, memberId))
      .for('update');
    if (!member) return { kind: 'account-locked' };
    if (member.lockedAt && member.lockedAt > expiredBefore) return { kind: 'account-locked' };

    const count = sql`case when ${loginFailures.lockedAt} is null then ${loginFailures.failCount} + 1 else 1 end`;
    const claimed = await tx
      .insert(loginFailures)
      .values({
        memberId,
        address,
        failCount: 1,
        lockedAt: maxFailures <= 1 ? now : null,
        lastFailedAt: now,
      })
      .onConflictDoUpdate({
        target: [loginFailures.memberId, loginFailures.address],
        set: {
          failCount: count,
          lockedAt: sql`case when ${count} >= ${maxFailures} then ${now.toISOString()}::timestamptz else null end`,
          lastFailedAt: now,
        },
        setWhere: or(isNull(loginFailures.lockedAt), lte(loginFailures.lockedAt, expiredBefore)),
      })
      .returning({ failCount: loginFailures.failCount, lockedAt: loginFailures.lockedAt });
    const row = claimed[0];
    if (!row) return { kind: 'address-locked' };

    const [addresses] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.memberId, memberId), gt(loginFailures.lastFailedAt, expiredBefore)));
    const accountLocked = Number(addresses?.n ?? 0) >= input.lockAddresses;
    await tx
      .update(members)
      .set({
        loginFailCount: member.lockedAt ? 1 : sql`${members.loginFailCount} + 1`,
        lockedAt: accountLocked ? now : null,
      })
      .where(eq(members.memberId, memberId));
    return { kind: 'claimed', failCount: row.failCount, addressLocked: row.lockedAt !== null, accountLocked };
  });
}

/**
 * After the right password from `address`: the failures that address had counted up to this try's own claim
 * (`claimedCount`, what claimLoginAttempt returned) are forgotten and the account's count cleared; the account lock
 * only when this very try set it. Checks other requests from the address claimed while this one was checked keep
 * their places (and a lock they reached), so guesses sent beside the right one never get fresh places because it
 * succeeded first. Other addresses keep their failures and locks.
 */
export async function resetLoginFailures(
  db: DbOrTx,
  input: { memberId: string; address: string; claimedCount: number; accountLockedByThisTry: boolean },
): Promise<void> {
  const row = and(eq(loginFailures.memberId, input.memberId), eq(loginFailures.address, input.address));
  await db
    .update(loginFailures)
    .set({ failCount: sql`greatest(0, ${loginFailures.failCount} - ${input.claimedCount})` })
    .where(row);
  // nothing left counted: the address is no longer one of the account's failing addresses
  await db.delete(loginFailures).where(and(row, lte(loginFailures.failCount, 0)));
  await db
    .update(members)
    .set({ loginFailCount: 0, ...(input.accountLockedByThisTry ? { lockedAt: null } : {}) })
    .where(eq(members.memberId, input.memberId));
}

/**
 * Every lock of an account released and every failure forgotten: the account lock, each address's lock and
 * count. For staff's release, the SMS password recovery, a password set by staff or the CLI, and withdrawal.
 */
export async function clearLoginLocks(db: DbOrTx, memberId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.memberId, memberId));
  await db.update(members).set({ loginFailCount: 0, lockedAt: null }).where(eq(members.memberId, memberId));
}

export async function insertLoginHistory(
  db: DbOrTx,
  row: {
    memberId: string | null;
    loginId: string;
    loginNm: string;
    loginMthd: 'I' | 'O' | 'P';
    loginIp: string;
    succeeded: boolean;
  },
): Promise<void> {
  await db.insert(loginHistory).values(row);
}
