import { kstDayRange } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import type { PaymentFilter, SettlementQuery } from '@parking/shared/payments-admin/schemas';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { parkingLots } from '../../db/schema/lots';
import { type PaymentRow, paymentLogs, payments, simPgTransactions } from '../../db/schema/payments';
import { containsPattern } from '../../lib/like-pattern';

/** The payment date: its approval, else when it started (READY, FAILED …). */
const paidAt = sql<Date>`coalesce(${payments.approvedAt}, ${payments.createdAt})`;
const EVER_APPROVED = ['APPROVED', 'CANCELLED'];
/** 'YYYY-MM-DD' of a timestamp in Korea time (fixed UTC+9, like the shared helpers). */
const kstDay = (col: SQL | typeof payments.approvedAt) =>
  sql<string>`to_char((${col} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

function filterWhere(f: Domain<PaymentFilter>): SQL | undefined {
  const { from, to } = kstDayRange(f.startDt, f.endDt);
  const conds: (SQL | undefined)[] = [sql`${paidAt} >= ${from}`, sql`${paidAt} < ${to}`];
  if (f.category) conds.push(eq(payments.category, f.category));
  if (f.status) conds.push(eq(payments.status, f.status));
  if (f.lotId !== undefined) conds.push(f.lotId === 0 ? isNull(payments.lotId) : eq(payments.lotId, f.lotId));
  if (f.plate) conds.push(ilike(payments.plate, containsPattern(f.plate)));
  if (f.authCode) conds.push(eq(payments.authCode, f.authCode));
  if (f.minAmt !== undefined) conds.push(gte(payments.amount, f.minAmt));
  if (f.maxAmt !== undefined) conds.push(lte(payments.amount, f.maxAmt));
  return and(...conds);
}

export type PaymentListRecord = PaymentRow & { parkingNm: string | null; paidAt: Date };

/** One page of the filtered payments, newest first, with the lot's name. */
export async function selectPayments(
  db: DbOrTx,
  f: Domain<PaymentFilter>,
  window: { firstIndex: number; recordCountPerPage: number },
): Promise<PaymentListRecord[]> {
  const rows = await db
    .select({ p: payments, parkingNm: parkingLots.parkingNm, paidAt })
    .from(payments)
    .leftJoin(parkingLots, eq(parkingLots.lotId, payments.lotId))
    .where(filterWhere(f))
    .orderBy(desc(paidAt), desc(payments.paymentId))
    .limit(window.recordCountPerPage)
    .offset(window.firstIndex);
  return rows.map((r) => ({ ...r.p, parkingNm: r.parkingNm, paidAt: new Date(r.paidAt) }));
}

/** Count and sums of the whole filtered set. */
export async function paymentTotals(db: DbOrTx, f: Domain<PaymentFilter>) {
  const [r] = await db
    .select({
      count: sql<number>`count(*)::int`,
      approvedCount: sql<number>`count(*) filter (where ${inArray(payments.status, EVER_APPROVED)})::int`,
      amount: sql<number>`coalesce(sum(${payments.amount}) filter (where ${inArray(payments.status, EVER_APPROVED)}), 0)::int`,
      cancelCount: sql<number>`count(*) filter (where ${payments.status} = 'CANCELLED' and ${payments.approvedAt} is not null)::int`,
      cancelAmt: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'CANCELLED' and ${payments.approvedAt} is not null), 0)::int`,
    })
    .from(payments)
    .where(filterWhere(f));
  return {
    count: Number(r?.count ?? 0),
    approvedCount: Number(r?.approvedCount ?? 0),
    amount: Number(r?.amount ?? 0),
    cancelCount: Number(r?.cancelCount ?? 0),
    cancelAmt: Number(r?.cancelAmt ?? 0),
  };
}

/** A payment with its lot and member names. */
export async function findPaymentDetail(db: DbOrTx, paymentId: string) {
  const rows = await db
    .select({ p: payments, parkingNm: parkingLots.parkingNm, memberName: members.empNm })
    .from(payments)
    .leftJoin(parkingLots, eq(parkingLots.lotId, payments.lotId))
    .leftJoin(members, eq(members.memberId, payments.memberEsntlId))
    .where(eq(payments.paymentId, paymentId))
    .limit(1);
  return rows[0] ?? null;
}

