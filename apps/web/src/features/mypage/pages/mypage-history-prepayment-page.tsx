import { ko } from '@parking/shared/messages/ko';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { receiptPath } from '../../../components/card-payment/payment-return-view';
import { Anchor } from '../../../components/ui/core';
import { Nowrap } from '../../../components/usage-history/nowrap';
import { formatWon } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { type PrepayHistoryRow, usePrepayHistory } from '../history/history-api';
import { HistoryLayout } from '../history/history-layout';

const h = ko.payments.history;
const c = h.columns;

const columns = (offset: number, total: number): TableColumn<PrepayHistoryRow>[] => [
  { key: 'no', header: ko.payments.prepay.columns.no, render: (_r, i) => total - offset - i, width: 70 },
  { key: 'carNo', header: c.plate, render: (r) => <Nowrap>{r.plate}</Nowrap> },
  { key: 'parkingName', header: c.parkingName, wrap: true, render: (r) => r.parkingName },
  { key: 'inDttm', header: c.inDttm, render: (r) => r.inDttm },
  { key: 'outDttm', header: c.outDttm, render: (r) => r.outDttm ?? '-', hideOnMobile: true },
  { key: 'useAmt', header: c.useAmt, render: (r) => <Nowrap>{formatWon(r.useAmt)}</Nowrap>, align: 'right' },
  {
    key: 'receipt',
    header: c.receipt,
    width: 100,
    render: (r) => (
      <Anchor
        component={Link}
        to={receiptPath(r.paymentId, r.plate)}
        aria-label={ko.payments.web.receiptOf(r.plate, r.inDttm)}
      >
        {c.receipt}
      </Anchor>
    ),
  },
];

/** /mypageprepayment (spec 2 §2, §5): the member's pre-payments in a date range, with receipts. */
export function MypageHistoryPrepaymentPage() {
  return (
    <HistoryLayout
      tabLabel={ko.routes.mypageprepayment}
      useRows={usePrepayHistory}
      columns={columns}
      rowKey={(r) => r.paymentId}
    />
  );
}
