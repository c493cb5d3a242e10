import type { ReductionCheckResponse } from '@parking/shared/accounts/schemas';
import { toWire } from '@parking/shared/common/wire-names';
import { api } from '../../lib/api-client';

/**
 * /api/reduction/irs.json with carNo and carOwnerNm: the registered reductions of that car valid today.
 * Sign-up posts the form; other screens call it with GET (spec 1 §7, spec 2 §7).
 */
export function checkReduction(
  plate: string,
  carOwnerNm: string,
  method: 'GET' | 'POST' = 'POST',
  /** payment screens (decision 147): also ask the register and get a claim bound to the car */
  claim = false,
): Promise<ReductionCheckResponse> {
  // the answer's schema loads beside the request: a form without zod on its first load (decision 225)
  const schema = () => import('@parking/shared/accounts/schemas').then((m) => m.reductionCheckResponseSchema);
  const body = toWire({ plate, carOwnerNm, ...(claim ? { claim: 'Y' as const } : {}) });
  return method === 'GET'
    ? api.get('/api/reduction/irs.json', { params: body, schema })
    : api.post('/api/reduction/irs.json', body, { schema });
}
