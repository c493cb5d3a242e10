import { paymentsAdminResource } from '@parking/shared/payments-admin/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import type { PaymentsDeps, PaymentsWiring } from '../payments';
import { piiActor } from '../pii-access';
import {
  exportPayments,
  listPayments,
  reconcile,
  refund,
  settlement,
  simSettlementFile,
  totalsOf,
  viewPayment,
} from './payments-admin.service';

export interface PaymentsAdminRoutesOptions {
  /** the provider's adapter (refunds cancel there) and the categories' handlers (refunds reverse what they did) */
  payments: PaymentsWiring;
}

/** The payments back office (issue 21): list, detail, refunds, daily settlement, reconciliation. ROLE_ADMIN only. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<PaymentsAdminRoutesOptions> = async (app, opts) => {
  const core: PaymentsDeps = { ...opts.payments, db: app.db, config: app.config.payment, log: app.log };
  registerAdminResource(app, {
    contract: paymentsAdminResource,
    access: ADMIN_ONLY,
    deps: () => core,
    personalData: { list: {}, excel: {}, view: { recordedBy: 'service' } },
    handlers: {
      list: listPayments,
      totals: totalsOf,
      excel: exportPayments,
      view: (d, q, c) => viewPayment(d, q.paymentId, piiActor(c.request)),
      refund: (d, b, c) => refund(d, b, piiActor(c.request)),
      settlement,
      reconcile: (d, b, c) => reconcile(d, b.date, c.files[0]?.bytes),
      simExport: (d, q) => simSettlementFile({ db: d.db, provider: d.config.provider }, q),
    },
  });
};
