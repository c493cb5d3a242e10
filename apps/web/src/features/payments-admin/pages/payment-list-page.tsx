import { wireKey } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { useCallback, useMemo } from 'react';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import { excelColumns, tableColumns } from '../../../components/admin-kit/resource';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { Box, Text } from '../../../components/ui/core';
import { formatNumber } from '../../../lib/format';
import { useSearchParams } from '../../../lib/router';
import {
  exportPayments,
  FILTER_KEYS,
  fetchPayments,
  filtersOf,
  PAYMENTS_ADMIN_KEY,
  type PaymentFilters,
  type PaymentListRow,
  usePaymentTotals,
} from '../api/payments-admin-api';
import { paymentColumns } from '../columns';
import { PaymentFiltersForm } from '../components/payment-filters';

const t = ko.paymentsAdmin;

/**
 * /paymentmanagement (issue 21): every card payment by period (default today), category, state, lot, car number,
 * approval number and amount; count, paging, totals of the whole filtered set, Excel export with a reason.
 */
export function PaymentListPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const filterKey = FILTER_KEYS.map((k) => filters[k]).join('|');
  const fetchPage = useCallback(
    (q: Parameters<typeof fetchPayments>[1], signal?: AbortSignal) => fetchPayments(filters, q, signal),
    [filters],
  );
  const list = useAdminList<PaymentListRow>({ queryKey: [...PAYMENTS_ADMIN_KEY, filterKey], fetchPage });
  const totals = usePaymentTotals(filters);

  const search = (next: PaymentFilters) =>
    setParams(() => {
      const q = new URLSearchParams();
      for (const k of FILTER_KEYS) if (next[k].trim() !== '') q.set(wireKey(k), next[k].trim());
      q.set('curPageNum', '1');
      return q;
    });

  const cellContext = (_row: PaymentListRow, index: number) => ({
    index,
    number: list.rowNumber(index),
    selected: false,
    draft: {},
    setDraft: () => {},
  });
  const tt = totals.data;

  return (
    <AdminListPage
      resourceName={t.name}
      list={list}
      columns={tableColumns(paymentColumns, cellContext)}
      rowKey={(r) => r.paymentId}
      rowHref={(r) => `/paymentmanagementview?paymentId=${encodeURIComponent(r.paymentId)}`}
      conditions={false}
      excelColumns={excelColumns(paymentColumns)}
      exportAll={(_q, reason) => exportPayments(filters, reason)}
      toolbar={
        <Box>
          <PaymentFiltersForm
            key={filterKey}
            value={filters}
            onSearch={search}
            onReset={() => setParams({})}
          />
          <Text fw={600} mb="sm" data-testid="payment-totals" aria-live="polite">
            {tt
              ? t.totals(
                  formatNumber(tt.count),
                  formatNumber(tt.approvedCount),
                  formatNumber(tt.amount),
                  formatNumber(tt.cancelCount),
                  formatNumber(tt.cancelAmt),
                )
              : '\u00a0'}
          </Text>
        </Box>
      }
    />
  );
}
