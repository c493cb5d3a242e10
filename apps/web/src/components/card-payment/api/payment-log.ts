import { paymentLogResponseSchema } from '@parking/shared/payments/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/smartro/insertPaymentLog.json: the browser's copy of the provider form, logged as given. */
export function insertPaymentLog(form: Record<string, string>): Promise<unknown> {
  return api.post('/api/smartro/insertPaymentLog.json', form, { schema: paymentLogResponseSchema });
}
