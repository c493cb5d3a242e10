import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discountVehicles } from '../../db/schema/accounts';
import { discountCodes } from '../../db/schema/lots';

/**
 * Reductions registered for this car number (already without spaces) and owner that are valid on `today`
 * (YYYY-MM-DD), one per discount code, in the codes' display order.
 */
export async function findValidReductions(
  db: DbOrTx,
  carNo: string,
  carOwnerNm: string,
  today: string,
): Promise<{ dcCode: string; note: string }[]> {
  const rows = await db
    .selectDistinct({
      dcCode: discountCodes.code,
      note: discountCodes.codeNm,
      sortOrder: discountCodes.sortOrder,
    })
    .from(discountVehicles)
    .innerJoin(discountCodes, eq(discountCodes.code, discountVehicles.discountCd))
    .where(
      and(
        eq(discountVehicles.carNo, carNo),
        eq(discountVehicles.carOwnerNm, carOwnerNm),
        lte(discountVehicles.startDt, today),
        gte(discountVehicles.endDt, today),
        eq(discountCodes.useYn, 'Y'),
      ),
    )
    .orderBy(asc(discountCodes.sortOrder), asc(discountCodes.code));
  return rows.map((r) => ({ dcCode: r.dcCode, note: r.note }));
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
