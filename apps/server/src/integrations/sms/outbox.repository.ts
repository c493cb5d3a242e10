import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsDailyCounts, smsOutbox } from '../../db/schema/accounts';

/** Stores a message of the outbox adapter; returns its id. */
export async function insertOutboxMessage(
  db: DbOrTx,
  to: string,
  text: string,
  channel: 'sms' | 'alimtalk' = 'sms',
): Promise<number | undefined> {
  const [row] = await db
    .insert(smsOutbox)
    .values({ rcvAddr: to, text, channel })
    .returning({ id: smsOutbox.id });
  return row?.id;
}

/**
 * Takes one of the phone's `cap` messages of `day` with one conditional upsert (atomic under concurrency);
 * false when the cap is reached. Rows of days before `day` are cleared now and then.
 */
export async function takeDailySlot(db: DbOrTx, phone: string, day: string, cap: number): Promise<boolean> {
  const rows = await db
    .insert(smsDailyCounts)
    .values({ phone, day, cnt: 1 })
    .onConflictDoUpdate({
      target: [smsDailyCounts.phone, smsDailyCounts.day],
      set: { cnt: sql`${smsDailyCounts.cnt} + 1` },
      setWhere: sql`${smsDailyCounts.cnt} < ${cap}`,
    })
    .returning({ cnt: smsDailyCounts.cnt });
  const taken = rows.length > 0 && rows[0]!.cnt <= cap;
  if (taken && rows[0]!.cnt === 1 && Math.random() < 0.05)
    await db.delete(smsDailyCounts).where(sql`${smsDailyCounts.day} < ${day}`);
  return taken;
}
