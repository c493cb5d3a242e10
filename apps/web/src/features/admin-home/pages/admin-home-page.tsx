import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { Anchor, Card, Loader, SimpleGrid, Stack, Text } from '../../../components/ui/core';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { Link } from '../../../lib/router';
import { useAdminHome } from '../api/admin-home';

const h = ko.admin.home;

function CountCard({
  label,
  value,
  to,
  extra,
}: {
  label: string;
  value: string;
  to?: string;
  extra?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={label}>
      <Text fw={600} c="gray.8">
        {label}
      </Text>
      <Text fz={32} fw={800} c="primary.7" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {extra}
      {to && (
        <Anchor component={Link} to={to} mt="xs" size="sm">
          {h.open(label)}
        </Anchor>
      )}
    </Card>
  );
}

/**
 * /adminhome (decision 142): where administrators land after login — what awaits them: business applications
 * to approve, unanswered questions, and today's card payments.
 */
export function AdminHomePage() {
  const home = useAdminHome();
  const d = home.data;
  return (
    <Stack gap="md">
      <PageTitle />
      <Text c="gray.8">{h.intro}</Text>
      {home.isError ? (
        <LoadFailedAlert title={h.loadFailed} error={home.error} onRetry={() => void home.refetch()} />
      ) : !d ? (
        <Loader size="sm" aria-label={ko.admin.kit.loading} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CountCard
            label={h.pendingBusiness}
            value={h.count(d.pendingBusinessMembers)}
            to="/businessmembership"
          />
          <CountCard label={h.unanswered} value={h.count(d.unansweredQuestions)} to="/qnalist" />
          <CountCard
            label={h.todayPayments(d.today)}
            value={h.count(d.todayPayments.count)}
            extra={<Text c="gray.8">{h.amount(d.todayPayments.amount)}</Text>}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
