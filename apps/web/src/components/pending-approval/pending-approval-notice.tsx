import { Alert, Anchor, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useSession } from '../../lib/session-store';
import { useSiteInfo } from '../frame/use-site-info';
import { MantineRoot } from '../mantine-root/mantine-root';
import { isPendingBusiness } from './is-pending-business';

/**
 * '승인 대기 중' with the enquiry phone (the organisation's phone of GET /api/site/info): on the business sign-up
 * completion page (`always`) and, for a logged-in business member awaiting approval, where they land.
 */
export function PendingApprovalNotice({ always = false }: { always?: boolean }) {
  const session = useSession();
  const site = useSiteInfo();
  if (!always && !isPendingBusiness(session)) return null;
  const phone = site.data?.phone;
  return (
    <MantineRoot>
      <Alert color="warning" variant="light" title={ko.frame.pendingApprovalTitle} role="status" mb="md">
        <Text size="sm">{ko.frame.pendingApprovalBody}</Text>
        {phone && (
          <Text size="sm" mt={4}>
            {ko.frame.pendingApprovalPhone}:{' '}
            <Anchor href={`tel:${phone.replace(/[^0-9]/g, '')}`} fw={700}>
              {phone}
            </Anchor>
          </Text>
        )}
      </Alert>
    </MantineRoot>
  );
}
