import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { prepayHistoryResponseSchema } from '@parking/shared/prepay/schemas';
import { type HistoryQuery, unpaidHistoryResponseSchema } from '@parking/shared/unpaid/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PrepayHistoryRow = Domain<z.infer<typeof prepayHistoryResponseSchema>['value']['result'][number]>;
export type UnpaidHistoryRow = Domain<z.infer<typeof unpaidHistoryResponseSchema>['value']['result'][number]>;

const params = (q: Domain<HistoryQuery>) => ({
  myPage: 'Y',
  carNo: q.plate ?? '',
  startDate: q.startDate,
  endDate: q.endDate,
});

/** GET /api/prepay/searchPrepayList.json?myPage=Y&carNo&startDate&endDate: the member's pre-payments. */
export async function fetchPrepayHistory(
  q: Domain<HistoryQuery>,
  signal?: AbortSignal,
): Promise<PrepayHistoryRow[]> {
  const res = await api.get('/api/prepay/searchPrepayList.json', {
    params: params(q),
    schema: prepayHistoryResponseSchema,
    signal,
  });
  return toDomain(res.value.result);
}

/** GET /api/unpaid/searchUnpaidList.json?myPage=Y&carNo&startDate&endDate: the member's unpaid items. */
export async function fetchUnpaidHistory(
  q: Domain<HistoryQuery>,
  signal?: AbortSignal,
): Promise<UnpaidHistoryRow[]> {
  const res = await api.get('/api/unpaid/searchUnpaidList.json', {
    params: params(q),
    schema: unpaidHistoryResponseSchema,
    signal,
  });
  return toDomain(res.value.result);
}

// also started by the /mypageprepayment and /mypageunpaid routes (decision 201)
export const prepayHistoryQuery = (q: Domain<HistoryQuery>) =>
  queryOptions({
    queryKey: ['mypage', 'history', 'prepayment', q],
    queryFn: ({ signal }) => fetchPrepayHistory(q, signal),
  });

export const unpaidHistoryQuery = (q: Domain<HistoryQuery>) =>
  queryOptions({
    queryKey: ['mypage', 'history', 'unpaid', q],
    queryFn: ({ signal }) => fetchUnpaidHistory(q, signal),
  });

export function usePrepayHistory(q: Domain<HistoryQuery>) {
  return useQuery(prepayHistoryQuery(q));
}

export function useUnpaidHistory(q: Domain<HistoryQuery>) {
  return useQuery(unpaidHistoryQuery(q));
}
