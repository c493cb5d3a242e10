import type { BoardListItem } from '@parking/shared/boards/schemas';
import { ko } from '@parking/shared/messages/ko';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { AttachmentIcon } from '../../../components/ui/file-input/attachment-icon';
import { formatDate, formatNumber } from '../../../lib/format';
import { noticeList } from '../api/board-list';

const t = ko.content.web.board;

/** /noticelist (spec 2 §2): search 1 title, 2 content, 3 both; the search and page stay in the query. */
export function NoticeListPage() {
  const list = useAdminList<BoardListItem>(noticeList);
  const columns: TableColumn<BoardListItem>[] = [
    { key: 'no', header: t.number, render: (r) => r.indexNo, width: 70, hideOnMobile: true },
    { key: 'title', header: t.title, render: (r) => r.title, link: true },
    { key: 'writer', header: t.writer, render: (r) => r.regNm, width: 110, hideOnMobile: true },
    { key: 'date', header: t.date, render: (r) => formatDate(r.regDttm), width: 120 },
    {
      key: 'atch',
      header: t.attachment,
      render: (r) => <AttachmentIcon count={r.atchCnt} />,
      width: 60,
      hideOnMobile: true,
    },
    { key: 'hits', header: t.hits, render: (r) => formatNumber(r.hits), width: 80, hideOnMobile: true },
  ];
  return (
    <AdminListPage
      resourceName={t.noticeName}
      list={list}
      columns={columns}
      rowKey={(r) => String(r.atclId)}
      rowHref={(r) => `/noticeview?atclId=${r.atclId}&${list.context}`}
    />
  );
}
