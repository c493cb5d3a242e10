import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businessLots, members } from '../../db/schema/accounts';
import { inOut, parkingLots } from '../../db/schema/lots';
import { webPrepaidLedger } from '../../db/schema/web-prepaid';
import type { InOutRecord } from '../parking-sessions';

export type LedgerRecord = typeof webPrepaidLedger.$inferSelect;

/** What the access rules need to know about a member beyond the session's principal. */
export interface StoreRecord {
  memberId: string;
  authorCode: string;
  empDiv: string;
  empSttus: string;
  marketYn: string;
}

export async function findStore(db: DbOrTx, memberId: string): Promise<StoreRecord | null> {
  const rows = await db
    .select({
      memberId: members.memberId,
      authorCode: members.authorCode,
      empDiv: members.empDiv,
      empSttus: members.empSttus,
      marketYn: members.marketYn,
    })
    .from(members)
    .where(eq(members.memberId, memberId))
    .limit(1);
  return rows[0] ?? null;
}

/** A lot a business member is mapped to, with its unit price (WEB_DISCOUNT_DEFAULT_AMT per 30 minutes). */
export interface MappedLot {
  lotId: number;
  parkingNm: string;
  unitAmt: number;
}

const mappedLotColumns = {
  lotId: parkingLots.lotId,
  parkingNm: parkingLots.parkingNm,
  unitAmt: parkingLots.webDiscountDefaultAmt,
};

/** The member's lots, in the order they were mapped. */
export async function listMappedLots(db: DbOrTx, memberId: string): Promise<MappedLot[]> {
  return db
    .select(mappedLotColumns)
    .from(businessLots)
    .innerJoin(parkingLots, eq(parkingLots.lotId, businessLots.lotId))
    .where(eq(businessLots.memberId, memberId))
    .orderBy(asc(businessLots.mappingId));
}

/**
 * The member's mapping to a lot, or null. With `lock` the mapping row is locked for the transaction: it is
 * the per-(member, lot) lock every balance change takes, so two applications never both read the same
 * balance.
 */
export async function findMappedLot(
  db: DbOrTx,
  memberId: string,
  lotId: number,
  lock = false,
): Promise<MappedLot | null> {
  const q = db
    .select(mappedLotColumns)
    .from(businessLots)
    .innerJoin(parkingLots, eq(parkingLots.lotId, businessLots.lotId))
    .where(and(eq(businessLots.memberId, memberId), eq(businessLots.lotId, lotId)))
    .limit(1);
  const rows = lock ? await q.for('update', { of: businessLots }) : await q;
  return rows[0] ?? null;
}

/** Ledger totals of one member at one lot, minutes. */
export interface LotTotals {
  lotId: number;
  buyMinutes: number;
  useMinutes: number;
  freeMinutes: number;
}

const totalsColumns = {
  lotId: webPrepaidLedger.lotId,
  // ::int on both drivers (pg answers sums as strings otherwise)
  // a REFUND row (staff refund of an unused purchase, issue 21) takes its purchase's minutes back
  buyMinutes: sql<number>`coalesce(sum(case when ${webPrepaidLedger.kind} = 'BUY' then ${webPrepaidLedger.minutes} when ${webPrepaidLedger.kind} = 'REFUND' then -${webPrepaidLedger.minutes} end), 0)::int`,
  useMinutes: sql<number>`coalesce(sum(case when ${webPrepaidLedger.kind} = 'USE' then ${webPrepaidLedger.minutes} end), 0)::int`,
  freeMinutes: sql<number>`coalesce(sum(${webPrepaidLedger.freeMinutes}), 0)::int`,
};

/** Totals per lot of a member's ledger (lots without rows are absent). */
export async function ledgerTotals(db: DbOrTx, memberId: string): Promise<LotTotals[]> {
  const rows = await db
    .select(totalsColumns)
    .from(webPrepaidLedger)
    .where(eq(webPrepaidLedger.memberId, memberId))
    .groupBy(webPrepaidLedger.lotId);
  return rows.map((r) => ({
    lotId: r.lotId,
    buyMinutes: Number(r.buyMinutes),
    useMinutes: Number(r.useMinutes),
    freeMinutes: Number(r.freeMinutes),
  }));
}

/** Balance of a member at a lot: Σ BUY − Σ USE. */
export async function balanceOf(db: DbOrTx, memberId: string, lotId: number): Promise<number> {
  const rows = await db
    .select(totalsColumns)
    .from(webPrepaidLedger)
    .where(and(eq(webPrepaidLedger.memberId, memberId), eq(webPrepaidLedger.lotId, lotId)))
    .groupBy(webPrepaidLedger.lotId);
  const r = rows[0];
  return r ? Number(r.buyMinutes) - Number(r.useMinutes) : 0;
}

/** Credits a purchase; false when this payment was already credited (the unique payment id). */
export async function insertPurchase(
  tx: DbOrTx,
  row: { memberId: string; lotId: number; minutes: number; paymentId: string; amount: number; at: Date },
): Promise<boolean> {
  const done = await tx
    .insert(webPrepaidLedger)
    .values({
      memberId: row.memberId,
      lotId: row.lotId,
      kind: 'BUY',
      minutes: row.minutes,
      paymentId: row.paymentId,
      amount: row.amount,
      createdAt: row.at,
    })
    .onConflictDoNothing()
    .returning({ id: webPrepaidLedger.id });
  return done.length === 1;
}

