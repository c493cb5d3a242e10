import { ko } from '@parking/shared/messages/ko';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { ListPagination } from '../../../components/admin-kit/list-pagination';
import { PAGE_SIZE, pageRows } from '../../../components/admin-kit/paging';
import { Group, Stack, Text, Title } from '../../../components/ui/core';
import {
  defaultHistoryQuery,
  HistorySearch,
  type HistorySearchQuery,
} from '../../../components/usage-history/history-search';
import { LinkTabs } from '../../../components/usage-history/link-tabs';
import { errorText } from '../../../lib/api-client';
import { useRouteEntry } from '../../../lib/route-entry';

const h = ko.webPrepaid.history;

/** The two web prepaid histories of a business member (spec 2 §2 "My-page") share one tab bar. */
export const DISCOUNT_HISTORY_TABS = [
  { path: '/mypagediscountpayment', label: ko.routes.mypagediscountpayment },
  { path: '/mypagediscount', label: ko.routes.mypagediscount },
] as const;

/**
 * One web prepaid history screen: tabs, the date range (today by default, searched at once; spec 2 §9), the
 * totals of the range, the rows 10 per page or '조회된 데이터가 없습니다.'.
 */
export function DiscountHistoryLayout<D extends { list: T[] }, T>({
  tabLabel,
  useData,
  totals,
  columns,
  rowKey,
}: {
  tabLabel: string;
  useData: (q: HistorySearchQuery) => UseQueryResult<D>;
  totals: (data: D) => string;
  columns: (offset: number, total: number) => TableColumn<T>[];
  rowKey: (row: T) => string;
}) {
  const entry = useRouteEntry();
  const [query, setQuery] = useState<HistorySearchQuery>(() => defaultHistoryQuery());
  const [page, setPage] = useState(1);
  const result = useData(query);
  const rows = result.data?.list ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? tabLabel}</Title>
      <LinkTabs tabs={DISCOUNT_HISTORY_TABS} label={h.tabsLabel} />
      <HistorySearch
        withCarNo={false}
        onSearch={(q) => {
          setQuery(q);
          setPage(1);
          if (JSON.stringify(q) === JSON.stringify(query)) void result.refetch();
        }}
      />
      <Group justify="space-between" gap="xs" aria-live="polite">
        <Text fw={600}>{result.data ? ko.payments.web.total(rows.length) : ''}</Text>
        <Text fw={600} c="primary.8" data-testid="history-totals">
          {result.data ? totals(result.data) : ''}
        </Text>
      </Group>
      {result.isError ? (
        <Text role="alert" c="red.8">
          {errorText(result.error)}
        </Text>
      ) : null}
      <DataTable
        caption={ko.payments.web.historyCaption(tabLabel)}
        columns={columns((page - 1) * PAGE_SIZE, rows.length)}
        rows={pageRows(rows, rows.length, page)}
        rowKey={rowKey}
        loading={result.isPending || result.isFetching}
        error={result.error}
      />
      <ListPagination total={rows.length} page={page} onChange={setPage} />
    </Stack>
  );
}
