import { paymentsAdminResource } from '@parking/shared/payments-admin/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentAdapter } from '../../integrations/payments/index';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import type { PaymentsDeps } from '../payments/payments.service';
import { paymentTargetRegistry } from '../payments/target-registry';
import type { PaymentTargetHandler } from '../payments/targets';
import { piiActor } from '../pii-access/pii-access.service';
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
  /** what each category pays for (composition/payment-targets.ts): refunds reverse it */
  targets: readonly PaymentTargetHandler[];
}

/** The payments back office (issue 21): list, detail, refunds, daily settlement, reconciliation. ROLE_ADMIN only. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<PaymentsAdminRoutesOptions> = async (app, opts) => {
  const core: PaymentsDeps = {
    db: app.db,
    adapter: createPaymentAdapter(app.config, app.db),
    config: app.config.payment,
    log: app.log,
    targets: paymentTargetRegistry(opts.targets),
  };
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
