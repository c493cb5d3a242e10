import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/period/getParkingAndDiscountList.json: lots selling passes, pass reductions, start months. Also started
 * by the /periodapplication route beside the screen's code (decision 201).
 */
export const parkingAndDiscountQuery = queryOptions({
  queryKey: ['period', 'parking-discount'],
  queryFn: ({ signal }) =>
    api.get('/api/period/getParkingAndDiscountList.json', {
      // loaded beside the answer: zod is not on the form's first load (decision 225)
      schema: () =>
        import('@parking/shared/season-pass/schemas').then((m) => m.parkingAndDiscountResponseSchema),
      signal,
    }),
  staleTime: 30_000,
});

export function useParkingAndDiscountList() {
  return useQuery(parkingAndDiscountQuery);
}
