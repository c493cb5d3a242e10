import type { PaymentStatus } from '@parking/shared/payments/schemas';
import { and, desc, eq, gte, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { type PaymentRow, paymentLogs, payments } from '../../db/schema/payments';
import { sanitizeDeep, sanitizeText } from '../../lib/safe-text';
import { assertTransition, INITIAL_PAYMENT_STATUS } from './status-transitions';

export type { PaymentRow };
/** A new payment: always READY (status-transitions.ts), so the caller does not say. */
export type NewPayment = Omit<typeof payments.$inferInsert, 'status'>;

/** CLIENT | CALLBACK | APPROVE | CANCEL | REFUSED | RECONCILE */
export type PaymentLogKind = 'CLIENT' | 'CALLBACK' | 'APPROVE' | 'CANCEL' | 'REFUSED' | 'RECONCILE';

export interface PaymentLogEntry {
  paymentId: string | null;
  kind: PaymentLogKind;
  outcome: string;
  data: Record<string, unknown>;
  ip: string;
}

export async function insertPayment(db: DbOrTx, row: NewPayment): Promise<PaymentRow> {
  const [created] = await db
    .insert(payments)
    .values({ ...row, status: INITIAL_PAYMENT_STATUS })
    .returning();
  return created!;
}

/** Columns a status write may set along with the status. */
type TransitionFields = Partial<
  Pick<
    typeof payments.$inferInsert,
    | 'tid'
    | 'approvingAt'
    | 'resultCode'
    | 'resultMsg'
    | 'authCode'
    | 'cardName'
    | 'cancelReason'
    | 'cancelledBy'
  >
>;

/**
 * The one status write of a payment: checked against the transition table first (a transition not in it throws
 * PAYMENT_STATUS_TRANSITION and nothing is written), then one conditional update `WHERE status = from` (plus
 * `also`), so of two writers only one moves the payment. Stamps approved_at / cancelled_at on entering APPROVED /
 * CANCELLED. The row as written, or null when the payment was not (or no longer) in `from`.
 */
export async function transitionPayment(
  db: DbOrTx,
  paymentId: string,
  from: PaymentStatus,
  to: PaymentStatus,
  fields: TransitionFields,
  now: Date,
  also?: SQL,
): Promise<PaymentRow | null> {
  assertTransition(from, to);
  const [row] = await db
    .update(payments)
    .set({
      ...fields,
      status: to,
      updatedAt: now,
      ...(to === 'APPROVED' ? { approvedAt: now } : {}),
      ...(to === 'CANCELLED' ? { cancelledAt: now } : {}),
    })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, from), also))
    .returning();
  return row ?? null;
}

export async function findPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
  return rows[0] ?? null;
}

/**
 * READY → APPROVING with the provider's Tid, in one conditional update: exactly one callback wins.
 * Null when the payment was not READY. Throws a unique violation when another payment holds this Tid.
 */
export async function claimForApproval(
  db: DbOrTx,
  paymentId: string,
  tid: string,
  now: Date,
): Promise<PaymentRow | null> {
  return transitionPayment(db, paymentId, 'READY', 'APPROVING', { tid, approvingAt: now }, now);
}

/**
 * Moves an APPROVING payment to its outcome (or records a result while it stays APPROVING); false when it had
 * moved on.
 */
export async function settlePayment(
  db: DbOrTx,
  paymentId: string,
  from: 'APPROVING',
  set: {
    status: 'APPROVING' | 'APPROVED' | 'FAILED' | 'CANCELLED';
    resultCode?: string | null;
    resultMsg?: string | null;
    authCode?: string | null;
    cardName?: string | null;
  },
  now: Date,
): Promise<boolean> {
  const { status, ...fields } = set;
  return (await transitionPayment(db, paymentId, from, status, fields, now)) !== null;
}

/**
 * Claims one APPROVING payment older than `before` for the reconcile job (moving its approving_at to now so a
 * second job sees it as fresh): several processes never settle the same payment at once.
 */
export async function claimStuckPayment(
  db: DbOrTx,
  paymentId: string,
  before: Date,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ approvingAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.paymentId, paymentId),
        eq(payments.status, 'APPROVING'),
        lt(payments.approvingAt, before),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ids of APPROVING payments whose approval began before `before`, oldest first. */
export async function listStuckPaymentIds(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ paymentId: payments.paymentId })
    .from(payments)
    .where(and(eq(payments.status, 'APPROVING'), lt(payments.approvingAt, before)))
    .orderBy(payments.approvingAt)
    .limit(limit);
  return rows.map((r) => r.paymentId);
}

