import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { PeriodHistoryRow } from '@parking/shared/season-pass/schemas';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { receiptPath } from '../../../components/card-payment/payment-return-view';
import { Anchor } from '../../../components/ui/core';
import { Nowrap } from '../../../components/usage-history/nowrap';
import { formatWon } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { HistoryLayout } from '../history/history-layout';
import { usePeriodHistory } from '../history/period-history-api';

const h = ko.payments.history;
const c = ko.seasonPass.web.historyColumns;

const columns = (offset: number, total: number): TableColumn<Domain<PeriodHistoryRow>>[] => [
  { key: 'no', header: ko.payments.prepay.columns.no, render: (_r, i) => total - offset - i, width: 70 },
  { key: 'carNo', header: h.columns.plate, render: (r) => <Nowrap>{r.plate}</Nowrap> },
  { key: 'div', header: c.parkingDivCdNm, render: (r) => r.parkingDivCdNm, hideOnMobile: true },
  { key: 'lot', header: c.parkingNm, wrap: true, render: (r) => r.parkingNm },
  { key: 'useDiv', header: c.useDivCdNm, render: (r) => r.useDivCdNm, hideOnMobile: true },
  { key: 'period', header: c.usePeriod, render: (r) => `${r.useStartDt ?? ''} ~ ${r.useEndDt ?? ''}` },
  { key: 'useAmt', header: c.useAmt, render: (r) => <Nowrap>{formatWon(r.useAmt)}</Nowrap>, align: 'right' },
  {
    key: 'receipt',
    header: h.columns.receipt,
    width: 100,
    render: (r) =>
      r.paymentId ? (
        <Anchor
          component={Link}
          to={receiptPath(r.paymentId)}
          aria-label={`${r.plate} ${r.parkingNm} ${h.columns.receipt}`}
        >
          {h.columns.receipt}
        </Anchor>
      ) : (
        '-'
      ),
  },
];

/** /mypagepayment (spec 2 §2, §3 "Season ticket history row"): the member's paid season passes in a date range. */
export function MypageHistoryPeriodPage() {
  return (
    <HistoryLayout
      tabLabel={ko.routes.mypagepayment}
      useRows={usePeriodHistory}
      columns={columns}
      rowKey={(r) => String(r.periodId)}
    />
  );
}
