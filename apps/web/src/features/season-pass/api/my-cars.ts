import { toDomain } from '@parking/shared/common/wire-names';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// the answers' schemas load beside the requests: zod is not on the form's first load (decision 225)
const schemas = () => import('@parking/shared/season-pass/schemas');

/** GET /api/period/myCars.json: the member's proven cars, proof requests and the notice number (decision 179). */
export const myCarsQuery = queryOptions({
  queryKey: ['period', 'my-cars'],
  queryFn: ({ signal }) =>
    api
      .get('/api/period/myCars.json', { schema: () => schemas().then((m) => m.myCarsResponseSchema), signal })
      .then((r) => toDomain(r)),
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
    schema: () => schemas().then((m) => m.carProofRequestResponseSchema),
  });
  return res.value;
}
