import { and, asc, desc, eq, gte, inArray, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parkingLots, unpaidItems } from '../../db/schema/lots';
import { apiKeys, payments } from '../../db/schema/payments';
import { prefixPattern } from '../../lib/like-pattern';

export type UnpaidItemRecord = typeof unpaidItems.$inferSelect;
export type UnpaidKind = 'OFFSTREET' | 'ONSTREET';
export type ApiKeyRecord = typeof apiKeys.$inferSelect;

/** An item with the name it is shown under (the item's own, else its lot's). */
export type UnpaidItemView = UnpaidItemRecord & { shownName: string };

const shownName = sql<string>`coalesce(nullif(${unpaidItems.parkingName}, ''), ${parkingLots.parkingNm}, '')`;

/** Items matching `where` with the name they are shown under, in `order`. */
async function selectWithName(db: DbOrTx, where: SQL | undefined, order: SQL[]): Promise<UnpaidItemView[]> {
  const rows = await db
    .select({ item: unpaidItems, shownName })
    .from(unpaidItems)
    .leftJoin(parkingLots, eq(parkingLots.lotId, unpaidItems.lotId))
    .where(where)
    .orderBy(...order);
  return rows.map((r) => ({ ...r.item, shownName: r.shownName }));
}

const OLDEST_FIRST = [asc(unpaidItems.issuedAt), asc(unpaidItems.id)];

/** The UNPAID items of a plate (all kinds when `kind` is absent), oldest first. */
export function listOpenItems(db: DbOrTx, plate: string, kind?: UnpaidKind): Promise<UnpaidItemView[]> {
  return selectWithName(
    db,
    and(
      eq(unpaidItems.plate, plate),
      eq(unpaidItems.status, 'UNPAID'),
      kind ? eq(unpaidItems.kind, kind) : undefined,
    ),
    OLDEST_FIRST,
  );
}

/**
 * Items of a plate issued or paid within [from, to), newest issue first; with `paidBy`, only the items paid by
 * a payment that member made while logged in.
 */
export function listItemsInRange(
  db: DbOrTx,
  plate: string,
  from: Date,
  to: Date,
  paidBy: string | null = null,
): Promise<UnpaidItemView[]> {
  return selectWithName(
    db,
    and(
      eq(unpaidItems.plate, plate),
      or(
        and(gte(unpaidItems.issuedAt, from), lt(unpaidItems.issuedAt, to)),
        and(gte(unpaidItems.paidAt, from), lt(unpaidItems.paidAt, to)),
      ),
      paidBy === null
        ? undefined
        : sql`exists (select 1 from ${payments} where ${payments.paymentId} = ${unpaidItems.paymentId} and ${payments.memberEsntlId} = ${paidBy})`,
    ),
    [desc(unpaidItems.issuedAt), desc(unpaidItems.id)],
  );
}

/** Items by id (any state), without locking: what a payment is about to be quoted for. */
export async function findItems(db: DbOrTx, ids: number[]): Promise<UnpaidItemView[]> {
  if (ids.length === 0) return [];
  return selectWithName(db, inArray(unpaidItems.id, ids), OLDEST_FIRST);
}

/** Items by id, locked for the rest of the transaction (in id order, so concurrent payments never deadlock). */
export async function lockItems(tx: DbOrTx, ids: number[]): Promise<UnpaidItemRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(unpaidItems)
    .where(inArray(unpaidItems.id, ids))
    .orderBy(asc(unpaidItems.id))
    .for('update');
}

/** Marks one locked item paid. */
export async function markPaid(
  tx: DbOrTx,
  id: number,
  paid: { paidAmt: number; paidAt: Date; paymentId: string },
): Promise<void> {
  await tx
    .update(unpaidItems)
    .set({ status: 'PAID', ...paid })
    .where(and(eq(unpaidItems.id, id), eq(unpaidItems.status, 'UNPAID')));
}

/** Puts one locked item paid by `paymentId` back to UNPAID (a refunded payment, issue 21). */
export async function markUnpaid(tx: DbOrTx, id: number, paymentId: string): Promise<void> {
  await tx
    .update(unpaidItems)
    .set({ status: 'UNPAID', paidAmt: null, paidAt: null, paymentId: null })
    .where(and(eq(unpaidItems.id, id), eq(unpaidItems.status, 'PAID'), eq(unpaidItems.paymentId, paymentId)));
}

/** Inserts on-street items; a record whose externalId exists already is skipped. Returns how many were new. */
export async function insertOnStreetItems(
  tx: DbOrTx,
  rows: {
    externalId: string;
    plate: string;
    parkingName: string;
    inDttm: Date;
    outDttm: Date | null;
    principal: number;
    issuedAt: Date;
    dueDate: string;
  }[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ ...r, kind: 'ONSTREET', status: 'UNPAID' }));
    const done = await tx
      .insert(unpaidItems)
      .values(chunk)
      .onConflictDoNothing({ target: unpaidItems.externalId })
      .returning({ id: unpaidItems.id });
    inserted += done.length;
  }
  return inserted;
}

// ---------------------------------------------------------------------------------------------
// API keys of the on-street feed (table api_keys, purpose ONSTREET_IMPORT)

export async function findActiveApiKey(
  db: DbOrTx,
  purpose: string,
  keyHash: string,
): Promise<ApiKeyRecord | null> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), eq(apiKeys.purpose, purpose), isNull(apiKeys.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchApiKey(db: DbOrTx, keyId: number, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.keyId, keyId));
}

export async function insertApiKey(
  db: DbOrTx,
  row: { purpose: string; keyHash: string; keyPrefix: string; label: string },
): Promise<ApiKeyRecord> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created!;
}

/** Revokes the active keys of a purpose whose prefix starts with `prefix`; returns them. */
export async function revokeApiKeysByPrefix(
  db: DbOrTx,
  purpose: string,
  prefix: string,
  at: Date,
): Promise<ApiKeyRecord[]> {
  return db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(
      and(
        eq(apiKeys.purpose, purpose),
        isNull(apiKeys.revokedAt),
        like(apiKeys.keyPrefix, prefixPattern(prefix)),
      ),
    )
    .returning();
}

export async function listApiKeys(db: DbOrTx, purpose: string): Promise<ApiKeyRecord[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.purpose, purpose)).orderBy(asc(apiKeys.keyId));
}
