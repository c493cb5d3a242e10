import { type MemberViewResponse, memberViewResponseSchema } from '@parking/shared/accounts/schemas';
import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchUnlessPrefetched } from '../../../lib/route-data';

export const memberViewKey = (applyId: string) => ['member', 'view', applyId] as const;

/**
 * GET /api/member/view?applyId=… — the logged-in member's own profile in domain names, always read afresh
 * (staleTime 0), except for the answer the route fetched for this visit beside the screen's code (decisions 201, 222).
 */
export function memberViewQuery(applyId: string) {
  return {
    queryKey: memberViewKey(applyId),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Domain<MemberViewResponse>> =>
      api
        .get('/api/member/view', { params: { applyId }, schema: memberViewResponseSchema, signal })
        .then((r) => toDomain(r)),
    staleTime: 0,
    refetchOnMount: refetchUnlessPrefetched,
  };
}

export function useMemberView(applyId: string) {
  return useQuery<Domain<MemberViewResponse>>({
    ...memberViewQuery(applyId),
    enabled: applyId !== '',
    retry: false,
  });
}
