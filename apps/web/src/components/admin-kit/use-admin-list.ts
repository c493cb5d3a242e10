import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/router';
import { firstIndexOf, PAGE_SIZE, pageCount, pageRows, parsePage } from './paging';

/** What a list fetcher receives: the search of the query string and the server offset of the page. */
export interface ListQuery {
  searchCondition: string;
  searchKeyword: string;
  firstIndex: number;
  recordCountPerPage: number;
}

/** What a list fetcher returns: the rows of the page (or of the whole list) and the total count. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

export type ListFetcher<T> = (q: ListQuery, signal?: AbortSignal) => Promise<ListPage<T>>;

export interface UseAdminListOptions<T> {
  /** react-query key prefix of the resource, e.g. ['admin', 'notice'] */
  queryKey: readonly unknown[];
  fetchPage: ListFetcher<T>;
  /** searchCondition when the query string has none (spec: 1 = title) */
  defaultCondition?: string;
  /**
   * server (default): one request per page (`firstIndex`); client: the fetcher answers the whole filtered
   * list once and the pages are cut here, so turning a page sends nothing (spec 3 §2.1).
   */
  paging?: 'server' | 'client';
  /** the page sizes a user may choose (`pageUnit` in the query string); absent: 10 rows, no choice */
  pageSizes?: readonly number[];
}

export interface AdminListState<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
  loading: boolean;
  error: unknown;
  condition: string;
  keyword: string;
  /** a new search: writes condition + keyword into the query string and goes back to page 1 */
  search: (condition: string, keyword: string) => void;
  setPage: (page: number) => void;
  /** rows per page (10 unless the list offers a choice) */
  pageSize: number;
  /** choose another page size; goes back to page 1 (spec 3 §9) */
  setPageSize: (size: number) => void;
  /** changes whenever a new answer arrives (selections are cleared then) */
  dataVersion: number;
  /** the descending number of the i-th row of this page */
  rowNumber: (index: number) => number;
  /** `searchCondition=…&searchKeyword=…&curPageNum=…` to carry the context to a view and back */
  context: string;
  /** the fetcher and the current search, for the Excel export of every page */
  fetchPage: ListFetcher<T>;
  query: ListQuery;
}

/** The search context of the query string (spec 2 §2: searchCondition, searchKeyword, curPageNum). */
export function listContext(params: URLSearchParams, defaultCondition = '1'): string {
  const q = new URLSearchParams();
  q.set('searchCondition', params.get('searchCondition') || defaultCondition);
  q.set('searchKeyword', params.get('searchKeyword') ?? '');
  q.set('curPageNum', String(parsePage(params.get('curPageNum'))));
  return q.toString();
}

/** The page, size and search a list shows for a query string, and the query (key and fetcher) of its rows. */
export function adminListQuery<T>(
  { queryKey, fetchPage, defaultCondition = '1', paging = 'server', pageSizes }: UseAdminListOptions<T>,
  params: URLSearchParams,
) {
  const condition = params.get('searchCondition') || defaultCondition;
  const keyword = params.get('searchKeyword') ?? '';
  const page = parsePage(params.get('curPageNum'));
  const askedSize = Number(params.get('pageUnit'));
  const pageSize = pageSizes?.includes(askedSize) ? askedSize : (pageSizes?.[0] ?? PAGE_SIZE);
  const client = paging === 'client';
  const query: ListQuery = {
    searchCondition: condition,
    searchKeyword: keyword,
    firstIndex: client ? 0 : firstIndexOf(page, pageSize),
    recordCountPerPage: pageSize,
  };
  return {
    condition,
    keyword,
    page,
    pageSize,
    client,
    query,
    options: {
      // a client-paged list is one answer for every page
      queryKey: client
        ? [...queryKey, 'list', condition, keyword]
        : [...queryKey, 'list', condition, keyword, page, pageSize],
      queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPage(query, signal),
    },
  };
}

/**
 * Server paging with the search kept in the query string, so Back, reload and a return from a view screen
 * show the same page. A new search resets the page to 1 (spec 3 §2.1).
 */
export function useAdminList<T>({
  queryKey,
  fetchPage,
  defaultCondition = '1',
  paging = 'server',
  pageSizes,
}: UseAdminListOptions<T>): AdminListState<T> {
  const [params, setParams] = useSearchParams();
  // the same key and fetcher as the route's prefetch (decision 201)
  const {
    condition,
    keyword,
    page,
    pageSize,
    client,
    query,
    options: listOptions,
  } = useMemo(
    () => adminListQuery({ queryKey, fetchPage, defaultCondition, paging, pageSizes }, params),
    [queryKey, fetchPage, defaultCondition, paging, pageSizes, params],
  );

  const result = useQuery({ ...listOptions, placeholderData: keepPreviousData });

  const total = result.data?.total ?? 0;
  const rows = useMemo(() => {
    if (!result.data) return [];
    if (!client) return pageRows(result.data.rows, result.data.total, page, pageSize);
    const start = firstIndexOf(page, pageSize);
    return result.data.rows.slice(start, start + pageSize);
  }, [result.data, page, pageSize, client]);

  const search = useCallback(
    (nextCondition: string, nextKeyword: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('searchCondition', nextCondition);
          next.set('searchKeyword', nextKeyword.trim());
          next.set('curPageNum', '1');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (p: number) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('curPageNum', String(p));
        if (!next.get('searchCondition')) next.set('searchCondition', defaultCondition);
        return next;
      });
    },
    [setParams, defaultCondition],
  );

  const setPageSize = useCallback(
    (size: number) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('pageUnit', String(size));
        next.set('curPageNum', '1');
        return next;
      });
    },
    [setParams],
  );

  return {
    rows,
    total,
    page,
    pages: pageCount(total, pageSize),
    loading: result.isPending || (result.isFetching && result.isPlaceholderData),
    error: result.error,
    condition,
    keyword,
    search,
    setPage,
    pageSize,
    setPageSize,
    dataVersion: result.dataUpdatedAt,
    rowNumber: (i) => total - firstIndexOf(page, pageSize) - i,
    context: listContext(params, defaultCondition),
    fetchPage,
    query,
  };
}
