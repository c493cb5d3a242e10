import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { authorGroups, departments, teams } from '../../db/schema/system';
import { loginHistory } from '../../db/schema/system-logs';
import {
  countRows,
  keywordWhere,
  type ListSearch,
  pageOf,
  scopeWhere,
  selectPage,
  titleContentSearch,
} from '../../lib/admin-resource/list.repository';
import type { RowScope } from '../../lib/admin-resource/register';
import { containsPattern } from '../../lib/like-pattern';

export type MemberRecord = typeof members.$inferSelect;

// ── staff users ─────────────────────────────────────────────────────────────

const staffColumns = {
  memberId: members.memberId,
  empNo: members.empNo,
  empNm: members.empNm,
  empMobile: members.empMobile,
  empTelNo: members.empTelNo,
  empEmail: members.empEmail,
  empSttus: members.empSttus,
  authCode: members.authorCode,
  authorNm: sql<string>`coalesce(${authorGroups.authorNm}, '')`,
  empDeptCd: sql<string>`coalesce(${members.deptId}, '')`,
  empDeptNm: sql<string>`coalesce(${departments.deptNm}, '')`,
  empTeamCd: sql<string>`coalesce(${members.teamId}, '')`,
  empTeamNm: sql<string>`coalesce(${teams.teamNm}, '')`,
  regDttm: members.regDttm,
};
export interface StaffRecord {
  memberId: string;
  empNo: string;
  empNm: string;
  empMobile: string;
  empTelNo: string;
  empEmail: string;
  empSttus: string;
  authCode: string;
  authorNm: string;
  empDeptCd: string;
  empDeptNm: string;
  empTeamCd: string;
  empTeamNm: string;
  regDttm: Date;
}

/** Staff accounts (EMP) that are not deleted. */
const activeStaff = and(eq(members.empDiv, 'EMP'), ne(members.empSttus, 'D'));

function staffQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(staffColumns)
    .from(members)
    .leftJoin(authorGroups, eq(authorGroups.authorCode, members.authorCode))
    .leftJoin(departments, eq(departments.deptId, members.deptId))
    .leftJoin(teams, eq(teams.teamId, members.teamId))
    .where(where);
}

/** Staff users, newest first: 1 id, 2 name, 3 contact (mobile or phone, digits compared). */
export async function listStaff(
  db: DbOrTx,
  search: ListSearch,
  window: ListWindow,
): Promise<ListPage<StaffRecord>> {
  let keyword: SQL | undefined;
  if (search.searchCondition === '3' && search.searchKeyword?.trim()) {
    const digits = containsPattern(
      search.searchKeyword.replace(/[^0-9]/g, '') || search.searchKeyword.trim(),
    );
    keyword = or(ilike(members.empMobile, digits), ilike(members.empTelNo, digits));
  } else {
    keyword = keywordWhere(search, { '1': [members.empNo], '2': [members.empNm] }, '1');
  }
  const where = and(activeStaff, keyword);
  const query = staffQuery(db, where).orderBy(desc(members.regDttm), asc(members.empNo)).$dynamic();
  const page = await pageOf(query, window, () => countRows(db, members, where));
  return page as ListPage<StaffRecord>;
}

export async function findStaff(db: DbOrTx, memberId: string): Promise<StaffRecord | undefined> {
  const rows = await staffQuery(db, and(activeStaff, eq(members.memberId, memberId))).limit(1);
  return rows[0] as StaffRecord | undefined;
}

export async function findMember(db: DbOrTx, memberId: string): Promise<MemberRecord | undefined> {
  const rows = await db.select().from(members).where(eq(members.memberId, memberId)).limit(1);
  return rows[0];
}

export async function membersByIds(db: DbOrTx, ids: readonly string[]): Promise<MemberRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(inArray(members.memberId, [...ids]));
}

