import type { PrepayRow } from '@parking/shared/prepay/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/prepay/searchPrepayList.json?carNo=1234: cars in a lot; season-pass (PERIOD) stays are not listed.
 * The answer's schema (and zod) loads with the first search, not with the lookup screen.
 */
export async function searchPrepayList(carNo: string, signal?: AbortSignal): Promise<PrepayRow[]> {
  const res = await api.get('/api/prepay/searchPrepayList.json', {
    params: { carNo },
    schema: () => import('@parking/shared/prepay/schemas').then((m) => m.prepayLookupResponseSchema),
    signal,
  });
  return res.value.result.filter((r) => r.inTy !== 'PERIOD');
}

/** The lookup of `carNo` (null: nothing searched yet). Always fresh: a return from payment must show 결제완료. */
export function usePrepayList(carNo: string | null) {
  return useQuery({
    queryKey: ['prepay', 'list', carNo],
    queryFn: ({ signal }) => searchPrepayList(carNo ?? '', signal),
    enabled: carNo !== null,
    staleTime: 0,
  });
}
