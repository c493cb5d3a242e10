import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { loginHistory } from '../../db/schema/system-logs';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByEmpNo(db: DbOrTx, empNo: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.empNo, empNo)).limit(1);
  return rows[0];
}

export async function findMemberById(db: DbOrTx, empEsntlId: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.empEsntlId, empEsntlId)).limit(1);
  return rows[0];
}

/**
 * Claims one password check for an account, atomically, BEFORE the password is verified (decision 075): one
 * conditional UPDATE counts the attempt as a failure and locks the account when it is the `maxFailures`-th, so
 * however many attempts arrive at once, at most `maxFailures` of them are ever evaluated before the lock.
 * A lock older than `lockMs` has expired: the attempt starts a new count. Undefined when the account is locked
 * (no check may run). A right password then clears the count and the lock (resetLoginFailures).
 */
export async function claimLoginAttempt(
  db: DbOrTx,
  empEsntlId: string,
  maxFailures: number,
  lockMs: number,
  now: Date,
): Promise<{ loginFailCount: number; locked: boolean } | undefined> {
  const expiredBefore = new Date(now.getTime() - lockMs);
  const count = sql`case when ${members.lockedAt} is null then ${members.loginFailCount} + 1 else 1 end`;
  const rows = await db
    .update(members)
    .set({
      loginFailCount: count,
      lockedAt: sql`case when ${count} >= ${maxFailures} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(members.empEsntlId, empEsntlId),
        or(isNull(members.lockedAt), lte(members.lockedAt, expiredBefore)),
      ),
    )
    .returning({ loginFailCount: members.loginFailCount, lockedAt: members.lockedAt });
  const row = rows[0];
  if (!row) return undefined;
  return { loginFailCount: row.loginFailCount, locked: row.lockedAt !== null };
}

/** After the right password: no failures, no lock. */
export async function resetLoginFailures(db: DbOrTx, empEsntlId: string): Promise<void> {
  await db
    .update(members)
    .set({ loginFailCount: 0, lockedAt: null })
    .where(eq(members.empEsntlId, empEsntlId));
}

export async function insertLoginHistory(
  db: DbOrTx,
  row: {
    empEsntlId: string | null;
    loginId: string;
    loginNm: string;
    loginMthd: 'I' | 'O' | 'P';
    loginIp: string;
    succeeded: boolean;
  },
): Promise<void> {
  await db.insert(loginHistory).values(row);
}