/** True when an account (any category, deleted ones too) already uses the login id, case-insensitively. */
export async function empNoTaken(db: DbOrTx, empNo: string): Promise<boolean> {
  const rows = await db
    .select({ n: count() })
    .from(members)
    .where(sql`lower(${members.empNo}) = lower(${empNo})`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/**
 * Locks the rows of every active administrator (ROLE_ADMIN, not deleted) for the transaction and answers their
 * ids: two concurrent removals of the last two administrators are serialised on these rows.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: members.memberId })
    .from(members)
    .where(and(eq(members.authorCode, 'ROLE_ADMIN'), ne(members.empSttus, 'D')))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertMember(tx: DbOrTx, row: typeof members.$inferInsert): Promise<void> {
  await tx.insert(members).values(row);
}

export async function updateMember(
  tx: DbOrTx,
  memberId: string,
  set: Partial<typeof members.$inferInsert>,
): Promise<void> {
  await tx
    .update(members)
    .set({ ...set, updDttm: new Date() })
    .where(eq(members.memberId, memberId));
}

/** Marks staff accounts deleted (D); their sessions end at their next request (session plugin). */
export async function markStaffDeleted(tx: DbOrTx, ids: readonly string[]): Promise<number> {
  const rows = await tx
    .update(members)
    .set({ empSttus: 'D', updDttm: new Date() })
    .where(and(inArray(members.memberId, [...ids]), eq(members.empDiv, 'EMP'), ne(members.empSttus, 'D')))
    .returning({ id: members.memberId });
  return rows.length;
}

// ── authority groups ────────────────────────────────────────────────────────

export async function listAuthorGroups(db: DbOrTx) {
  return db
    .select({ authorCode: authorGroups.authorCode, authorNm: authorGroups.authorNm })
    .from(authorGroups)
    .orderBy(asc(authorGroups.regDttm), asc(authorGroups.authorCode));
}

/** Authority rows: every account not deleted (ROLE_STORE callers: their own), newest first. */
export async function listAuthorities(db: DbOrTx, search: ListSearch, scope: RowScope, cap: number) {
  const where = and(
    ne(members.empSttus, 'D'),
    keywordWhere(search, { '1': [members.empNo], '2': [members.empNm] }, '1'),
    scopeWhere(scope, members.memberId),
  );
  const query = db
    .select({
      userId: members.empNo,
      uniqId: members.memberId,
      userNm: members.empNm,
      mberTyCode: members.empDiv,
      authorCode: members.authorCode,
    })
    .from(members)
    .where(where)
    .orderBy(desc(members.regDttm), asc(members.empNo))
    .$dynamic();
  return pageOf(query, { firstIndex: 0, recordCountPerPage: cap }, () => countRows(db, members, where));
}

// ── departments and teams ───────────────────────────────────────────────────

export async function listDepartments(db: DbOrTx, search: ListSearch, window: ListWindow) {
  return selectPage(db, departments, {
    where: keywordWhere(
      search as ListSearch<'1' | '2' | '3'>,
      titleContentSearch(departments.deptNm, departments.deptDc),
      '1',
    ),
    orderBy: [asc(departments.deptId)],
    window,
  });
}

export async function findDepartment(db: DbOrTx, deptId: string) {
  const rows = await db.select().from(departments).where(eq(departments.deptId, deptId)).limit(1);
  return rows[0];
}

/** The next id of a prefix: DEPT001 → DEPT004 after DEPT003 (ids of the demo data and the screens). */
async function nextId(db: DbOrTx, table: typeof departments | typeof teams, prefix: string): Promise<string> {
  const column = table === departments ? departments.deptId : teams.teamId;
  const rows = await db
    .select({ n: sql<number>`coalesce(max(substring(${column} from ${`^${prefix}([0-9]+)$`})::int), 0)` })
    .from(table);
  return `${prefix}${String(Number(rows[0]?.n ?? 0) + 1).padStart(3, '0')}`;
}

export async function insertDepartment(tx: DbOrTx, v: { deptNm: string; deptDc: string }): Promise<string> {
  const deptId = await nextId(tx, departments, 'DEPT');
  await tx.insert(departments).values({ deptId, ...v });
  return deptId;
}

export async function updateDepartment(tx: DbOrTx, deptId: string, v: { deptNm: string; deptDc: string }) {
  const rows = await tx.update(departments).set(v).where(eq(departments.deptId, deptId)).returning();
  return rows.length > 0;
}

/** How many teams and (not deleted) users a department still has. */
export async function departmentUsage(db: DbOrTx, deptId: string) {
  const [t] = await db.select({ n: count() }).from(teams).where(eq(teams.deptId, deptId));
  const [u] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.deptId, deptId), ne(members.empSttus, 'D')));
  return { teams: Number(t?.n ?? 0), users: Number(u?.n ?? 0) };
}

