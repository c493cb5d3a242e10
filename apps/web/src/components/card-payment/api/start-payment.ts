import {
  type PaymentStartRequest,
  type PaymentStartResponse,
  paymentStartResponseSchema,
} from '@parking/shared/payments/schemas';
import { api } from '../../../lib/api-client';

/**
 * POST /api/smartropay/payment (multipart, spec 1 §7, spec 2 §7): the server computes the amount, stores the
 * payment row and answers the provider form to post. Every field travels as a string.
 */
export function startPayment(req: PaymentStartRequest): Promise<PaymentStartResponse> {
  const body = new FormData();
  for (const [k, v] of Object.entries(req)) {
    if (v === undefined || v === null) continue;
    body.append(k, String(v));
  }
  return api.post('/api/smartropay/payment', undefined, {
    multipart: body,
    schema: paymentStartResponseSchema,
  });
}
