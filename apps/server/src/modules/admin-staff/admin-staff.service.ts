import { randomInt } from 'node:crypto';
import { maskMobile } from '@parking/shared/admin-members/schemas';
import type {
  ArrDataEntry,
  AuthorGroupListResponse,
  DeptInsert,
  LoginHistoryQuery,
  StaffInsert,
  StaffRow,
  StaffUpdate,
  StaffViewResponse,
  TeamInsert,
} from '@parking/shared/admin-staff/schemas';
import { CLIENT_LIST_CAP, type ListPage, type ListWindow } from '@parking/shared/common/admin-resource';
import { formatKst, kstDayRange, todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import type { AppDb, DbOrTx } from '../../db/client';
import type { ListSearch } from '../../lib/admin-resource/list.repository';
import type { RowScope } from '../../lib/admin-resource/register';
import { AppError } from '../../lib/app-error';
import { hashPassword, unlockMember } from '../auth';
import { type PiiAccess, recordPiiAccess } from '../pii-access';
import * as repo from './admin-staff.repository';

export interface StaffDeps {
  db: AppDb;
  now?: () => Date;
}
export type Actor = Pick<PiiAccess, 'staff' | 'ip'>;

const t = ko.adminStaff;
const done = (message: string) => ({ code: '00' as const, message });

/**
 * Which groups an account of each category may hold (decision 151): staff any group; general members
 * ROLE_USER (or no authority); business members ROLE_STORE (approved) or ROLE_ANONYMOUS — as decision 120.
 */
const GRANTABLE: Record<string, readonly string[] | null> = {
  EMP: null,
  USR: ['ROLE_USER', 'ROLE_ANONYMOUS'],
  BSN: ['ROLE_STORE', 'ROLE_ANONYMOUS'],
};
/** The group of an account without an authority ('unregistered', regYn N). */
export const UNREGISTERED = 'ROLE_ANONYMOUS';

function windowOf(q: Partial<ListWindow>): ListWindow {
  return {
    firstIndex: q.firstIndex ?? 0,
    recordCountPerPage: q.recordCountPerPage ?? CLIENT_LIST_CAP,
  };
}

const field = (name: string, message: string) => ({ [name]: [message] });

async function checkGroup(db: DbOrTx, authorCode: string, fieldName = 'authCode'): Promise<void> {
  const groups = await repo.listAuthorGroups(db);
  if (!groups.some((g) => g.authorCode === authorCode))
    throw new AppError('AUTHOR_GROUP_NOT_FOUND', 400, field(fieldName, ko.errors.AUTHOR_GROUP_NOT_FOUND));
}

/** Department and team must exist, and the team must belong to the department (either may be empty). */
async function checkOrg(db: DbOrTx, deptId: string | undefined, teamId: string | undefined) {
  if (deptId && !(await repo.findDepartment(db, deptId)))
    throw new AppError('DEPT_NOT_FOUND', 400, field('empDeptCd', ko.errors.DEPT_NOT_FOUND));
  if (teamId) {
    const team = await repo.findTeam(db, teamId);
    if (!team) throw new AppError('TEAM_NOT_FOUND', 400, field('empTeamCd', ko.errors.TEAM_NOT_FOUND));
    if (deptId && team.deptId !== deptId)
      throw new AppError('TEAM_NOT_IN_DEPT', 400, field('empTeamCd', ko.errors.TEAM_NOT_IN_DEPT));
    return { deptId: deptId ?? team.deptId, teamId };
  }
  return { deptId: deptId ?? null, teamId: null };
}

/**
 * Refuses a change that would leave no active administrator. `leaving` are the ids that stop being active
 * administrators by the change. Runs inside the change's transaction, with the administrators' rows locked.
 */
async function keepAnAdmin(tx: DbOrTx, leaving: readonly string[]): Promise<void> {
  if (leaving.length === 0) return;
  const admins = await repo.lockActiveAdmins(tx);
  if (admins.every((id) => leaving.includes(id))) throw new AppError('LAST_ADMIN', 409);
}

/**
 * Refuses deleting the caller's own account (it would end the caller's session mid-work and could leave the
 * deletion unreviewed): like the last administrator, another administrator must do it. After keepAnAdmin, so the
 * last administrator hears that rule first.
 */
function notOwnAccount(actor: Actor, deleting: readonly string[]): void {
  if (deleting.includes(actor.staff.memberId)) throw new AppError('OWN_ACCOUNT_DELETE', 409);
}

// ── staff users ─────────────────────────────────────────────────────────────

export async function listStaffUsers(
  deps: StaffDeps,
  q: ListSearch & Partial<ListWindow>,
): Promise<ListPage<Domain<StaffRow>>> {
  const page = await repo.listStaff(deps.db, q, windowOf(q));
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      memberId: r.memberId,
      empNo: r.empNo,
      empNm: r.empNm,
      empMobile: maskMobile(r.empMobile),
      empEmail: r.empEmail,
      empSttus: r.empSttus,
      authCode: r.authCode,
      authorNm: r.authorNm,
      empDeptNm: r.empDeptNm,
      empTeamNm: r.empTeamNm,
      regDttm: formatKst(r.regDttm),
    })),
  };
}

