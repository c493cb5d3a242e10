import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { UseRow } from '@parking/shared/web-prepaid/schemas';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { Nowrap } from '../../../components/usage-history/nowrap';
import { useUseList } from '../api/histories';
import { DiscountHistoryLayout } from '../components/discount-history-layout';

const h = ko.webPrepaid.history;
const c = h.useColumns;
const minutes = ko.webPrepaid.minutes;

const columns = (offset: number, total: number): TableColumn<Domain<UseRow>>[] => [
  { key: 'no', header: c.no, render: (_r, i) => total - offset - i, width: 70, hideOnMobile: true },
  { key: 'useDttm', header: c.useDttm, render: (r) => <Nowrap>{r.useDttm}</Nowrap> },
  { key: 'carNo', header: c.plate, render: (r) => <Nowrap>{r.plate}</Nowrap> },
  { key: 'parkingNm', header: c.parkingNm, wrap: true, render: (r) => r.parkingNm, hideOnMobile: true },
  { key: 'useTime', header: c.useTime, render: (r) => <Nowrap>{minutes(r.useTime)}</Nowrap>, align: 'right' },
  {
    key: 'freeTime',
    header: c.freeTime,
    render: (r) => <Nowrap>{r.freeTime > 0 ? minutes(r.freeTime) : '-'}</Nowrap>,
    align: 'right',
    // the totals line above the table carries the free time on phones
    hideOnMobile: true,
  },
];

/** /mypagediscount (spec 2 §2, §7): minutes the business member applied to parked cars (plates masked). */
export function MypageDiscountPage() {
  return (
    <DiscountHistoryLayout
      tabLabel={ko.routes.mypagediscount}
      useData={useUseList}
      totals={(d) => h.totalsUse(d.totalUseTime, d.totalFreeTime)}
      columns={columns}
      rowKey={(r) => String(r.id)}
    />
  );
}
