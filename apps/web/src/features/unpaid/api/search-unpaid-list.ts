import { type UnpaidListResponse, unpaidListResponseSchema } from '@parking/shared/unpaid/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UnpaidList = UnpaidListResponse['value'];
/** off: off-street lots (searchUnpaidList.json); on: on-street lots (searchUnpaidListKnl.json) */
export type UnpaidKind = 'off' | 'on';

const PATHS: Record<UnpaidKind, string> = {
  off: '/api/unpaid/searchUnpaidList.json',
  on: '/api/unpaid/searchUnpaidListKnl.json',
};

/** GET the unpaid items of a car on off-street or on-street lots (spec 2 §7). */
export async function searchUnpaidList(
  kind: UnpaidKind,
  carNo: string,
  signal?: AbortSignal,
): Promise<UnpaidList> {
  const res = await api.get(PATHS[kind], { params: { carNo }, schema: unpaidListResponseSchema, signal });
  return res.value;
}

/** One list of `carNo` (null: nothing searched yet); always asked afresh (paid items disappear). */
export function useUnpaidList(kind: UnpaidKind, carNo: string | null) {
  return useQuery({
    queryKey: ['unpaid', kind, carNo],
    queryFn: ({ signal }) => searchUnpaidList(kind, carNo ?? '', signal),
    enabled: carNo !== null,
    staleTime: 0,
  });
}
