import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businessLots, carOwnerships, members } from '../../db/schema/accounts';
import { clearLoginLocks } from '../auth';

export type MemberRow = typeof members.$inferSelect;
export type MemberUpdate = Partial<
  Pick<
    MemberRow,
    | 'empMobile'
    | 'empTelNo'
    | 'plate'
    | 'carOwnerNm'
    | 'carKind'
    | 'discountCd'
    | 'zipcode'
    | 'address'
    | 'addressDetail'
    | 'passwordHash'
  >
>;

export async function memberById(db: DbOrTx, memberId: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.memberId, memberId)).limit(1);
  return rows[0];
}

/** Updates the profile fields of one member and returns the row as it is now. */
export async function updateMember(
  db: DbOrTx,
  memberId: string,
  set: MemberUpdate,
  now: Date,
): Promise<MemberRow | undefined> {
  const rows = await db
    .update(members)
    .set({ ...set, updDttm: now })
    .where(eq(members.memberId, memberId))
    .returning();
  return rows[0];
}

/**
 * Withdrawal (decision 014): the row stays (histories and payments point at it) with status D and every
 * personal field blanked; the login id becomes `withdrawn:<memberId>`, unique, and unusable (no id format
 * allows ':'), which frees the old id; the password hash can never match. Lot mappings are removed.
 */
export async function anonymiseMember(db: DbOrTx, member: MemberRow, now: Date): Promise<void> {
  await db
    .update(members)
    .set({
      empNo: `withdrawn:${member.memberId}`,
      passwordHash: 'withdrawn',
      empNm: '탈퇴회원',
      empSttus: 'D',
      empMobile: '',
      empTelNo: '',
      empEmail: '',
      plate: '',
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
      updDttm: now,
    })
    .where(eq(members.memberId, member.memberId));
  await clearLoginLocks(db, member.memberId);
  await db.delete(businessLots).where(eq(businessLots.memberId, member.memberId));
  await db.delete(carOwnerships).where(eq(carOwnerships.memberId, member.memberId));
}

/** True when the member has proven they own `plate` (car_ownerships). */
export async function hasCarOwnership(db: DbOrTx, memberId: string, plate: string): Promise<boolean> {
  const rows = await db
    .select({ plate: carOwnerships.plate })
    .from(carOwnerships)
    .where(and(eq(carOwnerships.memberId, memberId), eq(carOwnerships.plate, plate)))
    .limit(1);
  return rows.length === 1;
}

/** The cars a member has proven (car_ownerships), oldest proof first. */
export async function listCarOwnerships(db: DbOrTx, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ plate: carOwnerships.plate })
    .from(carOwnerships)
    .where(eq(carOwnerships.memberId, memberId))
    .orderBy(carOwnerships.verifiedAt);
  return rows.map((r) => r.plate);
}

/** Records a proof of ownership (a second proof of the same car keeps the first). */
export async function insertCarOwnership(
  db: DbOrTx,
  row: { memberId: string; plate: string; method: string; verifiedBy: string; verifiedAt: Date },
): Promise<void> {
  await db.insert(carOwnerships).values(row).onConflictDoNothing();
}
