import { ko } from '@parking/shared/messages/ko';
import type { BuyRow } from '@parking/shared/web-prepaid/schemas';
import type { TableColumn } from '../../../components/admin-kit/data-table';
import { receiptPath } from '../../../components/card-payment/payment-return-view';
import { Anchor } from '../../../components/ui/core';
import { Nowrap } from '../../../components/usage-history/nowrap';
import { formatWon } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useBuyList } from '../api/histories';
import { DiscountHistoryLayout } from '../components/discount-history-layout';

const h = ko.webPrepaid.history;
const c = h.buyColumns;

const payMethodText = (m: string) => h.payMethods[m as keyof typeof h.payMethods] ?? h.payMethods.CARD;

const columns = (offset: number, total: number): TableColumn<BuyRow>[] => [
  { key: 'no', header: c.no, render: (_r, i) => total - offset - i, width: 70, hideOnMobile: true },
  { key: 'buyDttm', header: c.buyDttm, render: (r) => <Nowrap>{r.buyDttm}</Nowrap> },
  { key: 'parkingNm', header: c.parkingNm, wrap: true, render: (r) => r.parkingNm, hideOnMobile: true },
  {
    key: 'buyTime',
    header: c.buyTime,
    render: (r) => <Nowrap>{ko.webPrepaid.minutes(r.buyTime)}</Nowrap>,
    align: 'right',
  },
  {
    key: 'cardApprovalAmt',
    header: c.cardApprovalAmt,
    render: (r) => <Nowrap>{formatWon(r.cardApprovalAmt)}</Nowrap>,
    align: 'right',
  },
  { key: 'payMethod', header: c.payMethod, render: (r) => payMethodText(r.payMethod), hideOnMobile: true },
  {
    key: 'receipt',
    header: c.receipt,
    width: 90,
    render: (r) =>
      r.paymentId ? (
        <Anchor component={Link} to={receiptPath(r.paymentId)} aria-label={h.receiptOf(r.buyDttm)}>
          <Nowrap>{c.receipt}</Nowrap>
        </Anchor>
      ) : (
        '-'
      ),
  },
];

/** /mypagediscountpayment (spec 2 §2, §7): the business member's web prepaid top-ups with totals and receipts. */
export function MypageDiscountPaymentPage() {
  return (
    <DiscountHistoryLayout
      tabLabel={ko.routes.mypagediscountpayment}
      useData={useBuyList}
      totals={(d) => h.totalsBuy(d.totalBuyTime, d.totalAmt)}
      columns={columns}
      rowKey={(r) => r.paymentId}
    />
  );
}
