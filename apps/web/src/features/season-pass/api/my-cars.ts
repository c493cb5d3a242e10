import { toDomain } from '@parking/shared/common/wire-names';
import type { MyCarsResponse } from '@parking/shared/season-pass/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, badResponse } from '../../../lib/api-client';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The answer checked by hand, as myCarsResponseSchema states its shape (the server sends it through that schema):
 * the form asks for it on its first visit, which loads no zod (decision 225, as decision 172).
 */
export function isMyCars(data: unknown): data is MyCarsResponse {
  if (!isRecord(data) || !isRecord(data.value)) return false;
  const { cars, requests, mobileMasked } = data.value;
  return (
    Array.isArray(cars) &&
    cars.every((c) => isRecord(c) && typeof c.carNo === 'string' && typeof c.carOwnerNm === 'string') &&
    Array.isArray(requests) &&
    requests.every((r) => isRecord(r) && typeof r.carNo === 'string' && typeof r.status === 'string') &&
    typeof mobileMasked === 'string'
  );
}

/** GET /api/period/myCars.json: the member's proven cars, proof requests and the notice number (decision 179). */
export const myCarsQuery = queryOptions({
  queryKey: ['period', 'my-cars'],
  queryFn: async ({ signal }) => {
    const data = await api.get<unknown>('/api/period/myCars.json', { signal });
    if (!isMyCars(data)) throw badResponse();
    return toDomain(data);
  },
});

export function useMyCars() {
  return useQuery(myCarsQuery);
}

/** POST /api/period/carProof.json (multipart): asks staff to confirm a car with its registration certificate. */
export async function requestCarProof(plate: string, carOwnerNm: string, file: File) {
  const body = new FormData();
  body.append('carNo', plate);
  body.append('carOwnerNm', carOwnerNm);
  body.append('file', file, file.name);
  const res = await api.post('/api/period/carProof.json', undefined, {
    multipart: body,
    // loaded beside the request (a later step): zod is not on the form's first load (decision 225)
    schema: () => import('@parking/shared/season-pass/schemas').then((m) => m.carProofRequestResponseSchema),
  });
  return res.value;
}
