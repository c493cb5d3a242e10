import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { payments } from '../db/schema/payments';

/** Card payments per state and category (the metrics endpoint reads it at each scrape). */
export async function countPaymentsByState(
  db: AppDb,
): Promise<{ status: string; category: string; n: number }[]> {
  const rows = await db
    .select({ status: payments.status, category: payments.category, n: sql<number>`count(*)::int` })
    .from(payments)
    .groupBy(payments.status, payments.category);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}
