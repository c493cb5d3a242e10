import type { LoginHistoryRow } from '@parking/shared/admin-staff/schemas';
import { todayKst } from '@parking/shared/common/korea-time';
import { adminListQuery, type UseAdminListOptions } from '../../../components/admin-kit/use-admin-list';
import { type AccessFilters, fetchAccessLog } from './staff-api';

// The access log's first query from the address alone (/accessinfo): the page's list and its route's data
// declaration (decisions 201, 222) use these same options.

export const ACCESS_PAGE_SIZES = [10, 20, 50, 100] as const;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the query string; both dates default to today (spec 3 §2.10). */
export function accessFiltersOf(params: URLSearchParams): AccessFilters {
  const today = todayKst();
  const date = (key: string) => {
    const v = params.get(key) ?? '';
    return DATE_RE.test(v) ? v : today;
  };
  return {
    re: params.get('re') ?? '',
    ip: params.get('ip') ?? '',
    logStartDt: date('logStartDt'),
    logEndDt: date('logEndDt'),
  };
}

/** The list options of the access log for these filters (client paging with a page size choice). */
export function accessLogList(filters: AccessFilters): UseAdminListOptions<LoginHistoryRow> {
  return {
    queryKey: ['admin', 'staff', 'access', filters.re, filters.ip, filters.logStartDt, filters.logEndDt],
    fetchPage: (_q, signal) => fetchAccessLog(filters, signal),
    paging: 'client',
    pageSizes: ACCESS_PAGE_SIZES,
  };
}

/** The query the page asks for first at this address. */
export function accessLogQuery(params: URLSearchParams) {
  return adminListQuery(accessLogList(accessFiltersOf(params)), params).options;
}
