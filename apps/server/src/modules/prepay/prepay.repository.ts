import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inOut, parkingLots } from '../../db/schema/lots';
import { payments } from '../../db/schema/payments';
import { coalesced } from '../../lib/coalesce';
import type { LotRecord } from '../lots';
import type { InOutRecord } from '../parking-sessions';

/** Longest public lookup answer. */
export const LOOKUP_LIMIT = 50;

type OpenStay = { session: InOutRecord; lot: Pick<LotRecord, 'parkingNm' | 'parkingDivNm'> };

/**
 * Cars in a lot now whose plate ends in one of `keys`, season-pass stays excluded, by key then newest entry
 * first. Served by the partial index on open sessions (in_out_open_last4_idx): its size is the cars parked
 * now, whatever the length of the history. A named prepared statement, built once per database handle.
 */
function buildOpenByLast4(db: DbOrTx) {
  return db
    .select({
      session: inOut,
      lot: { parkingNm: parkingLots.parkingNm, parkingDivNm: parkingLots.parkingDivNm },
    })
    .from(inOut)
    .innerJoin(parkingLots, eq(parkingLots.lotId, inOut.lotId))
    .where(
      and(
        sql`${inOut.plateLast4} = any(${sql.placeholder('keys')}::text[])`,
        isNull(inOut.outDttm),
        ne(inOut.inTy, 'PERIOD'),
      ),
    )
    .orderBy(inOut.plateLast4, desc(inOut.inDttm), desc(inOut.stayId))
    .prepare('prepay_open_by_last4');
}

/**
 * The public lookup is the busiest plate query: concurrent lookups (any digits) share one query per round
 * trip (lib/coalesce), each answered with at most LOOKUP_LIMIT stays of its own digits.
 */
function buildLookup(db: DbOrTx): (last4: string) => Promise<OpenStay[]> {
  const statement = buildOpenByLast4(db);
  return coalesced(async (keys: string[]) => {
    const rows = await statement.execute({ keys: [...new Set(keys)] });
    const byKey = new Map<string, OpenStay[]>();
    for (const row of rows) {
      const list = byKey.get(row.session.plateLast4) ?? [];
      if (list.length < LOOKUP_LIMIT) list.push(row);
      byKey.set(row.session.plateLast4, list);
    }
    return keys.map((k) => byKey.get(k) ?? []);
  });
}

const lookups = new WeakMap<object, (last4: string) => Promise<OpenStay[]>>();

/** Cars in a lot now whose plate ends in `last4` (at most LOOKUP_LIMIT, newest entry first). */
export async function findOpenByLast4(db: DbOrTx, last4: string): Promise<OpenStay[]> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = buildLookup(db);
    lookups.set(db, lookup);
  }
  return lookup(last4);
}

/** A session with its lot (any state); `lock` takes a row lock on the session for the transaction. */
export async function findSessionWithLot(
  db: DbOrTx,
  stayId: number,
  lock = false,
): Promise<{ session: InOutRecord; lot: LotRecord } | null> {
  const q = db
    .select({ session: inOut, lot: parkingLots })
    .from(inOut)
    .innerJoin(parkingLots, eq(parkingLots.lotId, inOut.lotId))
    .where(eq(inOut.stayId, stayId))
    .limit(1);
  const rows = lock ? await q.for('update', { of: inOut }) : await q;
  return rows[0] ?? null;
}

/** Records a pre-payment on a locked session. */
export async function addPrepayment(
  tx: DbOrTx,
  stayId: number,
  paidAmt: number,
  paidThrough: Date,
): Promise<void> {
  await tx.update(inOut).set({ paidAmt, paidThrough }).where(eq(inOut.stayId, stayId));
}

/** Sets a locked session's pre-paid amount and time back (a refunded pre-payment, issue 21). */
export async function revertPrepayment(
  tx: DbOrTx,
  stayId: number,
  paidAmt: number,
  paidThrough: Date | null,
): Promise<void> {
  await tx.update(inOut).set({ paidAmt, paidThrough }).where(eq(inOut.stayId, stayId));
}

/** The time the newest other approved pre-payment of a session paid up to (null when there is none). */
export async function lastPrepaidThrough(
  db: DbOrTx,
  stayId: number,
  exceptPaymentId: string,
): Promise<Date | null> {
  const rows = await db
    .select({ feeThrough: sql<string | null>`${payments.targets}->>'feeThrough'` })
    .from(payments)
    .where(
      and(
        eq(payments.category, 'PRESETTLEMENT'),
        eq(payments.status, 'APPROVED'),
        ne(payments.paymentId, exceptPaymentId),
        // stored targets keep the wire key `inOutId` (prepay.payment.ts); rows from before decision 227 match too
        sql`${payments.targets}->>'inOutId' = ${String(stayId)}`,
      ),
    )
    .orderBy(desc(payments.approvedAt))
    .limit(1);
  const at = rows[0]?.feeThrough ? new Date(rows[0].feeThrough) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

export interface PrepayHistoryRecord {
  paymentId: string;
  amount: number;
  approvedAt: Date;
  plate: string;
  feeThrough: string | null;
  inDttm: Date | null;
  parkingNm: string | null;
}

/**
 * Approved pre-payments of a plate approved within [from, to), newest first, with their session and lot; with
 * `paidBy`, only those that member made while logged in.
 */
export async function listApprovedPrepayments(
  db: DbOrTx,
  plate: string,
  from: Date,
  to: Date,
  paidBy: string | null = null,
): Promise<PrepayHistoryRecord[]> {
  const rows = await db
    .select({
      paymentId: payments.paymentId,
      amount: payments.amount,
      approvedAt: payments.approvedAt,
      plate: payments.plate,
      feeThrough: sql<string | null>`${payments.targets}->>'feeThrough'`,
      inDttm: inOut.inDttm,
      parkingNm: parkingLots.parkingNm,
    })
    .from(payments)
    // Targets are written by the PRESETTLEMENT handler under the wire key `inOutId` (kept for rows from before
    // decision 227); the guard keeps a foreign shape from failing the cast.
    .leftJoin(
      inOut,
      sql`${inOut.stayId} = case when ${payments.targets}->>'inOutId' ~ '^[0-9]{1,18}$' then (${payments.targets}->>'inOutId')::bigint end`,
    )
    .leftJoin(parkingLots, eq(parkingLots.lotId, inOut.lotId))
    .where(
      and(
        eq(payments.plate, plate),
        paidBy === null ? undefined : eq(payments.memberEsntlId, paidBy),
        eq(payments.category, 'PRESETTLEMENT'),
        eq(payments.status, 'APPROVED'),
        gte(payments.approvedAt, from),
        lt(payments.approvedAt, to),
      ),
    )
    .orderBy(desc(payments.approvedAt));
  return rows.map((r) => ({ ...r, approvedAt: r.approvedAt ?? new Date(0) }));
}
