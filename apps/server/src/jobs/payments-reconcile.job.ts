import { createPaymentAdapter } from '../integrations/payments/index';
import { reconcileStuckPayments } from '../modules/payments/payments.reconcile';
import type { JobFactory } from './job';

/**
 * Settles card payments stuck in APPROVING (decision 049) every PAYMENT_RECONCILE_INTERVAL_SECONDS and at
 * start-up, so a payment interrupted by a restart is settled as soon as the server is back.
 */
export const paymentsReconcileJob: JobFactory = ({ db, config, log }) => {
  const adapter = createPaymentAdapter(config, db);
  return {
    name: 'payments-reconcile',
    intervalSeconds: config.payment.reconcileIntervalSeconds,
    async run(now) {
      const summary = await reconcileStuckPayments({ db, adapter, config: config.payment, log }, now);
      return { items: summary.cancelled + summary.failed, detail: { ...summary } };
    },
  };
};
