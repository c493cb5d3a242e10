import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import type { HistoryQuery } from '@parking/shared/unpaid/schemas';
import { buyListResponseSchema, useListResponseSchema } from '@parking/shared/web-prepaid/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type BuyList = Domain<z.infer<typeof buyListResponseSchema>['result']>;
export type UseList = Domain<z.infer<typeof useListResponseSchema>['result']>;

// The my-page history search speaks startDate/endDate; these calls take startDt/endDt (spec 2 §7).
const params = (q: Domain<HistoryQuery>) => ({ startDt: q.startDate, endDt: q.endDate });

/** GET /api/time/buy/list.json?startDt&endDt: the store's top-ups (also started by its route, decision 201). */
export const buyListQuery = (q: Domain<HistoryQuery>) =>
  queryOptions({
    queryKey: ['web-prepaid', 'buy', q],
    queryFn: async ({ signal }) =>
      toDomain(
        (
          await api.get('/api/time/buy/list.json', {
            params: params(q),
            schema: buyListResponseSchema,
            signal,
          })
        ).result,
      ),
  });

/** GET /api/time/use/list.json?startDt&endDt: the store's applications to parked cars. */
export const useListQuery = (q: Domain<HistoryQuery>) =>
  queryOptions({
    queryKey: ['web-prepaid', 'use', q],
    queryFn: async ({ signal }) =>
      toDomain(
        (
          await api.get('/api/time/use/list.json', {
            params: params(q),
            schema: useListResponseSchema,
            signal,
          })
        ).result,
      ),
  });

export function useBuyList(q: Domain<HistoryQuery>) {
  return useQuery(buyListQuery(q));
}

export function useUseList(q: Domain<HistoryQuery>) {
  return useQuery(useListQuery(q));
}
