import type { InquiryListItem } from '@parking/shared/inquiries/schemas';
import { ko } from '@parking/shared/messages/ko';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { LockIcon } from '../../../components/icons/icons';
import { Badge, Button, Group, Text } from '../../../components/ui/core';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { inquiryList } from '../api/inquiry-list';

const t = ko.content.web.qna;
const b = ko.content.web.board;

/** /qnalist (spec 2 §2): status, title (lock for secret questions), writer, date; write button. */
export function QnaListPage() {
  const session = useSession();
  const isAdmin = session.authorCode === 'ROLE_ADMIN';
  const list = useAdminList<InquiryListItem>(inquiryList);
  const columns: TableColumn<InquiryListItem>[] = [
    { key: 'no', header: b.number, render: (r) => r.indexNo, width: 70, hideOnMobile: true },
    {
      key: 'status',
      header: t.status,
      render: (r) => (
        <Badge
          color={r.status === 'answered' ? 'primary' : 'gray'}
          variant={r.status === 'answered' ? 'filled' : 'light'}
        >
          {r.status === 'answered' ? t.answered : t.waiting}
        </Badge>
      ),
      width: 110,
    },
    {
      key: 'title',
      header: b.title,
      link: true,
      render: (r) => (
        <Group gap={4} wrap="nowrap" component="span">
          {r.nondisclosure && (
            <Text span role="img" aria-label={t.secret} display="inline-flex" c="gray.7">
              <LockIcon />
            </Text>
          )}
          <span>{r.title}</span>
        </Group>
      ),
    },
    { key: 'writer', header: b.writer, render: (r) => r.writer, width: 120, hideOnMobile: true },
    { key: 'date', header: b.date, render: (r) => formatDate(r.createdate), width: 120 },
  ];
  return (
    <AdminListPage
      resourceName={t.name}
      list={list}
      columns={columns}
      conditions={false}
      rowKey={(r) => String(r.inquiryId)}
      // administrators skip the password and go to the answer screen (spec 2 §4, §6)
      rowHref={(r) =>
        isAdmin
          ? `/qnaanswerenrollment?inquiryId=${r.inquiryId}`
          : // a secret question opens on its password box, with no refused view request first (issue 14)
            `/qnaview?inquiryId=${r.inquiryId}&curPageNum=${list.page}${r.nondisclosure ? '&secret=Y' : ''}`
      }
      actions={
        <Button component={Link} to="/qnaenrollment">
          {t.write}
        </Button>
      }
    />
  );
}