/**
 * Takes a refunded purchase's minutes back (a REFUND row; its request key `refund:<paymentId>` is unique per
 * member, so a purchase is taken back at most once). False when it had been.
 */
export async function insertRefund(
  tx: DbOrTx,
  row: { memberId: string; lotId: number; minutes: number; paymentId: string; amount: number; at: Date },
): Promise<boolean> {
  const done = await tx
    .insert(webPrepaidLedger)
    .values({
      memberId: row.memberId,
      lotId: row.lotId,
      kind: 'REFUND',
      minutes: row.minutes,
      amount: row.amount,
      requestKey: `refund:${row.paymentId}`,
      createdAt: row.at,
    })
    .onConflictDoNothing()
    .returning({ id: webPrepaidLedger.id });
  return done.length === 1;
}

/** The purchase credited by a payment, if any. */
export async function findPurchase(db: DbOrTx, paymentId: string): Promise<LedgerRecord | null> {
  const rows = await db
    .select()
    .from(webPrepaidLedger)
    .where(and(eq(webPrepaidLedger.paymentId, paymentId), eq(webPrepaidLedger.kind, 'BUY')))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUse(
  tx: DbOrTx,
  row: {
    memberId: string;
    lotId: number;
    minutes: number;
    freeMinutes: number;
    stayId: number;
    plate: string;
    requestKey: string;
    at: Date;
  },
): Promise<LedgerRecord> {
  const [created] = await tx
    .insert(webPrepaidLedger)
    .values({
      memberId: row.memberId,
      lotId: row.lotId,
      kind: 'USE',
      minutes: row.minutes,
      freeMinutes: row.freeMinutes,
      stayId: row.stayId,
      plate: row.plate,
      requestKey: row.requestKey,
      createdAt: row.at,
    })
    .returning();
  return created!;
}

/** The application a member made with this Idempotency-Key, if any. */
export async function findUseByKey(
  db: DbOrTx,
  memberId: string,
  requestKey: string,
): Promise<LedgerRecord | null> {
  const rows = await db
    .select()
    .from(webPrepaidLedger)
    .where(and(eq(webPrepaidLedger.memberId, memberId), eq(webPrepaidLedger.requestKey, requestKey)))
    .limit(1);
  return rows[0] ?? null;
}

/** Longest answer of the car search. */
export const SEARCH_LIMIT = 50;

/** Cars parked now in `sectnIds` whose plate ends in `last4` (season-pass stays excluded), newest first. */
export async function findOpenInLots(
  db: DbOrTx,
  last4: string,
  sectnIds: number[],
): Promise<{ session: InOutRecord; parkingNm: string }[]> {
  if (sectnIds.length === 0) return [];
  return db
    .select({ session: inOut, parkingNm: parkingLots.parkingNm })
    .from(inOut)
    .innerJoin(parkingLots, eq(parkingLots.lotId, inOut.lotId))
    .where(
      and(
        eq(inOut.plateLast4, last4),
        isNull(inOut.outDttm),
        ne(inOut.inTy, 'PERIOD'),
        inArray(inOut.lotId, sectnIds),
      ),
    )
    .orderBy(desc(inOut.inDttm), desc(inOut.stayId))
    .limit(SEARCH_LIMIT);
}

/** Adds applied minutes (bought + free) to a locked session: the fee engine removes them from the stay. */
export async function addSessionMinutes(tx: DbOrTx, stayId: number, minutes: number): Promise<number> {
  const [row] = await tx
    .update(inOut)
    .set({ prepaidMinutes: sql`${inOut.prepaidMinutes} + ${minutes}` })
    .where(eq(inOut.stayId, stayId))
    .returning({ prepaidMinutes: inOut.prepaidMinutes });
  return row?.prepaidMinutes ?? 0;
}

/** A member's ledger rows of one kind created within [from, to), newest first, with the lot's name. */
export async function listLedger(
  db: DbOrTx,
  memberId: string,
  kind: 'BUY' | 'USE',
  from: Date,
  to: Date,
): Promise<(LedgerRecord & { parkingNm: string })[]> {
  const rows = await db
    .select({ row: webPrepaidLedger, parkingNm: parkingLots.parkingNm })
    .from(webPrepaidLedger)
    .innerJoin(parkingLots, eq(parkingLots.lotId, webPrepaidLedger.lotId))
    .where(
      and(
        eq(webPrepaidLedger.memberId, memberId),
        eq(webPrepaidLedger.kind, kind),
        gte(webPrepaidLedger.createdAt, from),
        lt(webPrepaidLedger.createdAt, to),
      ),
    )
    .orderBy(desc(webPrepaidLedger.createdAt), desc(webPrepaidLedger.id));
  return rows.map((r) => ({ ...r.row, parkingNm: r.parkingNm }));
}
