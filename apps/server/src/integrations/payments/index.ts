import type { AppConfig } from '../../config/index';
import type { DbOrTx } from '../../db/client';
import type { PaymentAdapter } from './adapter';
import { createSimulatedAdapter } from './simulated';
import { createSmartroAdapter } from './smartro';

/** The adapter chosen by PAYMENT_PROVIDER. The simulated one keeps its ledger in the database. */
export function createPaymentAdapter(config: AppConfig, db: DbOrTx): PaymentAdapter {
  if (config.payment.provider === 'smartro') return createSmartroAdapter(config.payment);
  return createSimulatedAdapter(config.payment, db);
}
