import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';

export interface CounterIncrement {
  key: string;
  windowStart: Date;
  by: number;
}

/**
 * Adds each increment to its counter of (key, window) atomically, all in one statement, and returns the new
 * counts in the increments' order. The (key, window) pairs must be distinct; they are written in key order
 * so that two processes updating the same counters lock them in the same order (no deadlock).
 */
export async function incrementCounters(db: DbOrTx, increments: CounterIncrement[]): Promise<number[]> {
  if (increments.length === 0) return [];
  const rows = await db
    .insert(rateLimits)
    .values(
      [...increments]
        .sort((a, b) =>
          a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart.getTime() - b.windowStart.getTime(),
        )
        .map(({ key, windowStart, by }) => ({ key, windowStart, count: by })),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
  const totals = new Map(rows.map((r) => [`${r.windowStart.getTime()}|${r.key}`, Number(r.count)]));
  return increments.map((i) => totals.get(`${i.windowStart.getTime()}|${i.key}`) ?? 0);
}

/** Removes windows that started before `before`. */
export async function deleteCountersBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
