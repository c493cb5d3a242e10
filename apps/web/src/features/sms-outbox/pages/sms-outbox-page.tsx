import { Alert, Button, Center, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../../components/frame/use-site-info';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSmsOutbox } from '../api/sms-outbox';

const PAGE_LABELS = {
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
} as const;

/** '01012345678' → '010-1234-5678' for reading. */
function showPhone(p: string): string {
  const d = p.replace(/\D/g, '');
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return p;
}

/**
 * /smsoutbox (demo only, decision 019): the messages the outbox adapter kept, so a visitor trying the portal
 * can read the code they were sent. Outside demo mode the page does not exist.
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
      <Table.ScrollContainer minWidth={0}>
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{t.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.sentAt}</Table.Th>
              <Table.Th scope="col">{t.to}</Table.Th>
              <Table.Th scope="col">{t.text}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outbox.isPending && (
              <Table.Tr>
                <Table.Td colSpan={3} ta="center">
                  <Loader size="sm" aria-label={ko.common.loading} />
                </Table.Td>
              </Table.Tr>
            )}
            {!outbox.isPending && items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3} ta="center" c="gray.7">
                  {t.empty}
                </Table.Td>
              </Table.Tr>
            )}
            {items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{formatDateTime(m.sentAt, true)}</Table.Td>
                <Table.Td>{showPhone(m.to)}</Table.Td>
                <Table.Td style={{ wordBreak: 'keep-all' }}>{m.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(c) => ({ 'aria-label': PAGE_LABELS[c] })}
            getItemProps={(n) => ({ 'aria-label': `${n} 페이지` })}
          />
        </Group>
      )}
    </Stack>
  );
}
