import { idDuplicateResponseSchema } from '@parking/shared/accounts/schemas';
import {
  type AuthorGroup,
  type AuthorityRow,
  authorGroupListAnswer,
  type DeptInsert,
  type DeptRow,
  deptResource,
  type LoginHistoryRow,
  loginHistoryAnswer,
  type StaffInsert,
  type StaffRow,
  type StaffUpdate,
  type StaffViewResponse,
  staffActionAnswer,
  staffListAnswer,
  staffViewAnswer,
  type TeamInsert,
  type TeamRow,
  teamResource,
} from '@parking/shared/admin-staff/schemas';
import { type Domain, toDomain, toWire } from '@parking/shared/common/wire-names';
import { actionResponseSchema } from '@parking/shared/content/common';
import { ko } from '@parking/shared/messages/ko';
import type { ListFetcher, ListQuery } from '../../../components/admin-kit/use-admin-list';
import { ApiError, api, errorText } from '../../../lib/api-client';

const search = (q: ListQuery) => ({ searchCondition: q.searchCondition, searchKeyword: q.searchKeyword });

// ── staff users (spec 3 §7 "Users"): list.json with smu=true, GET view.json ──
const M = '/api/member/';

/** A staff user's row and detail as the screens see them (domain names: `memberId`; decision 206). */
export type Staff = Domain<StaffRow>;
export type StaffView = Domain<StaffViewResponse>;

export const staffApi = {
  list: (async (q, signal) => {
    const res = await api.get(`${M}list.json`, {
      params: { ...search(q), smu: 'true' },
      schema: staffListAnswer.schema,
      signal,
    });
    return { rows: toDomain(res.resultList), total: res.totalCount };
  }) as ListFetcher<Staff>,
  view: async (memberId: string, signal?: AbortSignal): Promise<StaffView> =>
    toDomain(
      await api.get(`${M}view.json`, { params: toWire({ memberId }), schema: staffViewAnswer, signal }),
    ),
  idCheck: async (checkId: string) =>
    (await api.get(`${M}idDplctCnfirmAjax.json`, { params: { checkId }, schema: idDuplicateResponseSchema }))
      .usedCnt,
  insert: (v: StaffInsert) => api.post(`${M}insertAction.json`, v, { schema: staffActionAnswer }),
  update: (memberId: string, v: Omit<Domain<StaffUpdate>, 'memberId'>) =>
    api.post(`${M}updateAction.json`, toWire({ ...v, memberId }), { schema: staffActionAnswer }),
  /** spec 3 §7: success only when the message is the 'successfully deleted' text; '삭제에 실패하였습니다.' else */
  /** the members' ids, sent as the repeated `empEsntlId` */
  deleteMany: async (memberIds: string[]) => {
    const failed = (why?: string) =>
      new ApiError(
        400,
        'DELETE_FAILED',
        why ? `${ko.adminStaff.user.deleteFailed}\n${why}` : ko.adminStaff.user.deleteFailed,
      );
    try {
      const res = await api.post(`${M}mberDelete.json`, toWire({ memberId: memberIds }), {
        schema: staffActionAnswer,
      });
      if (res.message !== ko.adminStaff.deleted) throw failed();
      return res;
    } catch (e) {
      throw e instanceof ApiError && e.code === 'DELETE_FAILED' ? e : failed(errorText(e));
    }
  },
};

// ── teams and departments ───────────────────────────────────────────────────
const T = teamResource.endpoints;
const D = deptResource.endpoints;

export const teamApi = {
  list: (async (q, signal) => {
    const res = await api.get(T.list.path, { params: search(q), schema: T.list.answer.schema, signal });
    return { rows: res.resultList, total: res.totalCount };
  }) as ListFetcher<TeamRow>,
  view: (teamId: string, signal?: AbortSignal) =>
    api.get(T.view.path, { params: { teamId }, schema: T.view.answer, signal }),
  insert: (v: TeamInsert) => api.post(T.insert.path, v, { schema: actionResponseSchema }),
  update: (teamId: string, v: TeamInsert) =>
    api.post(T.update.path, { ...v, teamId }, { schema: actionResponseSchema }),
  delete: (teamId: string) => api.post(T.delete.path, { teamId }, { schema: actionResponseSchema }),
};

