import type { MemberListKind, MemberRow, MemberViewResponse } from '@parking/shared/admin-members/schemas';
import { type Domain, toDomain, toWire } from '@parking/shared/common/wire-names';
import { listPageOf } from '../../../components/admin-kit/list-answer';
import type { ListFetcher, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

/** A member row and the member detail as the screens see them (domain names: `memberId`, `plate`; decision 206). */
export type Member = Domain<MemberRow>;
export type MemberView = Domain<MemberViewResponse>;

// The list's answer is checked by hand and the other answers' schemas load beside their request (decision 172's
// way): the member list, a kit list without Mantine, brings no zod on its first visit (decision 226).
const schemas = () => import('@parking/shared/admin-members/schemas');
const listAnswer = () => schemas().then((m) => m.memberListAnswer.schema);
const viewAnswer = () => schemas().then((m) => m.memberViewResponseSchema);
const actionAnswer = () => schemas().then((m) => m.memberActionAnswer);

const search = (q: ListQuery) => ({ searchCondition: q.searchCondition, searchKeyword: q.searchKeyword });

/** GET /api/member/list.json (searchCondition, searchKeyword, empCd; server paging) → resultList, totalCount. */
export const memberListFetcher =
  (empCd: MemberListKind): ListFetcher<Member> =>
  async (q, signal) => {
    // read without zod: the list's first visit loads none (listPageOf, decision 226)
    const res = await api.get<unknown>('/api/member/list.json', { params: { ...q, empCd }, signal });
    const page = listPageOf<MemberRow>(res, 'resultList', 'totalCount');
    return { rows: toDomain(page.rows), total: page.total };
  };

/** GET /api/member/excel.json: the whole search for the Excel file; the server records `reason`. */
export const memberExport =
  (empCd: MemberListKind) =>
  async (q: ListQuery, reason: string): Promise<Member[]> =>
    toDomain(
      (
        await api.get('/api/member/excel.json', {
          params: { ...search(q), empCd, reason },
          schema: listAnswer,
        })
      ).resultList,
    );

/** POST /api/member/view.json (empEsntlId) → resultVo, mappingList, memberFileList. */
export async function fetchMemberView(memberId: string, signal?: AbortSignal): Promise<MemberView> {
  return toDomain(
    await api.post('/api/member/view.json', toWire({ memberId }), { schema: viewAnswer, signal }),
  );
}

/** The member actions of the detail screen (spec 3 §7 "Members"). */
export const memberActions = {
  unlock: (memberId: string) =>
    api.post('/api/member/pw-lock-init', toWire({ memberId }), { schema: actionAnswer }),
  status: (memberId: string, empSttus: 'A' | 'P') =>
    api.post('/api/member/updateSttus.json', toWire({ memberId, empSttus }), { schema: actionAnswer }),
  /** updateAuth.json names the member `uniqId` */
  auth: (memberId: string, authorCode: string) =>
    api.post('/api/member/updateAuth.json', { uniqId: memberId, authorCode }, { schema: actionAnswer }),
  market: (memberId: string, marketYn: 'Y' | 'N') =>
    api.post('/api/member/updateMarket.json', toWire({ memberId, marketYn }), { schema: actionAnswer }),
};

/** GET /api/member/download.json: a document (browser navigation keeps the session cookie). */
export function memberFileUrl(memberId: string, atchFileId: string): string {
  return `/api/member/download.json?${new URLSearchParams(toWire({ memberId, atchFileId }))}`;
}
