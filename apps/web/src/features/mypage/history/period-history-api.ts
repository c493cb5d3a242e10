import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { type PeriodHistoryRow, periodHistoryResponseSchema } from '@parking/shared/season-pass/schemas';
import type { HistoryQuery } from '@parking/shared/unpaid/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/period/searchPeriodList.json?myPage=Y&carNo&startDate&endDate: the member's paid season passes. */
export async function fetchPeriodHistory(
  q: Domain<HistoryQuery>,
  signal?: AbortSignal,
): Promise<Domain<PeriodHistoryRow>[]> {
  const res = await api.get('/api/period/searchPeriodList.json', {
    params: { myPage: 'Y', carNo: q.plate ?? '', startDate: q.startDate, endDate: q.endDate },
    schema: periodHistoryResponseSchema,
    signal,
  });
  return toDomain(res.value.result);
}

/** The member's season passes for `q`; also started by the /mypagepayment route (decision 201). */
export const periodHistoryQuery = (q: Domain<HistoryQuery>) =>
  queryOptions({
    queryKey: ['mypage', 'history', 'period', q],
    queryFn: ({ signal }) => fetchPeriodHistory(q, signal),
  });

export function usePeriodHistory(q: Domain<HistoryQuery>) {
  return useQuery(periodHistoryQuery(q));
}
