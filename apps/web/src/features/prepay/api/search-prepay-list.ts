import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import type { PrepayRow } from '@parking/shared/prepay/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/prepay/searchPrepayList.json?carNo=1234: cars in a lot; season-pass (PERIOD) stays are not listed.
 * The answer's schema (and zod) loads with the first search, not with the lookup screen. Rows in domain names.
 */
export async function searchPrepayList(plate: string, signal?: AbortSignal): Promise<Domain<PrepayRow>[]> {
  const res = await api.get('/api/prepay/searchPrepayList.json', {
    params: { carNo: plate },
    schema: () => import('@parking/shared/prepay/schemas').then((m) => m.prepayLookupResponseSchema),
    signal,
  });
  return toDomain(res.value.result.filter((r) => r.inTy !== 'PERIOD'));
}

/** The lookup of `plate` (null: nothing searched yet). Always fresh: a return from payment must show 결제완료. */
export function usePrepayList(plate: string | null) {
  return useQuery({
    queryKey: ['prepay', 'list', plate],
    queryFn: ({ signal }) => searchPrepayList(plate ?? '', signal),
    enabled: plate !== null,
    staleTime: 0,
  });
}
