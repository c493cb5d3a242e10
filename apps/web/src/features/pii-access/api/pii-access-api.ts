import { type PiiRecordRow, piiRecordResource } from '@parking/shared/pii-access/schemas';
import type { ListPage, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

const e = piiRecordResource.endpoints;

/** The officer's search (query string of /privacyaccess); '' = any. */
export interface PiiRecordFilters {
  staff: string;
  subject: string;
  action: string;
  startDt: string;
  endDt: string;
}

/** GET /api/admin/privacy/records.json: one page of the records of a search. */
export async function fetchPiiRecords(
  f: PiiRecordFilters,
  q: Pick<ListQuery, 'firstIndex' | 'recordCountPerPage'>,
  signal?: AbortSignal,
): Promise<ListPage<PiiRecordRow>> {
  const res = await api.get(e.list.path, {
    params: { ...f, firstIndex: q.firstIndex, recordCountPerPage: q.recordCountPerPage },
    schema: e.list.answer.schema,
    signal,
  });
  return { rows: res.resultList, total: res.totalCount };
}

/** GET /api/admin/privacy/excel.json: every record of the search, with the reason the server records. */
export async function exportPiiRecords(f: PiiRecordFilters, reason: string): Promise<PiiRecordRow[]> {
  const res = await api.get(e.excel.path, { params: { ...f, reason }, schema: e.excel.answer.schema });
  return res.resultList;
}
