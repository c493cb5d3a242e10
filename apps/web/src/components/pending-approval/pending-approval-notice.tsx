import type { MemberViewResponse } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { useSiteInfo } from '../frame/use-site-info';
import { Alert, Anchor, Text } from '../ui/core';
import { isPendingBusiness } from './is-pending-business';

/** The day a logged-in business member waiting for approval applied (their own profile), or undefined. */
function usePendingSince(): string | undefined {
  const session = useSession();
  const pending = isPendingBusiness(session);
  const profile = useQuery({
    // the my-page's profile query: one answer for both
    queryKey: ['member', 'view', session.memberId],
    queryFn: ({ signal }) =>
      api.get<MemberViewResponse>('/api/member/view', {
        params: { applyId: session.memberId },
        // the schema loads beside the answer: zod stays off the first load of the screens showing this (decision 223)
        schema: () => import('@parking/shared/accounts/schemas').then((m) => m.memberViewResponseSchema),
        signal,
      }),
    enabled: pending && session.memberId !== '',
    retry: false,
  });
  return pending ? profile.data?.result.regDt : undefined;
}

/**
 * '승인 대기 중' with the enquiry phone (the organisation's phone of GET /api/site/info): on the business sign-up
 * completion page (`always`) and, for a logged-in business member awaiting approval, where they land (home,
 * my-page, the business menus), with the day they applied (decision 189).
 */
export function PendingApprovalNotice({ always = false }: { always?: boolean }) {
  const session = useSession();
  const site = useSiteInfo();
  const since = usePendingSince();
  if (!always && !isPendingBusiness(session)) return null;
  const phone = site.data?.phone;
  return (
    <Alert color="warning" variant="light" title={ko.frame.pendingApprovalTitle} role="status" mb="md">
      <Text size="sm">{ko.frame.pendingApprovalBody}</Text>
      {since && (
        <Text size="sm" mt={4} data-testid="pending-since">
          {ko.frame.pendingApprovalSince}: <strong>{since}</strong>
        </Text>
      )}
      {phone && (
        <Text size="sm" mt={4}>
          {ko.frame.pendingApprovalPhone}:{' '}
          <Anchor href={`tel:${phone.replace(/[^0-9]/g, '')}`} fw={700}>
            {phone}
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}
