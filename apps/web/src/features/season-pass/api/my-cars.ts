import { toDomain } from '@parking/shared/common/wire-names';
import { carProofRequestResponseSchema, myCarsResponseSchema } from '@parking/shared/season-pass/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/period/myCars.json: the member's proven cars, proof requests and the notice number (decision 179). */
export const myCarsQuery = queryOptions({
  queryKey: ['period', 'my-cars'],
  queryFn: ({ signal }) =>
    api.get('/api/period/myCars.json', { schema: myCarsResponseSchema, signal }).then((r) => toDomain(r)),
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
    schema: carProofRequestResponseSchema,
  });
  return res.value;
}
