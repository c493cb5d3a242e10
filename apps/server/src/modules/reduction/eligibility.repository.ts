import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discountVehicles } from '../../db/schema/accounts';
import { reductionEligibility } from '../../db/schema/reduction-registration';

// The registry reductions rest on: the register rows of a car and the discount vehicles staff or an approved
// registration put in. Read by the eligibility check, written by registration approval and by staff
// (moved down from reduction-registration and admin-vehicles so that neither needs the other, decision 197).

/** The register rows of a car (the registry adapter). */
export function findEligibilityRows(db: DbOrTx, plate: string) {
  return db.select().from(reductionEligibility).where(eq(reductionEligibility.plate, plate));
}

/** Discount vehicles of a car (any owner) that have not ended by `today`. */
export function findRunningDiscountVehicles(db: DbOrTx, plate: string, today: string) {
  return db
    .select()
    .from(discountVehicles)
    .where(and(eq(discountVehicles.plate, plate), gte(discountVehicles.endDt, today)));
}

/** Puts a car in the discount vehicles (staff entry or approved registration); answers its seqId. */
export async function insertDiscountVehicle(
  db: DbOrTx,
  row: typeof discountVehicles.$inferInsert,
): Promise<number> {
  const [inserted] = await db
    .insert(discountVehicles)
    .values(row)
    .returning({ seqId: discountVehicles.seqId });
  if (!inserted) throw new Error('discount vehicle insert returned nothing');
  return inserted.seqId;
}
