import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businessLots, members } from '../../db/schema/accounts';

export type MemberRow = typeof members.$inferSelect;
export type MemberUpdate = Partial<
  Pick<
    MemberRow,
    | 'empMobile'
    | 'empTelNo'
    | 'carNo'
    | 'carOwnerNm'
    | 'carKind'
    | 'discountCd'
    | 'zipcode'
    | 'address'
    | 'addressDetail'
    | 'passwordHash'
  >
>;

export async function memberById(db: DbOrTx, empEsntlId: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.empEsntlId, empEsntlId)).limit(1);
  return rows[0];
}

/** Updates the profile fields of one member and returns the row as it is now. */
export async function updateMember(
  db: DbOrTx,
  empEsntlId: string,
  set: MemberUpdate,
  now: Date,
): Promise<MemberRow | undefined> {
  const rows = await db
    .update(members)
    .set({ ...set, updDttm: now })
    .where(eq(members.empEsntlId, empEsntlId))
    .returning();
  return rows[0];
}

/**
 * Withdrawal (decision 014): the row stays (histories and payments point at it) with status D and every
 * personal field blanked; the login id becomes `withdrawn:<empEsntlId>`, unique, and unusable (no id format
 * allows ':'), which frees the old id; the password hash can never match. Lot mappings are removed.
 */
export async function anonymiseMember(db: DbOrTx, member: MemberRow, now: Date): Promise<void> {
  await db
    .update(members)
    .set({
      empNo: `withdrawn:${member.empEsntlId}`,
      passwordHash: 'withdrawn',
      empNm: '탈퇴회원',
      empSttus: 'D',
      empMobile: '',
      empTelNo: '',
      empEmail: '',
      carNo: '',
      carOwnerNm: '',
      carKind: '',
      discountCd: 'DC001',
      zipcode: '',
      address: '',
      addressDetail: '',
      marketYn: 'N',
      companyNm: null,
      companyNo: null,
      openDt: null,
      loginFailCount: 0,
      lockedAt: null,
      updDttm: now,
    })
    .where(eq(members.empEsntlId, member.empEsntlId));
  await db.delete(businessLots).where(eq(businessLots.empEsntlId, member.empEsntlId));
}
