import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { and, count, desc, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { piiAccessLog } from '../../db/schema/pii-access';
import { countRows, pageOf } from '../../lib/admin-resource/list.repository';

export type PiiAccessRow = typeof piiAccessLog.$inferSelect;
export type NewPiiAccess = typeof piiAccessLog.$inferInsert;

/** Appends one record (the only write this table allows). */
export async function insertPiiAccess(db: DbOrTx, row: NewPiiAccess): Promise<void> {
  await db.insert(piiAccessLog).values(row);
}

/** A search of the records: every given field narrows it; `before` is exclusive (the day after a range). */
export interface PiiAccessFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  before?: Date | undefined;
  staffId?: string | undefined;
  subjectId?: string | undefined;
  action?: string | undefined;
}

function whereOf(f: PiiAccessFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.from) where.push(gte(piiAccessLog.at, f.from));
  if (f.to) where.push(lte(piiAccessLog.at, f.to));
  if (f.before) where.push(lt(piiAccessLog.at, f.before));
  if (f.staffId) where.push(eq(piiAccessLog.staffId, f.staffId));
  if (f.subjectId) where.push(eq(piiAccessLog.subjectId, f.subjectId));
  if (f.action) where.push(eq(piiAccessLog.action, f.action));
  return where.length ? and(...where) : undefined;
}

/** Records newest first, filtered, from `offset`. */
export async function listPiiAccess(
  db: DbOrTx,
  f: PiiAccessFilter & { limit: number; offset?: number },
): Promise<PiiAccessRow[]> {
  return db
    .select()
    .from(piiAccessLog)
    .where(whereOf(f))
    .orderBy(desc(piiAccessLog.at), desc(piiAccessLog.id))
    .limit(f.limit)
    .offset(f.offset ?? 0);
}

/** How many records a search finds. */
export async function countPiiAccess(db: DbOrTx, f: PiiAccessFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(piiAccessLog).where(whereOf(f));
  return Number(row?.n ?? 0);
}

/** The privacy officer's search: a person named by member id, login id or name (or a plate, as stored). */
export interface PiiRecordSearch {
  from?: Date | undefined;
  before?: Date | undefined;
  action?: string | undefined;
  staff?: string | undefined;
  subject?: string | undefined;
}

/** The column equals `who`, or the member id of an account whose login id or name is `who` (a subquery). */
function personIs(
  db: DbOrTx,
  column: typeof piiAccessLog.staffId | typeof piiAccessLog.subjectId,
  who: string,
): SQL {
  const ids = db
    .select({ id: members.memberId })
    .from(members)
    .where(or(eq(members.empNo, who), eq(members.empNm, who)));
  return or(eq(column, who), inArray(column, ids)) as SQL;
}

function searchWhere(db: DbOrTx, f: PiiRecordSearch): SQL | undefined {
  const where: SQL[] = [];
  if (f.from) where.push(gte(piiAccessLog.at, f.from));
  if (f.before) where.push(lt(piiAccessLog.at, f.before));
  if (f.action) where.push(eq(piiAccessLog.action, f.action));
  if (f.staff) where.push(personIs(db, piiAccessLog.staffId, f.staff));
  if (f.subject) where.push(personIs(db, piiAccessLog.subjectId, f.subject));
  return where.length ? and(...where) : undefined;
}

export type PiiRecordRecord = PiiAccessRow & { staffNo: string | null; staffNm: string | null };

/** One page of the officer's search, newest first, with each staff member's login id and name. */
export async function searchPiiRecords(
  db: DbOrTx,
  f: PiiRecordSearch,
  window: ListWindow,
): Promise<ListPage<PiiRecordRecord>> {
  const where = searchWhere(db, f);
  const query = db
    .select({ r: piiAccessLog, staffNo: members.empNo, staffNm: members.empNm })
    .from(piiAccessLog)
    .leftJoin(members, eq(members.memberId, piiAccessLog.staffId))
    .where(where)
    .orderBy(desc(piiAccessLog.at), desc(piiAccessLog.id))
    .$dynamic();
  const page = await pageOf(query, window, () => countRows(db, piiAccessLog, where));
  return {
    rows: page.rows.map((x) => ({ ...x.r, staffNo: x.staffNo, staffNm: x.staffNm })),
    total: page.total,
  };
}
