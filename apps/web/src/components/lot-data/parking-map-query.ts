import type { ParkingMapResponse } from '@parking/shared/lots/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const parkingMapQueryKey = ['parking', 'map'] as const;

/**
 * GET /api/parking/map.json → parkingMapList (spec 1 §7): every lot with live availability and its tariff.
 * Its schema (and zod with it) is asked for when the request starts and arrives beside the answer (decision 223):
 * /map, a public first page, keeps zod off its first load (decision 229).
 */
export function fetchParkingMap(signal?: AbortSignal): Promise<ParkingMapResponse> {
  return api.get('/api/parking/map.json', {
    schema: () => import('@parking/shared/lots/schemas').then((m) => m.parkingMapResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

/**
 * The lots of the map, the guides' fee tables and the estimator's lot select (one cache entry for all).
 * Availability moves, so it is refreshed every minute while a screen shows it.
 */
export function useParkingMap() {
  return useQuery({
    ...parkingMapQuery,
    select: (d) => d.parkingMapList,
    refetchInterval: 60_000,
    retry: 1,
  });
}

/** The key, fetcher and freshness of the lots' query (for a route that starts it beside its code, decision 201). */
export const parkingMapQuery = {
  queryKey: parkingMapQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchParkingMap(signal),
  staleTime: 30_000,
};
