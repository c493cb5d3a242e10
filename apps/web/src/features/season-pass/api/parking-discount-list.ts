import { parkingAndDiscountResponseSchema } from '@parking/shared/season-pass/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/period/getParkingAndDiscountList.json: lots selling passes, pass reductions, start months. */
export function useParkingAndDiscountList() {
  return useQuery({
    queryKey: ['period', 'parking-discount'],
    queryFn: ({ signal }) =>
      api.get('/api/period/getParkingAndDiscountList.json', {
        schema: parkingAndDiscountResponseSchema,
        signal,
      }),
    staleTime: 30_000,
  });
}
