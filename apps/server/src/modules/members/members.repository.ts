import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';

/** Login id and name of a member (for writer / editor columns). */
export async function findMemberLabel(
  db: DbOrTx,
  memberId: string,
): Promise<{ empNo: string; empNm: string } | null> {
  const [row] = await db
    .select({ empNo: members.empNo, empNm: members.empNm })
    .from(members)
    .where(eq(members.memberId, memberId))
    .limit(1);
  return row ?? null;
}

/** The car number registered on a member's profile ('' when none or unknown member). */
export async function memberCarNo(db: DbOrTx, memberId: string): Promise<string> {
  const rows = await db
    .select({ plate: members.plate })
    .from(members)
    .where(eq(members.memberId, memberId))
    .limit(1);
  return rows[0]?.plate ?? '';
}
