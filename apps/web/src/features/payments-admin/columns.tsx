import { ko } from '@parking/shared/messages/ko';
import { numberColumn, type ResourceColumn } from '../../components/admin-kit/resource';
import { formatWon } from '../../lib/format';
import type { PaymentListRow } from './api/payments-admin-api';

const c = ko.paymentsAdmin.columns;
const r = ko.payments.receipt;

/** The payments list's columns, once for the table and the Excel file. */
export const paymentColumns: readonly ResourceColumn<PaymentListRow>[] = [
  numberColumn(),
  { key: 'paidAt', header: c.paidAt, value: (p) => p.paidAt, width: 170, excel: 20 },
  { key: 'category', header: c.category, value: (p) => r.categories[p.category], excel: 16 },
  { key: 'status', header: c.status, value: (p) => r.statuses[p.status], excel: 12 },
  { key: 'lot', header: c.lot, value: (p) => p.parkingNm, hideOnMobile: true, excel: 24 },
  { key: 'carNo', header: c.plate, value: (p) => p.plate || '-', link: true, excel: 14 },
  { key: 'amount', header: c.amount, value: (p) => formatWon(p.amount), align: 'right', excel: 12 },
  { key: 'authCode', header: c.authCode, value: (p) => p.authCode ?? '-', hideOnMobile: true, excel: 12 },
  { key: 'goodsName', header: c.goodsName, value: (p) => p.goodsName, table: false, excel: 30 },
  { key: 'cancelledAmt', header: c.cancelledAmt, value: (p) => p.cancelledAmt, table: false, excel: 12 },
  { key: 'tid', header: c.tid, value: (p) => p.tid ?? '', table: false, excel: 34 },
  { key: 'moid', header: c.moid, value: (p) => p.moid, table: false, excel: 24 },
];
