import { ko } from '@parking/shared/messages/ko';
import { useRouteEntry } from '../../lib/route-entry';
import { Link } from '../../lib/router';
import { Button, Stack, Text, Title } from '../ui/core';
import { PendingApprovalNotice } from './pending-approval-notice';

/**
 * What a business member waiting for approval sees on a route of approved businesses (web vouchers, decision
 * 189), instead of a bare '접근 권한이 없습니다.': the application waits, since which day, and whom to call. The
 * server still refuses the route's calls; this page makes none of them.
 */
export function PendingApprovalPage() {
  const entry = useRouteEntry();
  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title}</Title>
      <Text c="gray.8">{ko.frame.pendingApprovalPageIntro}</Text>
      <PendingApprovalNotice />
      <Button component={Link} to="/main" variant="default" size="md" w="fit-content">
        {ko.frame.pendingApprovalHome}
      </Button>
    </Stack>
  );
}
