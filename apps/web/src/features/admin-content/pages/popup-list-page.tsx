import { ko } from '@parking/shared/messages/ko';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import { indexNoColumn, indexNoExcel, ynLabel } from '../../../components/admin-kit/admin-view-parts';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import type { ExcelColumn } from '../../../components/admin-kit/excel-export';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { AttachmentIcon } from '../../../components/file-input/attachment-icon';
import { formatDate } from '../../../lib/format';
import { type PopupListItem, popupListFetcher } from '../api/popup-api';

const t = ko.content.web.popup;
const period = (r: PopupListItem) => `${formatDate(r.openDate)} ~ ${formatDate(r.closeDate)}`;

/** /popuplist (spec 3 §2.8): number, title, posting period, registration date, attachment, use flag. */
export function PopupListPage() {
  const list = useAdminList<PopupListItem>({ queryKey: ['admin', 'popup'], fetchPage: popupListFetcher });
  const columns: TableColumn<PopupListItem>[] = [
    indexNoColumn(),
    { key: 'title', header: t.title, render: (r) => r.title, link: true },
    { key: 'period', header: t.period, render: period, width: 220, hideOnMobile: true },
    { key: 'reg', header: t.regDate, render: (r) => formatDate(r.regDttm), width: 120, hideOnMobile: true },
    {
      key: 'atch',
      header: t.attachment,
      render: (r) => <AttachmentIcon count={r.atchCnt} />,
      width: 60,
      hideOnMobile: true,
    },
    { key: 'use', header: t.useYn, render: (r) => ynLabel(r.useYn), width: 90 },
  ];
  const excel: ExcelColumn<PopupListItem>[] = [
    indexNoExcel(),
    { header: t.title, value: (r) => r.title, width: 40 },
    { header: t.period, value: period, width: 26 },
    { header: t.regDate, value: (r) => formatDate(r.regDttm) },
    { header: t.useYn, value: (r) => ynLabel(r.useYn), width: 10 },
  ];
  return (
    <AdminListPage
      resourceName={t.name}
      list={list}
      columns={columns}
      rowKey={(r) => String(r.popupId)}
      rowHref={(r) => `/popupview?popupId=${r.popupId}`}
      registerTo="/popupenrollment"
      excelColumns={excel}
    />
  );
}
