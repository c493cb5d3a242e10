import type { MemberListKind, MemberRow } from '@parking/shared/admin-members/schemas';
import { listPageOf } from '../../../components/admin-kit/list-answer';
import type { ListFetcher, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

// The list's answer is checked by hand and the other answers' schemas load beside their request (decision 172's
// way): the member list, a kit list without Mantine, brings no zod on its first visit (decision 226).
const schemas = () => import('@parking/shared/admin-members/schemas');
const listAnswer = () => schemas().then((m) => m.memberListAnswer.schema);
const viewAnswer = () => schemas().then((m) => m.memberViewResponseSchema);
const actionAnswer = () => schemas().then((m) => m.memberActionAnswer);

const search = (q: ListQuery) => ({ searchCondition: q.searchCondition, searchKeyword: q.searchKeyword });

/** GET /api/member/list.json (searchCondition, searchKeyword, empCd; server paging) → resultList, totalCount. */
export const memberListFetcher =
  (empCd: MemberListKind): ListFetcher<MemberRow> =>
  async (q, signal) => {
    // read without zod: the list's first visit loads none (listPageOf, decision 226)
    const res = await api.get<unknown>('/api/member/list.json', { params: { ...q, empCd }, signal });
    return listPageOf<MemberRow>(res, 'resultList', 'totalCount');
  };

/** GET /api/member/excel.json: the whole search for the Excel file; the server records `reason`. */
export const memberExport =
  (empCd: MemberListKind) =>
  async (q: ListQuery, reason: string): Promise<MemberRow[]> =>
    (
      await api.get('/api/member/excel.json', {
        params: { ...search(q), empCd, reason },
        schema: listAnswer,
      })
    ).resultList;

/** POST /api/member/view.json (empEsntlId) → resultVo, mappingList, memberFileList. */
export function fetchMemberView(empEsntlId: string, signal?: AbortSignal) {
  return api.post('/api/member/view.json', { empEsntlId }, { schema: viewAnswer, signal });
}

/** The member actions of the detail screen (spec 3 §7 "Members"). */
export const memberActions = {
  unlock: (empEsntlId: string) =>
    api.post('/api/member/pw-lock-init', { empEsntlId }, { schema: actionAnswer }),
  status: (empEsntlId: string, empSttus: 'A' | 'P') =>
    api.post('/api/member/updateSttus.json', { empEsntlId, empSttus }, { schema: actionAnswer }),
  auth: (uniqId: string, authorCode: string) =>
    api.post('/api/member/updateAuth.json', { uniqId, authorCode }, { schema: actionAnswer }),
  market: (empEsntlId: string, marketYn: 'Y' | 'N') =>
    api.post('/api/member/updateMarket.json', { empEsntlId, marketYn }, { schema: actionAnswer }),
};

/** GET /api/member/download.json: a document (browser navigation keeps the session cookie). */
export function memberFileUrl(empEsntlId: string, atchFileId: string): string {
  return `/api/member/download.json?${new URLSearchParams({ empEsntlId, atchFileId })}`;
}
