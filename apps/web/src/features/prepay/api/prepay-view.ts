import { type Domain, toDomain, toWire } from '@parking/shared/common/wire-names';
import { type PrepayViewResponse, prepayViewResponseSchema } from '@parking/shared/prepay/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PrepayViewParams } from '../lib/view-params';

/** GET /api/prepay/view.json: the fee of the stay up to now, computed by the server. */
export async function fetchPrepayView(
  p: PrepayViewParams,
  signal?: AbortSignal,
): Promise<Domain<PrepayViewResponse['resultMap']>> {
  const res = await api.get('/api/prepay/view.json', {
    params: { ...toWire(p), myPage: 'N' },
    schema: prepayViewResponseSchema,
    signal,
  });
  return toDomain(res.resultMap);
}

export function usePrepayView(p: PrepayViewParams | null) {
  return useQuery({
    queryKey: ['prepay', 'view', p],
    queryFn: ({ signal }) => fetchPrepayView(p as PrepayViewParams, signal),
    enabled: p !== null,
    // the fee grows with every minute parked
    staleTime: 0,
  });
}
