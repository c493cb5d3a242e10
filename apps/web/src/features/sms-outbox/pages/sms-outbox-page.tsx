import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { ListPagination } from '../../../components/admin-kit/list-pagination';
import { useSiteInfo } from '../../../components/frame/use-site-info';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '../../../components/ui/core';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useSmsOutbox } from '../api/sms-outbox';

/** '01012345678' → '010-1234-5678' for reading. */
function showPhone(p: string): string {
  const d = p.replace(/\D/g, '');
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return p;
}

/**
 * /smsoutbox (demo only, decision 019): the messages the outbox adapter kept (SMS and 알림톡, decision 213), so a
 * visitor trying the portal can read the code they were sent. Outside demo mode the page does not exist.
 */
export function SmsOutboxPage() {
  const site = useSiteInfo();
  const demo = site.data?.demo === true;
  const [page, setPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);
  const outbox = useSmsOutbox(page, demo);
  const t = ko.accounts.outbox;

  if (site.isPending) {
    return (
      <Center py={80} role="status" aria-label={ko.common.loading}>
        <Loader />
      </Center>
    );
  }
  if (!demo) {
    return (
      <Stack align="center" gap="md" py={80} ta="center">
        <Title order={1}>{ko.notFound.title}</Title>
        <Text c="dimmed">{ko.notFound.detail}</Text>
        <Button component={Link} to="/main">
          {ko.common.goMain}
        </Button>
      </Stack>
    );
  }

  const items = outbox.data?.items ?? [];
  const columns: TableColumn<(typeof items)[number]>[] = [
    { key: 'sentAt', header: t.sentAt, render: (m) => formatDateTime(m.sentAt, true), hideOnMobile: true },
    { key: 'channel', header: t.channel, render: (m) => t.channels[m.channel] },
    { key: 'to', header: t.to, render: (m) => showPhone(m.to) },
    { key: 'text', header: t.text, render: (m) => m.text, wrap: true, align: 'left' },
  ];
  const pages = outbox.data ? Math.max(1, Math.ceil(outbox.data.total / outbox.data.pageSize)) : 1;

  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{t.title}</Title>
      <Alert color="information" variant="light" title={t.notice}>
        {t.intro}
      </Alert>
      <Group justify="space-between">
        <Text size="sm" c="gray.7" aria-live="polite">
          {outbox.data ? `총 ${outbox.data.total}건` : ''}
        </Text>
        <Button
          variant="outline"
          size="sm"
          loading={refreshing}
          onClick={() => {
            setRefreshing(true);
            void outbox.refetch().finally(() => setRefreshing(false));
          }}
        >
          {t.refresh}
        </Button>
      </Group>
      {outbox.isError && (
        <Alert color="danger" variant="light" title={t.loadFailed}>
          {errorText(outbox.error)}
        </Alert>
      )}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={items}
        rowKey={(m) => String(m.id)}
        loading={outbox.isPending}
        error={outbox.error}
        empty={t.empty}
        striped
      />
      {pages > 1 && (
        <ListPagination
          total={outbox.data?.total ?? 0}
          page={page}
          onChange={setPage}
          size={outbox.data?.pageSize}
        />
      )}
    </Stack>
  );
}
