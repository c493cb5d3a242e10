import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discountVehicles } from '../../db/schema/accounts';
import { discountCodes } from '../../db/schema/lots';
import { reductionClaims } from '../../db/schema/reduction-registration';

/**
 * Reductions registered for this car number (already without spaces) and owner that are valid on `today`
 * (YYYY-MM-DD), one per discount code, in the codes' display order.
 */
export async function findValidReductions(
  db: DbOrTx,
  plate: string,
  carOwnerNm: string,
  today: string,
): Promise<{ dcCode: string; note: string; rate: number }[]> {
  const rows = await db
    .selectDistinct({
      dcCode: discountCodes.code,
      note: discountCodes.codeNm,
      rate: discountCodes.rate,
      sortOrder: discountCodes.sortOrder,
    })
    .from(discountVehicles)
    .innerJoin(discountCodes, eq(discountCodes.code, discountVehicles.discountCd))
    .where(
      and(
        eq(discountVehicles.plate, plate),
        eq(discountVehicles.carOwnerNm, carOwnerNm),
        lte(discountVehicles.startDt, today),
        gte(discountVehicles.endDt, today),
        eq(discountCodes.useYn, 'Y'),
      ),
    )
    .orderBy(asc(discountCodes.sortOrder), asc(discountCodes.code));
  return rows.map((r) => ({ dcCode: r.dcCode, note: r.note, rate: r.rate }));
}

/** The name of a discount code ('' when unknown). */
export async function discountName(db: DbOrTx, code: string): Promise<string> {
  const rows = await db
    .select({ codeNm: discountCodes.codeNm })
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .limit(1);
  return rows[0]?.codeNm ?? '';
}

/** What a discount code takes off. */
export interface DiscountTerms {
  code: string;
  codeNm: string;
  rate: number;
  freeMinutes: number;
  fixedAmt: number;
  sortOrder: number;
}

/** The terms of these codes that are in use. */
export async function findDiscountTerms(db: DbOrTx, codes: string[]): Promise<DiscountTerms[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      code: discountCodes.code,
      codeNm: discountCodes.codeNm,
      rate: discountCodes.rate,
      freeMinutes: discountCodes.freeMinutes,
      fixedAmt: discountCodes.fixedAmt,
      sortOrder: discountCodes.sortOrder,
    })
    .from(discountCodes)
    .where(and(inArray(discountCodes.code, codes), eq(discountCodes.useYn, 'Y')));
}

/** Writes a verified claim (decision 147) and drops claims that expired before `now`. */
export async function insertClaim(
  db: DbOrTx,
  row: { token: string; plate: string; discountCds: string[]; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(reductionClaims).where(lt(reductionClaims.expiresAt, now));
  await db.insert(reductionClaims).values(row);
}

/** A claim by its token, or null. */
export async function findClaim(
  db: DbOrTx,
  token: string,
): Promise<{ plate: string; discountCds: string[]; expiresAt: Date } | null> {
  const rows = await db
    .select({
      plate: reductionClaims.plate,
      discountCds: reductionClaims.discountCds,
      expiresAt: reductionClaims.expiresAt,
    })
    .from(reductionClaims)
    .where(eq(reductionClaims.token, token))
    .limit(1);
  return rows[0] ?? null;
}
