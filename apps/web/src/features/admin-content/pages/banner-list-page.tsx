import { Anchor } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import { indexNoColumn, indexNoExcel, ynLabel } from '../../../components/admin-kit/admin-view-parts';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import type { ExcelColumn } from '../../../components/admin-kit/excel-export';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { formatDate } from '../../../lib/format';
import { type BannerListItem, bannerListFetcher } from '../api/banner-api';

const t = ko.content.web.banner;

/** /bannerlist (spec 3 §2.9): number, order, title, link, registration date, in use. */
export function BannerListPage() {
  const list = useAdminList<BannerListItem>({ queryKey: ['admin', 'banner'], fetchPage: bannerListFetcher });
  const columns: TableColumn<BannerListItem>[] = [
    indexNoColumn(),
    { key: 'order', header: t.order, render: (r) => r.bannerOrder, width: 70 },
    { key: 'title', header: t.title, render: (r) => r.title, link: true },
    {
      key: 'link',
      header: t.link,
      render: (r) =>
        r.linkUrl ? (
          <Anchor
            href={r.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {r.linkUrl}
          </Anchor>
        ) : (
          '-'
        ),
      hideOnMobile: true,
    },
    { key: 'reg', header: t.regDate, render: (r) => formatDate(r.regDttm), width: 120, hideOnMobile: true },
    { key: 'use', header: t.useYn, render: (r) => ynLabel(r.useYn), width: 90 },
  ];
  const excel: ExcelColumn<BannerListItem>[] = [
    indexNoExcel(),
    { header: t.order, value: (r) => r.bannerOrder, width: 8 },
    { header: t.title, value: (r) => r.title, width: 40 },
    { header: t.link, value: (r) => r.linkUrl, width: 40 },
    { header: t.regDate, value: (r) => formatDate(r.regDttm) },
    { header: t.useYn, value: (r) => ynLabel(r.useYn), width: 10 },
  ];
  return (
    <AdminListPage
      resourceName={t.name}
      list={list}
      columns={columns}
      rowKey={(r) => String(r.bannerId)}
      rowHref={(r) => `/bannerview?bannerId=${r.bannerId}`}
      registerTo="/bannerenrollment"
      excelColumns={excel}
    />
  );
}
