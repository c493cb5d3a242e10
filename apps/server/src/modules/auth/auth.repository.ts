import { and, eq, isNull, sql } from 'drizzle-orm';
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
 * One atomic UPDATE: adds a failure and locks the account when it reaches `maxFailures`.
 * Returns undefined when the account was already locked (by a concurrent attempt).
 */
export async function recordLoginFailure(
  db: DbOrTx,
  empEsntlId: string,
  maxFailures: number,
): Promise<{ loginFailCount: number; locked: boolean } | undefined> {
  const rows = await db
    .update(members)
    .set({
      loginFailCount: sql`${members.loginFailCount} + 1`,
      lockedAt: sql`case when ${members.loginFailCount} + 1 >= ${maxFailures} then now() else null end`,
    })
    .where(and(eq(members.empEsntlId, empEsntlId), isNull(members.lockedAt)))
    .returning({ loginFailCount: members.loginFailCount, lockedAt: members.lockedAt });
  const row = rows[0];
  if (!row) return undefined;
  return { loginFailCount: row.loginFailCount, locked: row.lockedAt !== null };
}

export async function resetLoginFailures(db: DbOrTx, empEsntlId: string): Promise<void> {
  await db.update(members).set({ loginFailCount: 0 }).where(eq(members.empEsntlId, empEsntlId));
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
