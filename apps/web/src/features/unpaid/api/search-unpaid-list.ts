import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { type UnpaidListResponse, unpaidListResponseSchema } from '@parking/shared/unpaid/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UnpaidList = Domain<UnpaidListResponse['value']>;
/** off: off-street lots (searchUnpaidList.json); on: on-street lots (searchUnpaidListKnl.json) */
export type UnpaidKind = 'off' | 'on';

const PATHS: Record<UnpaidKind, string> = {
  off: '/api/unpaid/searchUnpaidList.json',
  on: '/api/unpaid/searchUnpaidListKnl.json',
};

/** GET the unpaid items of a car on off-street or on-street lots (spec 2 §7), in domain names. */
export async function searchUnpaidList(
  kind: UnpaidKind,
  plate: string,
  signal?: AbortSignal,
): Promise<UnpaidList> {
  const res = await api.get(PATHS[kind], {
    params: { carNo: plate },
    schema: unpaidListResponseSchema,
    signal,
  });
  return toDomain(res.value);
}

/** One list of `plate` (null: nothing searched yet); always asked afresh (paid items disappear). */
export function useUnpaidList(kind: UnpaidKind, plate: string | null) {
  return useQuery({
    queryKey: ['unpaid', kind, plate],
    queryFn: ({ signal }) => searchUnpaidList(kind, plate ?? '', signal),
    enabled: plate !== null,
    staleTime: 0,
  });
}
