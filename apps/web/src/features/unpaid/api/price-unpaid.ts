import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { type UnpaidPriceResponse, unpaidPriceResponseSchema } from '@parking/shared/unpaid/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UnpaidSelection } from '../lib/selection';

/** ids of a selection: off-street keeps them comma-joined, on-street in its items. */
function idsOf(sel: UnpaidSelection): string {
  return sel.isOffSt ? sel.inOutIds : (sel.items ?? []).map((i) => i.id).join(',');
}

/**
 * GET /api/unpaid/price.json (decision 147): the selection priced by the server with a reduction claim, as
 * the payment start will charge it. Only asked once a claim is verified (null: nothing to ask).
 */
export function useUnpaidPrice(sel: UnpaidSelection | null, reductionClaim: string | null) {
  return useQuery({
    queryKey: ['unpaid', 'price', sel?.plate, sel ? idsOf(sel) : '', reductionClaim],
    queryFn: async ({ signal }): Promise<Domain<UnpaidPriceResponse['value']>> => {
      const s = sel as UnpaidSelection;
      const res = await api.get('/api/unpaid/price.json', {
        params: {
          carNo: s.plate,
          ids: idsOf(s),
          kind: s.isOffSt ? 'OFFSTREET' : 'ONSTREET',
          reductionClaim: reductionClaim ?? '',
        },
        schema: unpaidPriceResponseSchema,
        signal,
      });
      return toDomain(res.value);
    },
    enabled: sel !== null && reductionClaim !== null,
    staleTime: 0,
  });
}
