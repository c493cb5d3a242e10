import { type PaymentOutcome, paymentOutcomeResponseSchema } from '@parking/shared/payments/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/payments/outcome.json (decision 141): the status and a decline's reason, for the return page. */
export async function fetchPaymentOutcome(paymentId: string): Promise<PaymentOutcome> {
  const res = await api.get('/api/payments/outcome.json', {
    params: { paymentId },
    schema: paymentOutcomeResponseSchema,
  });
  return res.result;
}
