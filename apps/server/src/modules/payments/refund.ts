import { paymentsKo } from '@parking/shared/messages/ko/payments';
import type { PayCategory, PaymentStatus } from '@parking/shared/payments/schemas';
import type { PaymentAdapter } from '../../integrations/payments/adapter';
import { AppError } from '../../lib/app-error';
import { PAYMENT_ID_RE, type PaymentsDeps, providerPayment, recordOf } from './core';
import { writeLog } from './log';
import {
  claimRefund,
  findPayment,
  lockPayment,
  markRefunded,
  type PaymentRow,
  releaseRefund,
  settlePayment,
} from './payments.repository';
import type { PaymentTargetHandler } from './targets';

// Cancels: an approval the portal will not keep (APPROVING → CANCELLED | FAILED) and a staff refund
// (APPROVED → CANCELLED).

/**
 * Reverses an approval the portal will not keep. CANCELLED when the provider confirms; when the provider
 * cannot be reached the payment stays APPROVING so the reconcile job retries the cancel.
 */
export async function cancelApproved(
  deps: PaymentsDeps,
  payment: PaymentRow,
  code: string,
  message: string,
  ip: string,
  amount: number = payment.amount,
): Promise<PaymentStatus> {
  const now = new Date();
  try {
    const c = await deps.adapter.cancel({
      tid: payment.tid!,
      payment: { ...providerPayment(payment), amount },
      reason: paymentsKo.core.cancelReason,
    });
    await writeLog(deps, {
      paymentId: payment.paymentId,
      kind: 'CANCEL',
      outcome: c.cancelled ? 'CANCELLED' : 'CANCEL_REFUSED',
      data: { reason: code, resultCode: c.resultCode, resultMsg: c.resultMsg },
      ip,
    });
    const status = c.cancelled ? 'CANCELLED' : 'FAILED';
    await settlePayment(
      deps.db,
      payment.paymentId,
      'APPROVING',
      {
        status,
        resultCode: code,
        resultMsg: c.cancelled ? message : `${message} (${c.resultCode} ${c.resultMsg})`,
      },
      now,
    );
    return status;
  } catch (err) {
    await settlePayment(
      deps.db,
      payment.paymentId,
      'APPROVING',
      { status: 'APPROVING', resultCode: code, resultMsg: message },
      now,
    );
    await writeLog(deps, {
      paymentId: payment.paymentId,
      kind: 'CANCEL',
      outcome: 'UNAVAILABLE',
      data: { reason: code, error: err instanceof Error ? err.message : String(err) },
      ip,
    });
    return 'APPROVING';
  }
}

// ---------------------------------------------------------------------------------------------
// Staff refunds (issue 21, decisions 160–163)

export interface RefundRequest {
  paymentId: string;
  reason: string;
  /** the amount staff expect to refund: must be the whole amount (no partial cancel, decision 163) */
  amount?: number | undefined;
  staffId: string;
  ip: string;
}

/** A claim older than this is taken to belong to a refund that died half-way and may be taken again. */
const REFUND_CLAIM_STALE_MS = 10 * 60_000;

/** Sentinel: rolls back the trial run of a handler's refund. */
class TrialDone extends Error {}

/** Runs the handler's refund in a transaction that is always rolled back: its refusals, nothing changed. */
async function trialRefund(
  deps: PaymentsDeps,
  handler: PaymentTargetHandler & { refund: NonNullable<PaymentTargetHandler['refund']> },
  row: PaymentRow,
  reason: string,
  now: Date,
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await handler.refund(tx, recordOf(row), { now, reason });
      throw new TrialDone();
    });
  } catch (err) {
    if (!(err instanceof TrialDone)) throw err;
  }
}

/**
 * Cancels an APPROVED payment in full at its provider and reverses what it paid for (decision 161):
 * 1. refusals first — not APPROVED, a partial amount, a category without a refund, or the handler's own refusal
 *    (tried in a transaction that is rolled back) — nothing changed, a REFUSED log row;
 * 2. one conditional update claims the payment: of two refunds at once, one wins, the other is refused;
 * 3. the provider's cancel (outside any transaction); refused or unreachable → the claim is released;
 * 4. one transaction: the handler reverses the effect and the payment becomes CANCELLED, with a CANCEL log row.
 */
