import { wireKey } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { useMemo } from 'react';
import { AdminListPage } from '../../../components/admin-kit/admin-list-page';
import { excelColumns, tableColumns } from '../../../components/admin-kit/resource';
import { useAdminList } from '../../../components/admin-kit/use-admin-list';
import { Box, Text } from '../../../components/ui/core';
import { formatNumber } from '../../../lib/format';
import { useSearchParams } from '../../../lib/router';
import {
  exportPayments,
  FILTER_KEYS,
  filtersOf,
  type PaymentFilters,
  type PaymentListRow,
  paymentListOptions,
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
  // the same key and fetcher as the route's first query (decision 222)
  const listOptions = useMemo(() => paymentListOptions(filters), [filters]);
  const list = useAdminList<PaymentListRow>(listOptions);
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