/**
 * Writes an audit row. Text that PostgreSQL cannot store (NUL, unpaired surrogates) is replaced by U+FFFD
 * first, so no input can make an attempt go unrecorded (issue 12 §12).
 */
export async function insertPaymentLog(db: DbOrTx, entry: PaymentLogEntry): Promise<void> {
  await db.insert(paymentLogs).values({
    paymentId: entry.paymentId === null ? null : sanitizeText(entry.paymentId),
    kind: entry.kind,
    outcome: sanitizeText(entry.outcome),
    data: sanitizeDeep(entry.data) as Record<string, unknown>,
    ip: sanitizeText(entry.ip),
  });
}

/**
 * APPROVING → READY again, Tid cleared, when the provider did not recognise the Tid posted for this payment
 * (issue 12 §9): a made-up callback must not decide someone else's payment. False when it had moved on.
 */
export async function releaseClaim(db: DbOrTx, paymentId: string, tid: string, now: Date): Promise<boolean> {
  const row = await transitionPayment(
    db,
    paymentId,
    'APPROVING',
    'READY',
    { tid: null, approvingAt: null },
    now,
    eq(payments.tid, tid),
  );
  return row !== null;
}

/** Name and mobile of a member, for the provider form's buyer fields. */
export async function findBuyer(
  db: DbOrTx,
  memberId: string,
): Promise<{ name: string; mobile: string } | null> {
  const rows = await db
    .select({ name: members.empNm, mobile: members.empMobile })
    .from(members)
    .where(eq(members.memberId, memberId))
    .limit(1);
  return rows[0] ?? null;
}

export interface ApprovedPaymentFilter {
  category?: string;
  plate?: string;
  memberEsntlId?: string;
  /** approved at or after */
  from?: Date;
  /** approved at or before */
  to?: Date;
  limit?: number;
}

/** APPROVED payments, newest first (histories of the prepay/unpaid areas read them). */
export async function selectApprovedPayments(db: DbOrTx, f: ApprovedPaymentFilter): Promise<PaymentRow[]> {
  const conds = [eq(payments.status, 'APPROVED')];
  if (f.category) conds.push(eq(payments.category, f.category));
  if (f.plate) conds.push(eq(payments.plate, f.plate));
  if (f.memberEsntlId) conds.push(eq(payments.memberEsntlId, f.memberEsntlId));
  if (f.from) conds.push(gte(payments.approvedAt, f.from));
  if (f.to) conds.push(lte(payments.approvedAt, f.to));
  return db
    .select()
    .from(payments)
    .where(and(...conds))
    .orderBy(desc(payments.approvedAt))
    .limit(f.limit ?? 1000);
}

/**
 * Claims an APPROVED payment for a staff refund (one conditional update: of two refunds at once exactly one
 * wins). A claim older than `staleBefore` (a process that died mid-refund) may be taken again.
 */
export async function claimRefund(
  db: DbOrTx,
  paymentId: string,
  now: Date,
  staleBefore: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ refundClaimedAt: now })
    .where(
      and(
        eq(payments.paymentId, paymentId),
        eq(payments.status, 'APPROVED'),
        or(isNull(payments.refundClaimedAt), lt(payments.refundClaimedAt, staleBefore)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives a refund claim back (the provider refused or could not be reached). */
export async function releaseRefund(db: DbOrTx, paymentId: string, claimedAt: Date): Promise<void> {
  await db
    .update(payments)
    .set({ refundClaimedAt: null })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.refundClaimedAt, claimedAt)));
}

/** The payment row locked for the rest of the transaction. */
export async function lockPayment(tx: DbOrTx, paymentId: string): Promise<PaymentRow | null> {
  const rows = await tx.select().from(payments).where(eq(payments.paymentId, paymentId)).for('update');
  return rows[0] ?? null;
}

/** APPROVED → CANCELLED by a staff refund (only under its claim); false when it had moved on. */
export async function markRefunded(
  tx: DbOrTx,
  paymentId: string,
  claimedAt: Date,
  set: { reason: string; by: string; resultCode: string; resultMsg: string },
  now: Date,
): Promise<boolean> {
  const row = await transitionPayment(
    tx,
    paymentId,
    'APPROVED',
    'CANCELLED',
    { cancelReason: set.reason, cancelledBy: set.by, resultCode: set.resultCode, resultMsg: set.resultMsg },
    now,
    eq(payments.refundClaimedAt, claimedAt),
  );
  return row !== null;
}
