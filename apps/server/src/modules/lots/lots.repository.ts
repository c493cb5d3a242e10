import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discountCodes, inOut, parkingLots } from '../../db/schema/lots';

export type LotRecord = typeof parkingLots.$inferSelect;
export type DiscountRecord = typeof discountCodes.$inferSelect;

/**
 * Every lot with the number of vehicles currently in it: one grouped query over the open sessions
 * (partial index in_out_open_sectn_idx), however many lots and however long the history.
 */
export async function listLotsWithOccupancy(db: DbOrTx): Promise<(LotRecord & { occupied: number })[]> {
  const open = db
    .select({ sectnId: inOut.sectnId, occupied: sql<number>`count(*)::int`.as('occupied') })
    .from(inOut)
    .where(sql`${inOut.outDttm} is null`)
    .groupBy(inOut.sectnId)
    .as('open');
  const rows = await db
    .select({ lot: parkingLots, occupied: sql<number>`coalesce(${open.occupied}, 0)::int` })
    .from(parkingLots)
    .leftJoin(open, eq(open.sectnId, parkingLots.sectnId))
    .orderBy(asc(parkingLots.sectnId));
  return rows.map((r) => ({ ...r.lot, occupied: Number(r.occupied) }));
}

export async function findLot(db: DbOrTx, sectnId: number): Promise<LotRecord | null> {
  const rows = await db.select().from(parkingLots).where(eq(parkingLots.sectnId, sectnId)).limit(1);
  return rows[0] ?? null;
}

/** Reduction categories in use, in display order. */
export async function listDiscountCodes(db: DbOrTx): Promise<DiscountRecord[]> {
  return db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.useYn, 'Y'))
    .orderBy(asc(discountCodes.sortOrder), asc(discountCodes.code));
}

export async function findDiscountCode(db: DbOrTx, code: string): Promise<DiscountRecord | null> {
  const rows = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return rows[0] ?? null;
}
