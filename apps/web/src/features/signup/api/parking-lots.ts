import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Only what the lot select needs from GET /api/parking/map.json (parkingMapList). */
const lotOptionsSchema = z.object({
  parkingMapList: z.array(z.object({ SECTN_ID: z.coerce.number(), PARKING_NM: z.string() })),
});

export interface LotOption {
  value: string;
  label: string;
}

/** Lots a business member can apply for, by name. */
export async function fetchLotOptions(signal?: AbortSignal): Promise<LotOption[]> {
  const res = await api.get('/api/parking/map.json', { schema: lotOptionsSchema, signal });
  const seen = new Set<number>();
  return res.parkingMapList
    .filter((l) => {
      if (seen.has(l.SECTN_ID)) return false;
      seen.add(l.SECTN_ID);
      return true;
    })
    .map((l) => ({ value: String(l.SECTN_ID), label: l.PARKING_NM }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ko'));
}

export function useLotOptions() {
  return useQuery({
    queryKey: ['parking', 'map', 'lot-options'],
    queryFn: ({ signal }) => fetchLotOptions(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
