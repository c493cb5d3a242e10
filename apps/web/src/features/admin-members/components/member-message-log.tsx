import { ko } from '@parking/shared/messages/ko';
import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import type { StaffMessages } from '@parking/shared/notifications/member-settings';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { Loader } from '../../../components/ui/core';
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
 * The member's latest messages (issue 34 item 4), loaded when staff open the section (member-messages.tsx): its
 * code, the query and the notification texts come in a chunk of their own (decision 223), and every read is a
 * personal-data access that is recorded (decision 183).
 */
export function MemberMessageLog({ memberId }: { memberId: string }) {
  const q = useMemberMessages(memberId, true);
  if (q.isError)
    return <LoadFailedAlert title={t.staffLoadFailed} error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loader size="sm" aria-label={t.loading} />;
  return (
    <DataTable
      caption={ko.adminMembers.messages.title}
      columns={columns}
      rows={q.data.list}
      rowKey={(m) => String(m.id)}
      empty={t.messagesEmpty}
    />
  );
}
