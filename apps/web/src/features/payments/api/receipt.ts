import { type Receipt, receiptResponseSchema } from '@parking/shared/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/payments/receipt.json?paymentId= */
export async function fetchReceipt(paymentId: string, signal?: AbortSignal): Promise<Receipt> {
  const res = await api.get('/api/payments/receipt.json', {
    params: { paymentId },
    schema: receiptResponseSchema,
    signal,
  });
  return res.result;
}

export function useReceipt(paymentId: string | null) {
  return useQuery({
    queryKey: ['payments', 'receipt', paymentId],
    queryFn: ({ signal }) => fetchReceipt(paymentId ?? '', signal),
    enabled: !!paymentId,
    // a receipt's status can change (approval in progress): always ask again when opened
    staleTime: 0,
  });
}
