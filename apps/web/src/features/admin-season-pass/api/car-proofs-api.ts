import { toDomain } from '@parking/shared/common/wire-names';
import { carProofListResponseSchema } from '@parking/shared/season-pass/schemas';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const CAR_PROOFS_KEY = ['admin', 'period-car-proofs'] as const;

/** GET /api/admin/period/carProofs.json: registration certificates waiting for staff (decision 179). */
export function useCarProofs() {
  return useQuery({
    queryKey: CAR_PROOFS_KEY,
    queryFn: ({ signal }) =>
      api
        .get('/api/admin/period/carProofs.json', { schema: carProofListResponseSchema, signal })
        .then((r) => toDomain(r.value)),
  });
}

export { CAR_PROOFS_KEY };

const decideAnswer = z.object({ value: z.object({ result: z.literal('success'), message: z.string() }) });

/** POST /api/admin/period/carProofDecide.json: confirm (the car becomes proven) or reject, once. */
export function decideCarProof(proofId: number, decision: 'CONFIRM' | 'REJECT', reason?: string) {
  return api
    .post('/api/admin/period/carProofDecide.json', { proofId, decision, reason }, { schema: decideAnswer })
    .then((r) => r.value);
}

/** The certificate of a request (browser navigation). */
export const carProofFilePath = (proofId: number) => `/api/admin/period/carProofFile.json?proofId=${proofId}`;
