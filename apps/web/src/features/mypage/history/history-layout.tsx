import { ko } from '@parking/shared/messages/ko';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/admin-kit/data-table';
import { ListPagination } from '../../../components/admin-kit/list-pagination';
import { PAGE_SIZE, pageRows } from '../../../components/admin-kit/paging';
import { Stack, Text, Title } from '../../../components/ui/core';
import {
  defaultHistoryQuery,
  HistorySearch,
  type HistorySearchQuery,
} from '../../../components/usage-history/history-search';
import { errorText } from '../../../lib/api-client';
import { useRouteEntry } from '../../../lib/route-entry';
import { HistoryTabs } from './history-tabs';

/**
 * One usage-history screen (spec 2 §2 "My-page"): the tab bar, the search conditions (today by default,
 * searched at once), the rows 10 per page (client-side paging) or '조회된 데이터가 없습니다.'.
 */
export function HistoryLayout<T>({
  tabLabel,
  useRows,
  columns,
  rowKey,
}: {
  tabLabel: string;
  useRows: (q: HistorySearchQuery) => UseQueryResult<T[]>;
  columns: (offset: number, total: number) => TableColumn<T>[];
  rowKey: (row: T) => string;
}) {
  const entry = useRouteEntry();
  const [query, setQuery] = useState<HistorySearchQuery>(() => defaultHistoryQuery());
  const [page, setPage] = useState(1);
  const list = useRows(query);
  const rows = list.data ?? [];
  const shown = pageRows(rows, rows.length, page);

  return (
    <Stack gap="md">
      <Title order={1}>{entry?.title ?? tabLabel}</Title>
      <HistoryTabs />
      <HistorySearch
        onSearch={(q) => {
          setQuery(q);
          setPage(1);
          // the same conditions again: ask the server again
          if (JSON.stringify(q) === JSON.stringify(query)) void list.refetch();
        }}
      />
      <Text fw={600} aria-live="polite">
        {list.data ? ko.payments.web.total(rows.length) : ''}
      </Text>
      {list.isError ? (
        <Text role="alert" c="red.8">
          {errorText(list.error)}
        </Text>
      ) : null}
      <DataTable
        caption={ko.payments.web.historyCaption(tabLabel)}
        columns={columns((page - 1) * PAGE_SIZE, rows.length)}
        rows={shown}
        rowKey={rowKey}
        loading={list.isPending || list.isFetching}
        error={list.error}
      />
      <ListPagination total={rows.length} page={page} onChange={setPage} />
    </Stack>
  );
}
