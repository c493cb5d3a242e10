import { paymentsKo } from '@parking/shared/messages/ko/payments';
import type { PaymentsDeps } from './core';
import {
  claimStuckPayment,
  insertPaymentLog,
  listStuckPaymentIds,
  settlePayment,
} from './payments.repository';

/** What reconciling needs (no category handlers: it only cancels at the provider). */
export type ReconcileDeps = Pick<PaymentsDeps, 'db' | 'adapter' | 'config' | 'log'>;

/** Payments settled per run at most (the next run takes the rest). */
const BATCH = 50;

export interface ReconcileSummary {
  cancelled: number;
  failed: number;
  /** the provider could not be reached: left APPROVING for the next run */
  retried: number;
}

/**
 * Settles payments stuck in APPROVING for longer than PAYMENT_RECONCILE_AFTER_SECONDS (the server stopped
 * mid-approval, or the provider did not answer): cancels at the provider, which is harmless when nothing was
 * approved, then CANCELLED when an approval was reversed, FAILED otherwise. Each payment is claimed first, so
 * several processes running the job never settle the same payment twice. Runs as the background job
 * jobs/payments-reconcile.job.ts.
 */
export async function reconcileStuckPayments(
  deps: ReconcileDeps,
  now: Date = new Date(),
): Promise<ReconcileSummary> {
  const before = new Date(now.getTime() - deps.config.reconcileAfterSeconds * 1000);
  const summary: ReconcileSummary = { cancelled: 0, failed: 0, retried: 0 };
  for (const paymentId of await listStuckPaymentIds(deps.db, before, BATCH)) {
    const payment = await claimStuckPayment(deps.db, paymentId, before, now);
    if (!payment?.tid) continue;
    let outcome: 'CANCELLED' | 'FAILED' | 'UNAVAILABLE';
    let detail: Record<string, unknown>;
    try {
      const c = await deps.adapter.cancel({
        tid: payment.tid,
        payment: { paymentId, moid: payment.moid, mid: payment.mid, amount: payment.amount },
        reason: paymentsKo.core.cancelReason,
      });
      outcome = c.cancelled ? 'CANCELLED' : 'FAILED';
      detail = { resultCode: c.resultCode, resultMsg: c.resultMsg };
      await settlePayment(
        deps.db,
        paymentId,
        'APPROVING',
        {
          status: outcome,
          resultCode: payment.resultCode ?? 'RECONCILED',
          resultMsg: c.cancelled ? paymentsKo.core.reconcileCancelled : paymentsKo.core.reconcileFailed,
        },
        now,
      );
    } catch (err) {
      outcome = 'UNAVAILABLE';
      detail = { error: err instanceof Error ? err.message : String(err) };
    }
    if (outcome === 'CANCELLED') summary.cancelled += 1;
    else if (outcome === 'FAILED') summary.failed += 1;
    else summary.retried += 1;
    await insertPaymentLog(deps.db, {
      paymentId,
      kind: 'RECONCILE',
      outcome,
      data: { tid: payment.tid, stuckSince: payment.approvingAt?.toISOString() ?? null, ...detail },
      ip: '',
    });
  }
  if (summary.cancelled + summary.failed + summary.retried > 0)
    deps.log.info({ ...summary }, 'payments reconciled');
  return summary;
}
