import { reconcileStuckPayments } from '../modules/payments';
import type { JobFactory } from './job';

/**
 * Settles card payments stuck in APPROVING (decision 049) every PAYMENT_RECONCILE_INTERVAL_SECONDS and at
 * start-up, so a payment interrupted by a restart is settled as soon as the server is back. It cancels with the
 * app's own adapter (composition/payments.ts).
 */
export const paymentsReconcileJob: JobFactory = ({ db, config, log, paymentAdapter: adapter }) => ({
  name: 'payments-reconcile',
  intervalSeconds: config.payment.reconcileIntervalSeconds,
  async run(now) {
    const summary = await reconcileStuckPayments({ db, adapter, config: config.payment, log }, now);
    return { items: summary.cancelled + summary.failed, detail: { ...summary } };
  },
});
