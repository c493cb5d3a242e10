import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inOut, parkingLots } from '../../db/schema/lots';

/** The LISTEN/NOTIFY channel of lot availability changes; the payload is the lot id (decision 218). */
export const AVAILABILITY_CHANNEL = 'lot_availability';

/**
 * Tells every server process on this database that a lot's count may have changed. Called inside the gate
 * event's transaction: PostgreSQL delivers the notification at commit, and never when it rolls back.
 */
export async function notifyLotChanged(tx: DbOrTx, lotId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${AVAILABILITY_CHANNEL}, ${String(lotId)})`);
}

export interface LotCount {
  lotId: number;
  cells: number;
  occupied: number;
}

/**
 * Cells and vehicles currently in, for the given lots (every lot when `lotIds` is null): one grouped query over
 * the open sessions (partial index in_out_open_sectn_idx).
 */
export async function readLotCounts(db: DbOrTx, lotIds: readonly number[] | null): Promise<LotCount[]> {
  const open = db
    .select({ lotId: inOut.lotId, occupied: sql<number>`count(*)::int`.as('occupied') })
    .from(inOut)
    .where(
      lotIds === null
        ? sql`${inOut.outDttm} is null`
        : sql`${inOut.outDttm} is null and ${inArray(inOut.lotId, [...lotIds])}`,
    )
    .groupBy(inOut.lotId)
    .as('open');
  const query = db
    .select({
      lotId: parkingLots.lotId,
      cells: parkingLots.cellCnt,
      occupied: sql<number>`coalesce(${open.occupied}, 0)::int`,
    })
    .from(parkingLots)
    .leftJoin(open, sql`${open.lotId} = ${parkingLots.lotId}`);
  const rows = await (lotIds === null ? query : query.where(inArray(parkingLots.lotId, [...lotIds])));
  return rows.map((r) => ({ lotId: r.lotId, cells: r.cells, occupied: Number(r.occupied) }));
}
