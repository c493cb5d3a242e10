import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { type Receipt, receiptResponseSchema } from '@parking/shared/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/payments/receipt.json?paymentId=&carNo= (the plate: for a payment made without login). The answer is
 * handed to the screen in domain names (decision 206).
 */
export async function fetchReceipt(
  paymentId: string,
  plate: string | null,
  signal?: AbortSignal,
): Promise<Domain<Receipt>> {
  const res = await api.get('/api/payments/receipt.json', {
    params: plate ? { paymentId, carNo: plate } : { paymentId },
    schema: receiptResponseSchema,
    signal,
  });
  return toDomain(res.result);
}

export function useReceipt(paymentId: string | null, plate: string | null = null) {
  return useQuery({
    queryKey: ['payments', 'receipt', paymentId, plate],
    queryFn: ({ signal }) => fetchReceipt(paymentId ?? '', plate, signal),
    enabled: !!paymentId,
    // a receipt's status can change (approval in progress): always ask again when opened
    staleTime: 0,
  });
}
