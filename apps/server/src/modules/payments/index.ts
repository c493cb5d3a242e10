// The public face of the payments module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).

export type { PaymentsDeps, PaymentsWiring } from './core';
export { PAYMENT_ID_RE } from './core';
export { reconcileStuckPayments } from './payments.reconcile';
export { findPayment } from './payments.repository';
export { paymentsRoutes } from './payments.routes';
export { refundPayment } from './refund';
export { paymentTargetRegistry } from './target-registry';
export type {
  PaymentQuote,
  PaymentRecordForFulfil,
  PaymentRefundContext,
  PaymentTargetContext,
  PaymentTargetHandler,
} from './targets';
