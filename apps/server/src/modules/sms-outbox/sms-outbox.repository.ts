import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema/accounts';

/** One page of the outbox, newest first, and the total count. */
export async function listOutbox(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<{ rows: (typeof smsOutbox.$inferSelect)[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(smsOutbox),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}
