import { ko } from '@parking/shared/messages/ko';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { receiptPath } from '../../../components/card-payment/payment-return-view';
import { Anchor, Text } from '../../../components/ui/core';
import { Nowrap } from '../../../components/usage-history/nowrap';
import { formatWon } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { type UnpaidHistoryRow, useUnpaidHistory } from '../history/history-api';
import { HistoryLayout } from '../history/history-layout';

const h = ko.payments.history;
const c = h.columns;

const columns = (offset: number, total: number): TableColumn<UnpaidHistoryRow>[] => [
  { key: 'no', header: ko.payments.prepay.columns.no, render: (_r, i) => total - offset - i, width: 70 },
  { key: 'carNo', header: c.plate, render: (r) => <Nowrap>{r.plate}</Nowrap> },
  { key: 'parkingName', header: c.parkingName, wrap: true, render: (r) => r.parkingName },
  { key: 'inDttm', header: c.inDttm, render: (r) => r.inDttm ?? '-', hideOnMobile: true },
  { key: 'outDttm', header: c.outDttm, render: (r) => r.outDttm ?? '-', hideOnMobile: true },
  {
    key: 'unpaidAmt',
    header: c.unpaidAmt,
    render: (r) => <Nowrap>{formatWon(r.unpaidAmt)}</Nowrap>,
    align: 'right',
  },
  {
    key: 'addAmt',
    header: c.addAmt,
    render: (r) => <Nowrap>{formatWon(r.addAmt)}</Nowrap>,
    align: 'right',
    hideOnMobile: true,
  },
  {
    key: 'receiptAmt',
    header: c.receiptAmt,
    render: (r) => <Nowrap>{formatWon(r.receiptSummary.receiptAmt)}</Nowrap>,
    align: 'right',
  },
  { key: 'lastReceiptDttm', header: c.lastReceiptDttm, render: (r) => r.lastReceiptDttm ?? '-' },
  {
    key: 'receipt',
    header: c.receipt,
    width: 100,
    render: (r) =>
      r.paymentId ? (
        <Anchor
          component={Link}
          to={receiptPath(r.paymentId, r.plate)}
          aria-label={ko.payments.web.receiptOf(r.plate, r.inDttm ?? '-')}
        >
          {c.receipt}
        </Anchor>
      ) : (
        <Text span c="gray.7" size="sm">
          {h.unpaidState}
        </Text>
      ),
  },
];

/** /mypageunpaid (spec 2 §2, §5): the member's unpaid items in a date range, what was paid and the receipts. */
export function MypageHistoryUnpaidPage() {
  return (
    <HistoryLayout
      tabLabel={ko.routes.mypageunpaid}
      useRows={useUnpaidHistory}
      columns={columns}
      rowKey={(r) => String(r.id)}
    />
  );
}
