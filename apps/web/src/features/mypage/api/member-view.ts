import { type MemberViewResponse, memberViewResponseSchema } from '@parking/shared/accounts/schemas';
import { type Domain, toDomain } from '@parking/shared/common/wire-names';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const memberViewKey = (applyId: string) => ['member', 'view', applyId] as const;

/** GET /api/member/view?applyId=… — the logged-in member's own profile, in domain names. */
export function useMemberView(applyId: string) {
  return useQuery<Domain<MemberViewResponse>>({
    queryKey: memberViewKey(applyId),
    queryFn: ({ signal }) =>
      api
        .get('/api/member/view', { params: { applyId }, schema: memberViewResponseSchema, signal })
        .then((r) => toDomain(r)),
    enabled: applyId !== '',
    retry: false,
    staleTime: 0,
  });
}
