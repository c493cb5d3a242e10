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

/** The key, fetcher and freshness of the list's query (for the route, which starts it beside its code, decision 201). */
export const parkingListQuery = {
  queryKey: parkingListQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => searchParkingList(signal),
  staleTime: 30_000,
};

export function useParkingList() {
  return useQuery({
    ...parkingListQuery,
    select: (d) => d.parkingList,
    retry: 1,
  });
}
