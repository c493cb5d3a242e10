import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { type TimeInitResponse, timeInitResponseSchema } from '@parking/shared/web-prepaid/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getSession } from '../../../lib/session-store';

export interface UseViewParams {
  stayId: number;
  plate: string;
}

/** GET /api/time/init.json?carNo&portalId&empEsntlId&inOutId: the stay, its fee now and what may be applied. */
export async function fetchTimeInit(
  p: UseViewParams,
  signal?: AbortSignal,
): Promise<Domain<TimeInitResponse['result']>> {
  const s = getSession();
  const res = await api.get('/api/time/init.json', {
    params: { carNo: p.plate, portalId: s.empNo, empEsntlId: s.memberId, inOutId: p.stayId },
    schema: timeInitResponseSchema,
    signal,
  });
  return toDomain(res.result);
}

export function useTimeInit(p: UseViewParams | null) {
  return useQuery({
    queryKey: ['web-prepaid', 'init', p],
    queryFn: ({ signal }) => fetchTimeInit(p as UseViewParams, signal),
    enabled: p !== null,
    // the fee grows with every minute parked
    staleTime: 0,
    retry: false,
  });
}
