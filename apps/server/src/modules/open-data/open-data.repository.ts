import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parkingLots } from '../../db/schema/lots';

/** What the standard data set reads of a lot: the lot record with its fee rules, nothing live. */
export type StandardLotSource = typeof parkingLots.$inferSelect;

/** Every lot record, in lot order (the same table the map, the fee engine and the gates read). */
export async function listStandardLotSources(db: DbOrTx): Promise<StandardLotSource[]> {
  return db.select().from(parkingLots).orderBy(asc(parkingLots.lotId));
}