/** The payment's log rows in the order they were written. */
export function selectPaymentLogs(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(paymentLogs)
    .where(eq(paymentLogs.paymentId, paymentId))
    .orderBy(asc(paymentLogs.id))
    .limit(500);
}

export interface SettlementRecord {
  day: string;
  category: string;
  lotId: number | null;
  parkingNm: string | null;
  count: number;
  amount: number;
  supplyAmt: number;
  cancelCount: number;
  cancelAmt: number;
}

/**
 * Approved payments (APPROVED, or CANCELLED after approval) grouped by their approval day (Korea time), category
 * and lot; cancellations are counted against the day of the sale (decision 164).
 */
export async function settlementRows(db: DbOrTx, q: Domain<SettlementQuery>): Promise<SettlementRecord[]> {
  const { from, to } = kstDayRange(q.startDt, q.endDt);
  const day = kstDay(payments.approvedAt);
  const conds: (SQL | undefined)[] = [
    inArray(payments.status, EVER_APPROVED),
    isNotNull(payments.approvedAt),
    gte(payments.approvedAt, from),
    lt(payments.approvedAt, to),
  ];
  if (q.category) conds.push(eq(payments.category, q.category));
  if (q.lotId !== undefined) conds.push(q.lotId === 0 ? isNull(payments.lotId) : eq(payments.lotId, q.lotId));
  const rows = await db
    .select({
      day,
      category: payments.category,
      lotId: payments.lotId,
      parkingNm: sql<string | null>`max(${parkingLots.parkingNm})`,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${payments.amount})::int`,
      supplyAmt: sql<number>`sum((${payments.amount} * 10) / 11)::int`,
      cancelCount: sql<number>`count(*) filter (where ${payments.status} = 'CANCELLED')::int`,
      cancelAmt: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'CANCELLED'), 0)::int`,
    })
    .from(payments)
    .leftJoin(parkingLots, eq(parkingLots.lotId, payments.lotId))
    .where(and(...conds))
    .groupBy(day, payments.category, payments.lotId)
    .orderBy(desc(day), asc(payments.category), asc(payments.lotId));
  return rows.map((r) => ({
    ...r,
    count: Number(r.count),
    amount: Number(r.amount),
    supplyAmt: Number(r.supplyAmt),
    cancelCount: Number(r.cancelCount),
    cancelAmt: Number(r.cancelAmt),
  }));
}

/** Payments approved on one Korean day that the provider knows (they carry a Tid). */
export function approvedOnDay(db: DbOrTx, date: string) {
  const { from, to } = kstDayRange(date, date);
  return db
    .select({
      paymentId: payments.paymentId,
      tid: payments.tid,
      moid: payments.moid,
      amount: payments.amount,
      status: payments.status,
    })
    .from(payments)
    .where(
      and(
        isNotNull(payments.tid),
        isNotNull(payments.approvedAt),
        gte(payments.approvedAt, from),
        lt(payments.approvedAt, to),
        inArray(payments.status, EVER_APPROVED),
      ),
    );
}

/** Payments by Tid (any day or state): a line of the file that is not of that day here. */
export function paymentsByTid(db: DbOrTx, tids: string[]) {
  if (tids.length === 0) return Promise.resolve([]);
  return db
    .select({
      paymentId: payments.paymentId,
      tid: payments.tid,
      moid: payments.moid,
      amount: payments.amount,
      status: payments.status,
    })
    .from(payments)
    .where(inArray(payments.tid, tids));
}

/** The simulated provider's approvals of one Korean day (its settlement file). */
export function simApprovedOnDay(db: DbOrTx, date: string) {
  const { from, to } = kstDayRange(date, date);
  return db
    .select()
    .from(simPgTransactions)
    .where(
      and(
        isNotNull(simPgTransactions.approvedAt),
        gte(simPgTransactions.approvedAt, from),
        lt(simPgTransactions.approvedAt, to),
        inArray(simPgTransactions.status, ['APPROVED', 'CANCELLED']),
      ),
    )
    .orderBy(asc(simPgTransactions.approvedAt));
}
