import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema/accounts';

/** Stores a message of the outbox adapter; returns its id. */
export async function insertOutboxMessage(db: DbOrTx, to: string, text: string): Promise<number | undefined> {
  const [row] = await db.insert(smsOutbox).values({ rcvAddr: to, text }).returning({ id: smsOutbox.id });
  return row?.id;
}
