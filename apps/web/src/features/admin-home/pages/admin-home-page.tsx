import { ko } from '@parking/shared/messages/ko';
import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import type { DailyMessageCount } from '@parking/shared/notifications/member-settings';
import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { PageTitle } from '../../../components/admin-kit/page-title';
import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '../../../components/ui/core';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { Link } from '../../../lib/router';
import { useAdminHome } from '../api/admin-home';

const h = ko.admin.home;
const n = notificationSettingsKo;

const messageColumns: readonly TableColumn<DailyMessageCount>[] = [
  { key: 'kind', header: n.col.kind, render: (r) => n.kindName(r.kind), wrap: true },
  { key: 'channel', header: n.col.channel, render: (r) => n.channelName(r.channel) },
  { key: 'status', header: n.col.status, render: (r) => n.statusName(r.status) },
  { key: 'count', header: n.col.count, render: (r) => h.count(r.count), align: 'right' },
];

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
 * to approve, unanswered questions, today's card payments, and today's messages by kind, channel and result.
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
      {d && (
        <section aria-labelledby="admin-home-messages">
          <Title order={2} size="h4" id="admin-home-messages" mb="xs">
            {n.dailyTitle(d.today)}
          </Title>
          <DataTable
            caption={n.dailyTitle(d.today)}
            columns={messageColumns}
            rows={d.messages}
            rowKey={(r) => `${r.kind}:${r.channel}:${r.status}`}
            empty={n.dailyEmpty}
          />
        </section>
      )}
    </Stack>
  );
}
