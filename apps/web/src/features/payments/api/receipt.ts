import { type Receipt, receiptResponseSchema } from '@parking/shared/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/payments/receipt.json?paymentId=&carNo= (carNo: for a payment made without login) */
export async function fetchReceipt(
  paymentId: string,
  carNo: string | null,
  signal?: AbortSignal,
): Promise<Receipt> {
  const res = await api.get('/api/payments/receipt.json', {
    params: carNo ? { paymentId, carNo } : { paymentId },
    schema: receiptResponseSchema,
    signal,
  });
  return res.result;
}

export function useReceipt(paymentId: string | null, carNo: string | null = null) {
  return useQuery({
    queryKey: ['payments', 'receipt', paymentId, carNo],
    queryFn: ({ signal }) => fetchReceipt(paymentId ?? '', carNo, signal),
    enabled: !!paymentId,
    // a receipt's status can change (approval in progress): always ask again when opened
    staleTime: 0,
  });
}
