import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { attachments } from '../../db/schema/content';
import { discountCodes } from '../../db/schema/lots';
import { reductionRegistrations } from '../../db/schema/reduction-registration';

export type RegistrationRow = typeof reductionRegistrations.$inferSelect;
export type NewRegistration = typeof reductionRegistrations.$inferInsert;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export async function findCode(db: DbOrTx, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
}

export async function insertRegistration(db: DbOrTx, row: NewRegistration): Promise<RegistrationRow> {
  const [inserted] = await db.insert(reductionRegistrations).values(row).returning();
  if (!inserted) throw new Error('registration insert returned nothing');
  return inserted;
}

export async function setRegistrationFile(db: DbOrTx, regId: number, atchFileId: string): Promise<void> {
  await db.update(reductionRegistrations).set({ atchFileId }).where(eq(reductionRegistrations.regId, regId));
}

export async function findRegistration(db: DbOrTx, regId: number): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(reductionRegistrations)
    .where(eq(reductionRegistrations.regId, regId))
    .limit(1);
  return row ?? null;
}

/**
 * Decides a PENDING registration (one conditional update: a second click or another admin finds nothing).
 */
export async function decideRegistration(
  db: DbOrTx,
  regId: number,
  change: {
    status: 'ACTIVE' | 'REJECTED';
    seqId?: number;
    startDt?: string;
    endDt?: string;
    decidedBy: string;
  },
): Promise<RegistrationRow | null> {
  const [row] = await db
    .update(reductionRegistrations)
    .set({ ...change, decidedAt: new Date() })
    .where(and(eq(reductionRegistrations.regId, regId), eq(reductionRegistrations.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** Registrations waiting for review, oldest first, with their category name and document name. */
export function listPendingRows(db: DbOrTx) {
  return db
    .select({ r: reductionRegistrations, discountNm: discountCodes.codeNm, fileName: attachments.viewNm })
    .from(reductionRegistrations)
    .innerJoin(discountCodes, eq(discountCodes.code, reductionRegistrations.discountCd))
    .leftJoin(attachments, eq(attachments.atchFileId, reductionRegistrations.atchFileId))
    .where(eq(reductionRegistrations.status, 'PENDING'))
    .orderBy(asc(reductionRegistrations.regDttm), asc(reductionRegistrations.regId))
    .limit(1000);
}

/**
 * The registrations of a member: those it applied for while logged in, and those of its own car and owner
 * name (applied as a visitor), newest first.
 */
export async function listRegistrationsOfMember(db: DbOrTx, memberId: string) {
  const [m] = await db
    .select({ plate: members.plate, carOwnerNm: members.carOwnerNm })
    .from(members)
    .where(eq(members.memberId, memberId))
    .limit(1);
  const ownCar: SQL | undefined =
    m && m.plate !== '' && m.carOwnerNm !== ''
      ? and(eq(reductionRegistrations.plate, m.plate), eq(reductionRegistrations.carOwnerNm, m.carOwnerNm))
      : undefined;
  return db
    .select({ r: reductionRegistrations, code: discountCodes })
    .from(reductionRegistrations)
    .innerJoin(discountCodes, eq(discountCodes.code, reductionRegistrations.discountCd))
    .where(or(eq(reductionRegistrations.memberId, memberId), ownCar))
    .orderBy(desc(reductionRegistrations.regDttm), desc(reductionRegistrations.regId))
    .limit(100);
}
