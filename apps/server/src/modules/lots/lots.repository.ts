import { and, asc, eq, sql } from 'drizzle-orm';
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
    .select({ lotId: inOut.lotId, occupied: sql<number>`count(*)::int`.as('occupied') })
    .from(inOut)
    .where(sql`${inOut.outDttm} is null`)
    .groupBy(inOut.lotId)
    .as('open');
  const rows = await db
    .select({ lot: parkingLots, occupied: sql<number>`coalesce(${open.occupied}, 0)::int` })
    .from(parkingLots)
    .leftJoin(open, eq(open.lotId, parkingLots.lotId))
    .orderBy(asc(parkingLots.lotId));
  return rows.map((r) => ({ ...r.lot, occupied: Number(r.occupied) }));
}

export async function findLot(db: DbOrTx, lotId: number): Promise<LotRecord | null> {
  const rows = await db.select().from(parkingLots).where(eq(parkingLots.lotId, lotId)).limit(1);
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

/** True when a lot record names this stored image (the only files the lot-image route may serve). */
export async function isLotImage(
  db: DbOrTx,
  ref: { repoId: string; filePath: string; saveNm: string; fileExt: string },
): Promise<boolean> {
  const rows = await db
    .select({ lotId: parkingLots.lotId })
    .from(parkingLots)
    .where(
      and(
        eq(parkingLots.repoId, ref.repoId),
        eq(parkingLots.filePath, ref.filePath),
        eq(parkingLots.saveNm, ref.saveNm),
        sql`lower(${parkingLots.fileExt}) = ${ref.fileExt}`,
      ),
    )
    .limit(1);
  return rows.length === 1;
}
