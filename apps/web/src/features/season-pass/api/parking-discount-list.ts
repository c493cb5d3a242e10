import type { ParkingAndDiscountResponse } from '@parking/shared/season-pass/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, badResponse } from '../../../lib/api-client';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The answer checked by hand, as parkingAndDiscountResponseSchema states its shape (the server sends it through
 * that schema): the form asks for it on its first visit, which loads no zod (decision 225, as decision 172).
 */
export function isParkingAndDiscount(data: unknown): data is ParkingAndDiscountResponse {
  return (
    isRecord(data) &&
    Array.isArray(data.parkingList) &&
    data.parkingList.every((l) => isRecord(l) && typeof l.SECTN_ID === 'number') &&
    Array.isArray(data.discountList) &&
    data.discountList.every((d) => isRecord(d) && typeof d.code === 'string') &&
    Array.isArray(data.startChoices) &&
    data.startChoices.every((s) => typeof s === 'string')
  );
}

/**
 * GET /api/period/getParkingAndDiscountList.json: lots selling passes, pass reductions, start months. Also started
 * by the /periodapplication route beside the screen's code (decision 201).
 */
export const parkingAndDiscountQuery = queryOptions({
  queryKey: ['period', 'parking-discount'],
  queryFn: async ({ signal }) => {
    const data = await api.get<unknown>('/api/period/getParkingAndDiscountList.json', { signal });
    if (!isParkingAndDiscount(data)) throw badResponse();
    return data;
  },
  staleTime: 30_000,
});

export function useParkingAndDiscountList() {
  return useQuery(parkingAndDiscountQuery);
}
