import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import type { PointResponse } from '@parking/shared/web-prepaid/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchUnlessPrefetched } from '../../../lib/route-data';
import { getSession } from '../../../lib/session-store';

/** GET /api/time/point?portalId&empEsntlId[&sectnId]: the store's lots and the balance of one of them. */
export async function fetchPoint(
  lotId: number | null,
  signal?: AbortSignal,
): Promise<Domain<PointResponse['result']>> {
  const s = getSession();
  const res = await api.get<PointResponse>('/api/time/point', {
    params: { portalId: s.empNo, empEsntlId: s.memberId, sectnId: lotId ?? undefined },
    // read without a client schema: the server's serializer already checked the answer against the same shared
    // schema, and the store screens' first visit then needs no zod (decision 238)
    signal,
  });
  return toDomain(res.result);
}

export const pointKey = (lotId: number | null) => ['web-prepaid', 'point', lotId] as const;

/** The balance is read anew on every visit; the routes' prefetch (decision 201) counts as that visit's read. */
export const pointQuery = (lotId: number | null) =>
  queryOptions({
    queryKey: pointKey(lotId),
    queryFn: ({ signal }) => fetchPoint(lotId, signal),
    staleTime: 0,
    refetchOnMount: refetchUnlessPrefetched,
  });

export function usePoint(lotId: number | null) {
  return useQuery(pointQuery(lotId));
}