export async function viewStaffUser(
  deps: StaffDeps,
  memberId: string,
  actor: Actor,
): Promise<Domain<StaffViewResponse>> {
  const r = await repo.findStaff(deps.db, memberId);
  if (!r) throw new AppError('STAFF_USER_NOT_FOUND', 404);
  await recordPiiAccess(deps.db, {
    ...actor,
    subjectId: memberId,
    action: 'VIEW',
    target: 'GET /api/member/view.json (system user)',
  });
  return { resultVo: { ...r, regDttm: formatKst(r.regDttm) } };
}

function newStaffId(): string {
  return `EMPCNFRM_${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
}

export async function insertStaffUser(deps: StaffDeps, v: Domain<StaffInsert>, actor: Actor) {
  if (await repo.empNoTaken(deps.db, v.empNo))
    throw new AppError('STAFF_ID_TAKEN', 409, field('empNo', ko.errors.STAFF_ID_TAKEN));
  await checkGroup(deps.db, v.authCode);
  const org = await checkOrg(deps.db, v.empDeptCd, v.empTeamCd);
  const passwordHash = await hashPassword(v.password);
  const memberId = newStaffId();
  await deps.db.transaction(async (tx) => {
    await repo.insertMember(tx, {
      memberId,
      empNo: v.empNo,
      passwordHash,
      empNm: v.empNm,
      empDiv: 'EMP',
      authorCode: v.authCode,
      empSttus: v.empSttus,
      empMobile: v.empMobile,
      empTelNo: v.empTelNo,
      empEmail: v.empEmail,
      deptId: org.deptId,
      teamId: org.teamId,
    });
    await recordPiiAccess(tx, {
      ...actor,
      subjectId: memberId,
      action: 'UPDATE',
      target: `POST /api/member/insertAction.json (system user ${v.empNo}, ${v.authCode})`,
    });
  });
  return { ...done(t.saved), memberId };
}

export async function updateStaffUser(deps: StaffDeps, v: Domain<StaffUpdate>, actor: Actor) {
  const existing = await repo.findStaff(deps.db, v.memberId);
  if (!existing) throw new AppError('STAFF_USER_NOT_FOUND', 404);
  await checkGroup(deps.db, v.authCode);
  const org = await checkOrg(deps.db, v.empDeptCd, v.empTeamCd);
  const passwordHash = v.password ? await hashPassword(v.password) : undefined;
  const staysAdmin = v.authCode === 'ROLE_ADMIN' && v.empSttus !== 'D';
  await deps.db.transaction(async (tx) => {
    if (existing.authCode === 'ROLE_ADMIN' && !staysAdmin) await keepAnAdmin(tx, [v.memberId]);
    if (v.empSttus === 'D') notOwnAccount(actor, [v.memberId]);
    await repo.updateMember(tx, v.memberId, {
      empNm: v.empNm,
      authorCode: v.authCode,
      empSttus: v.empSttus,
      empMobile: v.empMobile,
      empTelNo: v.empTelNo,
      empEmail: v.empEmail,
      deptId: org.deptId,
      teamId: org.teamId,
      ...(passwordHash ? { passwordHash } : {}),
    });
    // a new password set by staff releases every login lock of the account (decision 181)
    if (passwordHash) await unlockMember(tx, v.memberId);
    await recordPiiAccess(tx, {
      ...actor,
      subjectId: v.memberId,
      action: 'UPDATE',
      target: `POST /api/member/updateAction.json (${v.authCode}, ${v.empSttus}${passwordHash ? ', password' : ''})`,
    });
  });
  return { ...done(t.updated), memberId: v.memberId };
}

/**
 * mberDelete.json: every id must be an active staff user; none may be the last administrator nor the caller.
 */
export async function deleteStaffUsers(deps: StaffDeps, ids: readonly string[], actor: Actor) {
  const unique = [...new Set(ids)];
  const found = await repo.membersByIds(deps.db, unique);
  const staff = found.filter((m) => m.empDiv === 'EMP' && m.empSttus !== 'D');
  if (staff.length !== unique.length) throw new AppError('STAFF_USER_NOT_FOUND', 404);
  await deps.db.transaction(async (tx) => {
    await keepAnAdmin(
      tx,
      staff.filter((m) => m.authorCode === 'ROLE_ADMIN').map((m) => m.memberId),
    );
    notOwnAccount(actor, unique);
    await repo.markStaffDeleted(tx, unique);
    for (const id of unique)
      await recordPiiAccess(tx, {
        ...actor,
        subjectId: id,
        action: 'UPDATE',
        target: 'POST /api/member/mberDelete.json',
      });
  });
  return { ...done(t.deleted), memberId: unique.join(',') };
}

// ── authorities ─────────────────────────────────────────────────────────────

export async function authorGroupList(
  deps: StaffDeps,
  q: ListSearch,
  scope: RowScope,
): Promise<Domain<AuthorGroupListResponse>> {
  const groups = await repo.listAuthorGroups(deps.db);
  const page = await repo.listAuthorities(deps.db, q, scope, CLIENT_LIST_CAP);
  return {
    totalCount: page.total,
    authorManageList: groups,
    resultList: page.rows.map((r) => ({
      ...r,
      mberTyNm: t.authority.mberTy[r.mberTyCode] ?? r.mberTyCode,
      regYn: r.authorCode === UNREGISTERED ? 'N' : 'Y',
    })),
  };
}

/**
 * authorGroupInsert.json / authorGroupDelete.json: every entry is checked (account exists and is of the named
 * category, group exists and may be held by that category) before anything changes; then all change in one
 * transaction, refused when no active administrator would remain. The new group applies from the account's
 * next request, existing sessions included (decision 151). Delete sets the unregistered group.
 */
export async function assignAuthorities(
  deps: StaffDeps,
  entries: readonly Domain<ArrDataEntry>[],
  mode: 'insert' | 'delete',
  actor: Actor,
) {
  const groups = new Set((await repo.listAuthorGroups(deps.db)).map((g) => g.authorCode));
  const found = new Map(
    (
      await repo.membersByIds(
        deps.db,
        entries.map((e) => e.uniqId),
      )
    ).map((m) => [m.memberId, m]),
  );
  const changes = entries.map((e, i) => {
    const m = found.get(e.uniqId);
    const at = { arrData: [`${i + 1}: ${ko.errors.ARR_DATA_MEMBER}`] };
    if (!m || m.empSttus === 'D' || m.empDiv !== e.mberTyCode) throw new AppError('ARR_DATA_MEMBER', 400, at);
    const authorCode = mode === 'delete' ? UNREGISTERED : e.authorCode;
    if (!groups.has(authorCode))
      throw new AppError('AUTHOR_GROUP_NOT_FOUND', 400, {
        arrData: [`${i + 1}: ${ko.errors.AUTHOR_GROUP_NOT_FOUND}`],
      });
    const allowed = GRANTABLE[m.empDiv];
    if (allowed && !allowed.includes(authorCode))
      throw new AppError('AUTHORITY_NOT_GRANTABLE', 400, {
        arrData: [`${i + 1}: ${ko.errors.AUTHORITY_NOT_GRANTABLE}`],
      });
    return { member: m, authorCode };
  });
  await deps.db.transaction(async (tx) => {
    await keepAnAdmin(
      tx,
      changes
        .filter((c) => c.member.authorCode === 'ROLE_ADMIN' && c.authorCode !== 'ROLE_ADMIN')
        .map((c) => c.member.memberId),
    );
    for (const c of changes) {
      if (c.member.authorCode === c.authorCode) continue;
      await repo.updateMember(tx, c.member.memberId, { authorCode: c.authorCode });
      await recordPiiAccess(tx, {
        ...actor,
        subjectId: c.member.memberId,
        action: 'UPDATE',
        target: `POST /api/auth/authorGroup${mode === 'insert' ? 'Insert' : 'Delete'}.json (${c.member.authorCode} → ${c.authorCode})`,
      });
    }
  });
  return { ...done(t.authority.modified), count: changes.length };
}

// ── departments and teams ───────────────────────────────────────────────────

export async function listDepartments(deps: StaffDeps, q: ListSearch & Partial<ListWindow>) {
  return repo.listDepartments(deps.db, q, windowOf(q));
}

export async function viewDepartment(deps: StaffDeps, deptId: string) {
  const d = await repo.findDepartment(deps.db, deptId);
  if (!d) throw new AppError('DEPT_NOT_FOUND', 404);
  return { resultVo: { deptId: d.deptId, deptNm: d.deptNm, deptDc: d.deptDc } };
}

export async function insertDepartment(deps: StaffDeps, v: Domain<DeptInsert>) {
  const deptId = await deps.db.transaction((tx) => repo.insertDepartment(tx, v));
  return { ...done(t.saved), deptId };
}

export async function updateDepartment(deps: StaffDeps, v: Domain<DeptInsert> & { deptId: string }) {
  const ok = await repo.updateDepartment(deps.db, v.deptId, { deptNm: v.deptNm, deptDc: v.deptDc });
  if (!ok) throw new AppError('DEPT_NOT_FOUND', 404);
  return { ...done(t.updated), deptId: v.deptId };
}

/** A department with teams or users is kept, with a message saying what to move first. */
export async function deleteDepartment(deps: StaffDeps, deptId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findDepartment(tx, deptId))) throw new AppError('DEPT_NOT_FOUND', 404);
    const usage = await repo.departmentUsage(tx, deptId);
    if (usage.teams > 0) throw new AppError('DEPT_HAS_TEAMS', 409);
    if (usage.users > 0) throw new AppError('DEPT_HAS_USERS', 409);
    await repo.deleteDepartment(tx, deptId);
  });
  return { ...done(t.deleted), deptId };
}

export async function listTeams(deps: StaffDeps, q: ListSearch & Partial<ListWindow>) {
  return repo.listTeams(deps.db, q, windowOf(q));
}

export async function viewTeam(deps: StaffDeps, teamId: string) {
  const team = await repo.findTeam(deps.db, teamId);
  if (!team) throw new AppError('TEAM_NOT_FOUND', 404);
  return { resultVo: team };
}

async function checkDept(db: DbOrTx, deptId: string) {
  if (!(await repo.findDepartment(db, deptId)))
    throw new AppError('DEPT_NOT_FOUND', 400, field('deptId', ko.errors.DEPT_NOT_FOUND));
}

export async function insertTeam(deps: StaffDeps, v: Domain<TeamInsert>) {
  await checkDept(deps.db, v.deptId);
  const teamId = await deps.db.transaction((tx) => repo.insertTeam(tx, v));
  return { ...done(t.saved), teamId };
}

/** Moving a team to another department moves its users' department with it. */
export async function updateTeam(deps: StaffDeps, v: Domain<TeamInsert> & { teamId: string }) {
  await checkDept(deps.db, v.deptId);
  await deps.db.transaction(async (tx) => {
    const ok = await repo.updateTeam(tx, v.teamId, { deptId: v.deptId, teamNm: v.teamNm, teamDc: v.teamDc });
    if (!ok) throw new AppError('TEAM_NOT_FOUND', 404);
    await repo.moveTeamUsers(tx, v.teamId, v.deptId);
  });
  return { ...done(t.updated), teamId: v.teamId };
}

export async function deleteTeam(deps: StaffDeps, teamId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findTeam(tx, teamId))) throw new AppError('TEAM_NOT_FOUND', 404);
    if ((await repo.teamUsers(tx, teamId)) > 0) throw new AppError('TEAM_HAS_USERS', 409);
    await repo.deleteTeam(tx, teamId);
  });
  return { ...done(t.deleted), teamId };
}

// ── access log ──────────────────────────────────────────────────────────────

/**
 * The access log of whole Korean days (spec 3 §5: from 00:00:00 to 23:59:59; both default to today).
 * ROLE_STORE callers see only their own history. An administrator's search is recorded (names and addresses).
 */
export async function listAccessLog(
  deps: StaffDeps,
  q: Domain<LoginHistoryQuery>,
  scope: RowScope,
  actor: Actor,
) {
  const today = todayKst(deps.now?.() ?? new Date());
  const startDt = q.logStartDt ?? today;
  const endDt = q.logEndDt ?? (q.logStartDt && q.logStartDt > today ? q.logStartDt : today);
  if (startDt > endDt)
    throw new AppError('VALIDATION', 400, field('logEndDt', t.v.dateOrder), { message: t.v.dateOrder });
  const range = kstDayRange(startDt, endDt);
  const page = await repo.listLoginHistory(
    deps.db,
    { name: q.re, ip: q.ip, method: q.loginMthd, ...range },
    scope,
    windowOf(q),
  );
  if (scope.kind === 'all')
    await recordPiiAccess(deps.db, {
      ...actor,
      subjectId: null,
      action: 'LIST',
      target: `POST /api/admin/loginHistory/list.json (${startDt}~${endDt}, ${page.total} rows${q.re ? ', by name' : ''}${q.ip ? ', by IP' : ''})`,
      rows: page.rows.length,
    });
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      logId: r.logId,
      creatDt: formatKst(r.creatDt),
      loginMthd: r.loginMthd,
      loginId: r.loginId,
      loginNm: r.loginNm,
      loginIp: r.loginIp,
    })),
  };
}