export const deptApi = {
  list: (async (q, signal) => {
    const res = await api.get(D.list.path, { params: search(q), schema: D.list.answer.schema, signal });
    return { rows: res.resultList, total: res.totalCount };
  }) as ListFetcher<DeptRow>,
  view: (deptId: string, signal?: AbortSignal) =>
    api.get(D.view.path, { params: { deptId }, schema: D.view.answer, signal }),
  insert: (v: DeptInsert) => api.post(D.insert.path, v, { schema: actionResponseSchema }),
  update: (deptId: string, v: DeptInsert) =>
    api.post(D.update.path, { ...v, deptId }, { schema: actionResponseSchema }),
  delete: (deptId: string) => api.post(D.delete.path, { deptId }, { schema: actionResponseSchema }),
};

/** Department options (value deptId). */
export async function loadDepartments(signal?: AbortSignal) {
  const res = await deptApi.list(
    { searchCondition: '1', searchKeyword: '', firstIndex: 0, recordCountPerPage: 10_000 },
    signal,
  );
  return res.rows.map((d) => ({ value: d.deptId, label: d.deptNm }));
}

/** Every team with its department (the team select follows the chosen department). */
export async function loadTeams(signal?: AbortSignal) {
  return (
    await teamApi.list(
      { searchCondition: '1', searchKeyword: '', firstIndex: 0, recordCountPerPage: 10_000 },
      signal,
    )
  ).rows;
}

/** The department and team options of the user forms' organisation fields (the route starts them, decision 222). */
export const deptOptionsQuery = {
  queryKey: ['admin', 'staff', 'dept-options'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadDepartments(signal),
  staleTime: 60_000,
};
export const teamOptionsQuery = {
  queryKey: ['admin', 'staff', 'team-options'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadTeams(signal),
  staleTime: 60_000,
};

// ── authorities and the access log ─────────────────────────────────────────
const AUTH = '/api/auth/';

/** The groups the last authority list answered with (that answer holds them), and when it came. */
let listedGroups: { groups: AuthorGroup[]; at: number } | undefined;

export const authorityApi = {
  list: (async (q, signal) => {
    const res = await api.get(`${AUTH}authorGroupList.json`, {
      params: search(q),
      schema: authorGroupListAnswer,
      signal,
    });
    listedGroups = { groups: res.authorManageList, at: Date.now() };
    return { rows: res.resultList, total: res.totalCount };
  }) as ListFetcher<AuthorityRow>,
  /**
   * The groups of the last list answer, for the rows' drop-downs (initial data of their query): the list's own
   * answer carries them, and asking again drew the screen a round trip later (decision 192).
   */
  listedGroups: () => listedGroups,
  /** authorManageList: the groups of the drop-downs and the user forms */
  groups: async (signal?: AbortSignal) =>
    (
      await api.get(`${AUTH}authorGroupList.json`, {
        params: { searchCondition: '1', searchKeyword: '' },
        schema: authorGroupListAnswer,
        signal,
      })
    ).authorManageList,
  insert: (arrData: string[]) =>
    api.post(`${AUTH}authorGroupInsert.json`, { arrData }, { schema: actionResponseSchema }),
};

export async function loadAuthorGroups(signal?: AbortSignal) {
  return (await authorityApi.groups(signal)).map((g) => ({ value: g.authorCode, label: g.authorNm }));
}

export interface AccessFilters {
  re: string;
  ip: string;
  logStartDt: string;
  logEndDt: string;
}

/** spec 3 §5: the start date goes with 00:00:00, the end date with 23:59:59. */
export async function fetchAccessLog(
  f: AccessFilters,
  signal?: AbortSignal,
): Promise<{ rows: LoginHistoryRow[]; total: number }> {
  const res = await api.post(
    '/api/admin/loginHistory/list.json',
    { re: f.re, ip: f.ip, logStartDt: `${f.logStartDt} 00:00:00`, logEndDt: `${f.logEndDt} 23:59:59` },
    { schema: loginHistoryAnswer.schema, signal },
  );
  return { rows: res.resultList, total: res.totalCount };
}
