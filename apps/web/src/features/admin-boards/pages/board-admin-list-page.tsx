import type { BbsCd, BoardListItem } from '@parking/shared/boards/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useMemo } from 'react';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import type { ExcelColumn } from '../../../components/admin-kit/excel-export';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { AttachmentIcon } from '../../../components/file-input/attachment-icon';
import { formatDate, formatNumber } from '../../../lib/format';
import { adminBoardListFetcher } from '../api/admin-board-list';
import { boardConfig } from './board-config';

const t = ko.content.web.board;

function BoardAdminList({ bbsCd }: { bbsCd: BbsCd }) {
  const cfg = boardConfig[bbsCd];
  const fetchPage = useMemo(() => adminBoardListFetcher(bbsCd), [bbsCd]);
  const list = useAdminList<BoardListItem>({ queryKey: ['admin', 'board', bbsCd], fetchPage });
  const columns: TableColumn<BoardListItem>[] = [
    { key: 'no', header: t.number, render: (r) => r.indexNo, width: 70, hideOnMobile: true },
    { key: 'title', header: t.title, render: (r) => r.title, link: true },
    { key: 'writer', header: t.writer, render: (r) => r.regNm, width: 110, hideOnMobile: true },
    { key: 'date', header: t.date, render: (r) => formatDate(r.regDttm), width: 120 },
    ...(cfg.attachColumn
      ? [
          {
            key: 'atch',
            header: t.attachment,
            render: (r: BoardListItem) => <AttachmentIcon count={r.atchCnt} />,
            width: 60,
            hideOnMobile: true,
          },
        ]
      : []),
    { key: 'hits', header: t.hits, render: (r) => formatNumber(r.hits), width: 80, hideOnMobile: true },
  ];
  const excel: ExcelColumn<BoardListItem>[] = [
    { header: t.number, value: (r) => r.indexNo, width: 8 },
    { header: t.title, value: (r) => r.title, width: 50 },
    { header: t.writer, value: (r) => r.regNm },
    { header: t.date, value: (r) => formatDate(r.regDttm) },
    ...(cfg.attachColumn ? [{ header: t.attachment, value: (r: BoardListItem) => r.atchCnt, width: 8 }] : []),
    { header: t.hits, value: (r) => r.hits, width: 10 },
  ];
  return (
    <AdminListPage
      resourceName={cfg.name}
      list={list}
      columns={columns}
      rowKey={(r) => String(r.atclId)}
      rowHref={(r) => `${cfg.view}?atclId=${r.atclId}&${list.context}`}
      registerTo={cfg.enroll}
      excelColumns={excel}
    />
  );
}

/** /noticemanagement */
export function NoticeManagementPage() {
  return <BoardAdminList bbsCd="notice" />;
}

/** /faqmanagement */
export function FaqManagementPage() {
  return <BoardAdminList bbsCd="faq" />;
}
