import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';

/** Adds `by` to the counter of (key, window) atomically and returns the new count. */
export async function incrementCounter(db: DbOrTx, key: string, windowStart: Date, by = 1): Promise<number> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: by })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${by}` },
    })
    .returning({ count: rateLimits.count });
  return Number(rows[0]?.count ?? 0);
}

/** Removes windows that started before `before`. */
export async function deleteCountersBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
