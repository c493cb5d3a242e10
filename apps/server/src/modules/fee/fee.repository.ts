import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { freeVehicles } from '../../db/schema/lots';

export type FreeVehicleRecord = typeof freeVehicles.$inferSelect;

/** Free-vehicle rules registered for a plate (any lot). */
export async function listFreeVehicleRules(db: DbOrTx, plate: string): Promise<FreeVehicleRecord[]> {
  return db.select().from(freeVehicles).where(eq(freeVehicles.plate, plate));
}