/** Deletes a department; deleted users keep no link to it. */
export async function deleteDepartment(tx: DbOrTx, deptId: string): Promise<boolean> {
  await tx.update(members).set({ deptId: null }).where(eq(members.deptId, deptId));
  const rows = await tx.delete(departments).where(eq(departments.deptId, deptId)).returning();
  return rows.length > 0;
}

const teamColumns = {
  teamId: teams.teamId,
  teamNm: teams.teamNm,
  teamDc: teams.teamDc,
  deptId: teams.deptId,
  deptNm: sql<string>`coalesce(${departments.deptNm}, '')`,
};

export async function listTeams(db: DbOrTx, search: ListSearch, window: ListWindow) {
  const where = keywordWhere(search, { '1': [teams.teamNm], '2': [departments.deptNm] }, '1');
  const query = db
    .select(teamColumns)
    .from(teams)
    .leftJoin(departments, eq(departments.deptId, teams.deptId))
    .where(where)
    .orderBy(asc(teams.teamId))
    .$dynamic();
  return pageOf(query, window, async () => {
    const [r] = await db
      .select({ n: count() })
      .from(teams)
      .leftJoin(departments, eq(departments.deptId, teams.deptId))
      .where(where);
    return Number(r?.n ?? 0);
  });
}

export async function findTeam(db: DbOrTx, teamId: string) {
  const rows = await db
    .select(teamColumns)
    .from(teams)
    .leftJoin(departments, eq(departments.deptId, teams.deptId))
    .where(eq(teams.teamId, teamId))
    .limit(1);
  return rows[0];
}

export async function insertTeam(tx: DbOrTx, v: { deptId: string; teamNm: string; teamDc: string }) {
  const teamId = await nextId(tx, teams, 'TEAM');
  await tx.insert(teams).values({ teamId, ...v });
  return teamId;
}

export async function updateTeam(
  tx: DbOrTx,
  teamId: string,
  v: { deptId: string; teamNm: string; teamDc: string },
) {
  const rows = await tx.update(teams).set(v).where(eq(teams.teamId, teamId)).returning();
  return rows.length > 0;
}

export async function teamUsers(db: DbOrTx, teamId: string): Promise<number> {
  const [u] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.teamId, teamId), ne(members.empSttus, 'D')));
  return Number(u?.n ?? 0);
}

export async function deleteTeam(tx: DbOrTx, teamId: string): Promise<boolean> {
  await tx.update(members).set({ teamId: null }).where(eq(members.teamId, teamId));
  const rows = await tx.delete(teams).where(eq(teams.teamId, teamId)).returning();
  return rows.length > 0;
}

/** Users of a team that would move department with it: their department follows the team's. */
export async function moveTeamUsers(tx: DbOrTx, teamId: string, deptId: string): Promise<void> {
  await tx.update(members).set({ deptId }).where(eq(members.teamId, teamId));
}

// ── access log ──────────────────────────────────────────────────────────────

export async function listLoginHistory(
  db: DbOrTx,
  f: {
    name?: string | undefined;
    ip?: string | undefined;
    method?: string | undefined;
    from: Date;
    to: Date;
  },
  scope: RowScope,
  window: ListWindow,
) {
  const where = and(
    gte(loginHistory.creatDt, f.from),
    lt(loginHistory.creatDt, f.to),
    f.name ? ilike(loginHistory.loginNm, containsPattern(f.name)) : undefined,
    f.ip ? ilike(loginHistory.loginIp, containsPattern(f.ip)) : undefined,
    f.method ? eq(loginHistory.loginMthd, f.method) : undefined,
    scopeWhere(scope, loginHistory.memberId as never),
  );
  return selectPage(db, loginHistory, {
    where,
    orderBy: [desc(loginHistory.creatDt), desc(loginHistory.logId)],
    window,
  });
}
