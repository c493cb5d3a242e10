import {
  type MemberListKind,
  type MemberRow,
  memberActionAnswer,
  memberListAnswer,
  memberViewResponseSchema,
} from '@parking/shared/admin-members/schemas';
import type { ListFetcher, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

const search = (q: ListQuery) => ({ searchCondition: q.searchCondition, searchKeyword: q.searchKeyword });

/** GET /api/member/list.json (searchCondition, searchKeyword, empCd; server paging) → resultList, totalCount. */
export const memberListFetcher =
  (empCd: MemberListKind): ListFetcher<MemberRow> =>
  async (q, signal) => {
    const res = await api.get('/api/member/list.json', {
      params: { ...q, empCd },
      schema: memberListAnswer.schema,
      signal,
    });
    return { rows: res.resultList, total: res.totalCount };
  };

/** GET /api/member/excel.json: the whole search for the Excel file; the server records `reason`. */
export const memberExport =
  (empCd: MemberListKind) =>
  async (q: ListQuery, reason: string): Promise<MemberRow[]> =>
    (
      await api.get('/api/member/excel.json', {
        params: { ...search(q), empCd, reason },
        schema: memberListAnswer.schema,
      })
    ).resultList;

/** POST /api/member/view.json (empEsntlId) → resultVo, mappingList, memberFileList. */
export function fetchMemberView(empEsntlId: string, signal?: AbortSignal) {
  return api.post('/api/member/view.json', { empEsntlId }, { schema: memberViewResponseSchema, signal });
}

/** The member actions of the detail screen (spec 3 §7 "Members"). */
export const memberActions = {
  unlock: (empEsntlId: string) =>
    api.post('/api/member/pw-lock-init', { empEsntlId }, { schema: memberActionAnswer }),
  status: (empEsntlId: string, empSttus: 'A' | 'P') =>
    api.post('/api/member/updateSttus.json', { empEsntlId, empSttus }, { schema: memberActionAnswer }),
  auth: (uniqId: string, authorCode: string) =>
    api.post('/api/member/updateAuth.json', { uniqId, authorCode }, { schema: memberActionAnswer }),
  market: (empEsntlId: string, marketYn: 'Y' | 'N') =>
    api.post('/api/member/updateMarket.json', { empEsntlId, marketYn }, { schema: memberActionAnswer }),
};

/** GET /api/member/download.json: a document (browser navigation keeps the session cookie). */
export function memberFileUrl(empEsntlId: string, atchFileId: string): string {
  return `/api/member/download.json?${new URLSearchParams({ empEsntlId, atchFileId })}`;
}
