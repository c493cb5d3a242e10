import { type PointResponse, pointResponseSchema } from '@parking/shared/web-prepaid/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchUnlessPrefetched } from '../../../lib/route-data';
import { getSession } from '../../../lib/session-store';

/** GET /api/time/point?portalId&empEsntlId[&sectnId]: the store's lots and the balance of one of them. */
export async function fetchPoint(
  sectnId: number | null,
  signal?: AbortSignal,
): Promise<PointResponse['result']> {
  const s = getSession();
  const res = await api.get('/api/time/point', {
    params: { portalId: s.empNo, empEsntlId: s.empEsntlId, sectnId: sectnId ?? undefined },
    schema: pointResponseSchema,
    signal,
  });
  return res.result;
}

export const pointKey = (sectnId: number | null) => ['web-prepaid', 'point', sectnId] as const;

/** The balance is read anew on every visit; the routes' prefetch (decision 201) counts as that visit's read. */
export const pointQuery = (sectnId: number | null) =>
  queryOptions({
    queryKey: pointKey(sectnId),
    queryFn: ({ signal }) => fetchPoint(sectnId, signal),
    staleTime: 0,
    refetchOnMount: refetchUnlessPrefetched,
  });

export function usePoint(sectnId: number | null) {
  return useQuery(pointQuery(sectnId));
}
