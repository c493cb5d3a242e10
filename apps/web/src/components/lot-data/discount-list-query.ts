import { type DiscountListResponse, discountListResponseSchema } from '@parking/shared/lots/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const discountListQueryKey = ['prepay', 'discountList'] as const;

/** GET /api/prepay/getDiscountList.json → discountList (spec 1 §7): reduction categories and what they take off. */
export function fetchDiscountList(signal?: AbortSignal): Promise<DiscountListResponse> {
  return api.get('/api/prepay/getDiscountList.json', {
    schema: discountListResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Reduction categories (reduction guide, estimator). They change rarely: cached for the visit. */
export function useDiscountList() {
  return useQuery({
    queryKey: discountListQueryKey,
    queryFn: ({ signal }) => fetchDiscountList(signal),
    select: (d) => d.discountList,
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
