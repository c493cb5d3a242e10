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

/** The key, fetcher and freshness of the reduction categories (for a route that starts it beside its code, decision 201). */
export const discountListQuery = {
  queryKey: discountListQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchDiscountList(signal),
  // they change rarely: cached for the visit
  staleTime: 10 * 60_000,
};

/** Reduction categories (reduction guide, estimator). */
export function useDiscountList() {
  return useQuery({
    ...discountListQuery,
    select: (d) => d.discountList,
    retry: 1,
  });
}
