import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import type { StaffMessages } from '@parking/shared/notifications/member-settings';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { Button, Loader, Stack, Text, Title } from '../../../components/ui/core';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { useMemberMessages } from '../api/member-messages';

const t = notificationSettingsKo;
type Row = StaffMessages['list'][number];

const columns: readonly TableColumn<Row>[] = [
  { key: 'at', header: t.col.at, render: (m) => m.sentAt ?? m.createdAt },
  { key: 'kind', header: t.col.kind, render: (m) => t.kindName(m.kind), wrap: true },
  { key: 'channel', header: t.col.channel, render: (m) => t.channelName(m.channel) },
  { key: 'status', header: t.col.status, render: (m) => t.statusName(m.status) },
  { key: 'reason', header: t.col.reason, render: (m) => t.reasonName(m.reason), hideOnMobile: true },
  { key: 'text', header: t.col.text, render: (m) => m.text, wrap: true },
];

/**
 * The member's latest messages on the member detail (issue 34 item 4): shown when staff ask, because every
 * read is a personal-data access and is recorded (decision 183).
 */
export function MemberMessages({ empEsntlId }: { empEsntlId: string }) {
  const [open, setOpen] = useState(false);
  const q = useMemberMessages(empEsntlId, open);
  return (
    <section aria-labelledby="member-messages">
      <Title order={3} size="h5" id="member-messages" mb="xs">
        {t.staffTitle}
      </Title>
      {!open ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="gray.8">
            {t.staffHint}
          </Text>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {t.staffShow}
          </Button>
        </Stack>
      ) : q.isError ? (
        <LoadFailedAlert title={t.staffLoadFailed} error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Loader size="sm" aria-label={t.loading} />
      ) : (
        <DataTable
          caption={t.staffTitle}
          columns={columns}
          rows={q.data.list}
          rowKey={(m) => String(m.id)}
          empty={t.messagesEmpty}
        />
      )}
    </section>
  );
}
