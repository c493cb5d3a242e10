import type { AppConfig } from '../config/index';
import type { DbOrTx } from '../db/client';
import { createPaymentAdapter } from '../integrations/payments/index';
import type { PaymentsWiring, PaymentTargetHandler } from '../modules/payments';
import { paymentTargetRegistry } from '../modules/payments';
import { paymentTargets } from './payment-targets';

/**
 * The payments core's wiring, built once per app (decision 196): the adapter PAYMENT_PROVIDER chooses and the
 * registry of the categories' handlers. buildApp hands the same one to the payments routes, the payments-admin
 * routes and the reconcile job; the reconcile CLI builds its own the same way.
 *
 * `replacing` serves other handlers for their categories in place of the areas' own: a test app injects a
 * handler of its own here (createTestApp's `paymentTargets`), the production app never does.
 */
export function composePayments(
  config: AppConfig,
  db: DbOrTx,
  replacing: readonly PaymentTargetHandler[] = [],
): PaymentsWiring {
  const replaced = new Set(replacing.map((h) => h.category));
  return {
    adapter: createPaymentAdapter(config, db),
    targets: paymentTargetRegistry([
      ...paymentTargets.filter((h) => !replaced.has(h.category)),
      ...replacing,
    ]),
  };
}