export async function refundPayment(
  deps: PaymentsDeps,
  req: RefundRequest,
  now: Date = new Date(),
): Promise<{ status: PaymentStatus; refundedAmt: number; payer: string | null }> {
  const refuse = async (err: AppError, extra: Record<string, unknown> = {}): Promise<never> => {
    await writeLog(deps, {
      paymentId: PAYMENT_ID_RE.test(req.paymentId) ? req.paymentId : null,
      kind: 'REFUSED',
      outcome: err.code,
      data: { stage: 'refund', staff: req.staffId, reason: req.reason.slice(0, 200), ...extra },
      ip: req.ip,
    });
    throw err;
  };
  const row = PAYMENT_ID_RE.test(req.paymentId) ? await findPayment(deps.db, req.paymentId) : null;
  if (!row) throw new AppError('PAYMENT_NOT_FOUND', 404);
  if (row.status === 'CANCELLED') return refuse(new AppError('REFUND_ALREADY_CANCELLED', 409));
  if (row.status !== 'APPROVED') return refuse(new AppError('REFUND_NOT_APPROVED', 409));
  if (req.amount !== undefined && req.amount > row.amount)
    return refuse(new AppError('REFUND_AMOUNT_TOO_LARGE', 400, { amount: [] }), { amount: req.amount });
  if (req.amount !== undefined && req.amount < row.amount)
    return refuse(new AppError('REFUND_PARTIAL_UNSUPPORTED', 400, { amount: [] }), { amount: req.amount });
  const handler = deps.targets.of(row.category as PayCategory);
  if (!handler?.refund) return refuse(new AppError('REFUND_NOT_SUPPORTED', 400));
  const refundable = handler as PaymentTargetHandler & {
    refund: NonNullable<PaymentTargetHandler['refund']>;
  };

  try {
    await trialRefund(deps, refundable, row, req.reason, now);
  } catch (err) {
    if (err instanceof AppError) return refuse(err);
    throw err;
  }

  const claim = await claimRefund(
    deps.db,
    row.paymentId,
    now,
    new Date(now.getTime() - REFUND_CLAIM_STALE_MS),
  );
  if (!claim) {
    const fresh = await findPayment(deps.db, row.paymentId);
    return refuse(
      new AppError(
        fresh?.status === 'CANCELLED'
          ? 'REFUND_ALREADY_CANCELLED'
          : fresh?.status === 'APPROVED'
            ? 'REFUND_IN_PROGRESS'
            : 'REFUND_NOT_APPROVED',
        409,
      ),
      { claimed: true },
    );
  }

  let cancel: Awaited<ReturnType<PaymentAdapter['cancel']>>;
  try {
    cancel = await deps.adapter.cancel({
      tid: claim.tid!,
      payment: providerPayment(claim),
      reason: req.reason.slice(0, 100),
    });
  } catch (err) {
    await releaseRefund(deps.db, claim.paymentId, now);
    await writeLog(deps, {
      paymentId: claim.paymentId,
      kind: 'CANCEL',
      outcome: 'UNAVAILABLE',
      data: {
        by: 'ADMIN',
        staff: req.staffId,
        reason: req.reason,
        error: err instanceof Error ? err.message : String(err),
      },
      ip: req.ip,
    });
    throw new AppError('REFUND_PROVIDER_UNAVAILABLE', 502);
  }
  await writeLog(deps, {
    paymentId: claim.paymentId,
    kind: 'CANCEL',
    outcome: cancel.cancelled ? 'CANCELLED' : 'CANCEL_REFUSED',
    data: {
      by: 'ADMIN',
      staff: req.staffId,
      reason: req.reason,
      resultCode: cancel.resultCode,
      resultMsg: cancel.resultMsg,
    },
    ip: req.ip,
  });
  if (!cancel.cancelled) {
    await releaseRefund(deps.db, claim.paymentId, now);
    throw new AppError('REFUND_PROVIDER_REFUSED', 409, undefined, {
      extra: { resultCode: cancel.resultCode, resultMsg: cancel.resultMsg },
    });
  }

  const set = {
    reason: req.reason,
    by: req.staffId,
    resultCode: cancel.resultCode,
    resultMsg: cancel.resultMsg,
  };
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, claim.paymentId);
      if (locked?.status !== 'APPROVED') throw new Error('payment left APPROVED during its refund');
      await refundable.refund(tx, recordOf(locked), { now, reason: req.reason });
      if (!(await markRefunded(tx, claim.paymentId, now, set, now))) throw new Error('refund claim lost');
    });
  } catch (err) {
    // The provider has returned the money: the payment must say so even if its effect could not be reversed
    // (what it paid for changed in the seconds since the trial). Logged for staff to put right by hand.
    deps.log.error(
      { err, paymentId: claim.paymentId },
      'refund: effect not reversed after the provider cancel',
    );
    await writeLog(deps, {
      paymentId: claim.paymentId,
      kind: 'REFUSED',
      outcome: 'REFUND_REVERSE_FAILED',
      data: { by: 'ADMIN', staff: req.staffId, error: err instanceof Error ? err.message : String(err) },
      ip: req.ip,
    });
    await markRefunded(
      deps.db,
      claim.paymentId,
      now,
      { ...set, resultMsg: `${set.resultMsg} (REVERSE_FAILED)` },
      now,
    );
  }
  // whose payment it was (member, else car number): the staff's personal-information access record names them
  return { status: 'CANCELLED', refundedAmt: claim.amount, payer: row.memberEsntlId ?? (row.plate || null) };
}
