import { type ParkingListResponse, parkingListResponseSchema } from '@parking/shared/lots/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/parking/searchParkingList.json → parkingList (spec 1 §7); /list filters it on the client. */
export function searchParkingList(signal?: AbortSignal): Promise<ParkingListResponse> {
  return api.get('/api/parking/searchParkingList.json', {
    schema: parkingListResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export const parkingListQueryKey = ['parking', 'searchList'] as const;

export function useParkingList() {
  return useQuery({
    queryKey: parkingListQueryKey,
    queryFn: ({ signal }) => searchParkingList(signal),
    select: (d) => d.parkingList,
    staleTime: 30_000,
    retry: 1,
  });
}
