import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { simPgTransactions } from '../../db/schema/payments';

export type SimTransactionRow = typeof simPgTransactions.$inferSelect;

export async function insertSimTransaction(
  db: DbOrTx,
  row: typeof simPgTransactions.$inferInsert,
): Promise<void> {
  await db.insert(simPgTransactions).values(row);
}

/** AUTHENTICATED → APPROVED for this exact Tid and key, once; null when it was not AUTHENTICATED. */
export async function approveSimTransaction(
  db: DbOrTx,
  tid: string,
  trAuthKey: string,
  authCode: string,
  at: Date,
): Promise<SimTransactionRow | null> {
  const [row] = await db
    .update(simPgTransactions)
    .set({ status: 'APPROVED', authCode, approvedAt: at })
    .where(
      and(
        eq(simPgTransactions.tid, tid),
        eq(simPgTransactions.trAuthKey, trAuthKey),
        eq(simPgTransactions.status, 'AUTHENTICATED'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findSimTransaction(
  db: DbOrTx,
  tid: string,
  trAuthKey?: string,
): Promise<SimTransactionRow | null> {
  const [row] = await db
    .select()
    .from(simPgTransactions)
    .where(
      trAuthKey === undefined
        ? eq(simPgTransactions.tid, tid)
        : and(eq(simPgTransactions.tid, tid), eq(simPgTransactions.trAuthKey, trAuthKey)),
    )
    .limit(1);
  return row ?? null;
}

/** APPROVED → CANCELLED; false when the transaction was not APPROVED. */
export async function cancelSimTransaction(db: DbOrTx, tid: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(simPgTransactions)
    .set({ status: 'CANCELLED', cancelledAt: at })
    .where(and(eq(simPgTransactions.tid, tid), eq(simPgTransactions.status, 'APPROVED')))
    .returning({ tid: simPgTransactions.tid });
  return rows.length > 0;
}
