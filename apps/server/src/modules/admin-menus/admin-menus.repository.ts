import type { MenuAudience } from '@parking/shared/admin-menus/menu-node';
import type { MenuInsert, MenuRow } from '@parking/shared/admin-menus/schemas';
import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, systemMeta } from '../../db/schema/system';
import { visitDaily } from '../../db/schema/system-logs';
import { countRows, keywordWhere, type ListSearch, pageOf } from '../../lib/admin-resource/list.repository';

const alive = isNull(menus.deletedAt);

const rowColumns = {
  menuNo: menus.menuNo,
  menuOrdr: menus.menuOrdr,
  menuNm: menus.menuNm,
  upperMenuId: menus.upperMenuId,
  progrmFileNm: menus.progrmFileNm,
  menuDc: menus.menuDc,
  audience: menus.audience,
  useYn: menus.useYn,
  matchPaths: menus.matchPaths,
};

function toRow(r: { audience: string | null; useYn: string } & Omit<MenuRow, 'audience' | 'useYn'>): MenuRow {
  return { ...r, audience: (r.audience as MenuAudience | null) ?? null, useYn: r.useYn === 'N' ? 'N' : 'Y' };
}

/** The seed rows: inserted when their id is new, never overwriting an edit nor reviving a deleted entry. */
export async function insertSeedMenus(
  db: DbOrTx,
  rows: readonly (Omit<MenuRow, 'useYn'> & { useYn?: 'Y' | 'N' })[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(menus)
    .values(rows.map((r) => ({ ...r, useYn: r.useYn ?? 'Y' })))
    .onConflictDoNothing()
    .returning({ menuNo: menus.menuNo });
  return inserted.length;
}

/** Every live menu in tree order (parents before children is not guaranteed: build the tree by id). */
export async function allMenus(db: DbOrTx): Promise<MenuRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(menus)
    .where(alive)
    .orderBy(asc(menus.menuOrdr), asc(menus.menuNo));
  return rows.map(toRow);
}

export async function listMenus(
  db: DbOrTx,
  query: ListSearch<'1' | '2' | '3'>,
  window: ListWindow,
): Promise<ListPage<MenuRow>> {
  const where = and(
    alive,
    keywordWhere(query, { '1': [menus.menuNo], '2': [menus.menuNm], '3': [menus.menuDc] }, '2'),
  );
  const q = db
    .select(rowColumns)
    .from(menus)
    .where(where)
    .orderBy(sql`${menus.upperMenuId} nulls first`, asc(menus.menuOrdr), asc(menus.menuNo))
    .$dynamic();
  const page = await pageOf(q, window, () => countRows(db, menus, where));
  return { rows: page.rows.map(toRow), total: page.total };
}

/** A menu by id; `withDeleted` also finds deleted ones (their id stays taken). */
export async function findMenu(
  db: DbOrTx,
  menuNo: string,
  withDeleted = false,
): Promise<MenuRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(menus)
    .where(withDeleted ? eq(menus.menuNo, menuNo) : and(eq(menus.menuNo, menuNo), alive));
  return row ? toRow(row) : undefined;
}

export async function insertMenu(db: DbOrTx, input: MenuInsert): Promise<void> {
  await db.insert(menus).values({ ...input });
}

export async function updateMenu(db: DbOrTx, input: MenuInsert): Promise<boolean> {
  const { menuNo, ...rest } = input;
  const done = await db
    .update(menus)
    .set({ ...rest, updDttm: new Date() })
    .where(and(eq(menus.menuNo, menuNo), alive))
    .returning({ menuNo: menus.menuNo });
  return done.length > 0;
}

export async function countChildren(db: DbOrTx, menuNo: string): Promise<number> {
  return countRows(db, menus, and(eq(menus.upperMenuId, menuNo), alive));
}

export async function softDeleteMenu(db: DbOrTx, menuNo: string): Promise<boolean> {
  const done = await db
    .update(menus)
    .set({ deletedAt: new Date(), updDttm: new Date() })
    .where(and(eq(menus.menuNo, menuNo), alive))
    .returning({ menuNo: menus.menuNo });
  return done.length > 0;
}

/** Visits per route over Korea-time days `from`..`to` (YYYY-MM-DD, both included), from the daily roll-up. */
export async function visitCountsByPath(
  db: DbOrTx,
  range: { from: string; to: string },
): Promise<{ path: string; cnt: number; category: string }[]> {
  const rows = await db
    .select({
      path: visitDaily.pathName,
      cnt: sql<number>`sum(${visitDaily.cnt})::int`,
      // the visit category the SPA reports ('section > title'): names routes no menu lists
      category: sql<string>`max(${visitDaily.category})`,
    })
    .from(visitDaily)
    .where(and(gte(visitDaily.day, range.from), lte(visitDaily.day, range.to)))
    .groupBy(visitDaily.pathName);
  return rows.map((r) => ({ path: r.path, cnt: Number(r.cnt), category: String(r.category ?? '') }));
}

/** Visits per Korea-time day over `from`..`to` (both included), from the daily roll-up. */
export async function visitCountsByDay(
  db: DbOrTx,
  range: { from: string; to: string },
): Promise<{ day: string; cnt: number }[]> {
  const rows = await db
    .select({ day: visitDaily.day, cnt: sql<number>`sum(${visitDaily.cnt})::int` })
    .from(visitDaily)
    .where(and(gte(visitDaily.day, range.from), lte(visitDaily.day, range.to)))
    .groupBy(visitDaily.day);
  return rows.map((r) => ({ day: r.day, cnt: Number(r.cnt) }));
}

const ROLLUP_KEY = 'visits.daily-rollup';

/**
 * Once per database: fills the daily roll-up from the visits logged before it existed (a database upgraded
 * from an earlier version); later visits keep it in step themselves.
 */
export async function backfillVisitDaily(db: DbOrTx): Promise<void> {
  const done = await db
    .insert(systemMeta)
    .values({ key: ROLLUP_KEY, value: 'Y' })
    .onConflictDoNothing()
    .returning({ key: systemMeta.key });
  if (done.length === 0) return;
  await rebuildVisitDaily(db);
}

/** Recounts the daily roll-up from the visit log (upgrades, and benches or tests that write visits directly). */
export async function rebuildVisitDaily(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into visit_daily (day, path_name, cnt, category)
    select to_char(visited_at at time zone 'Asia/Seoul', 'YYYY-MM-DD'), path_name, count(*)::int, max(category)
    from visits group by 1, 2
    on conflict (day, path_name) do update set cnt = excluded.cnt`);
}

const LEGACY_KEY = 'menus.legacy-demo-retired';
/** The ids of the admin-only demo menu that preceded the data-driven site menu (M01, M0101…, M02, M0201…). */
const LEGACY_IDS = [
  'M01',
  'M02',
  ...Array.from({ length: 9 }, (_, i) => `M01${String(i + 1).padStart(2, '0')}`),
  ...Array.from({ length: 7 }, (_, i) => `M02${String(i + 1).padStart(2, '0')}`),
];

/** Once per database: marks the old demo menu deleted, so it does not sit beside the site menu. */
export async function retireLegacyDemoMenus(db: DbOrTx): Promise<void> {
  const done = await db
    .insert(systemMeta)
    .values({ key: LEGACY_KEY, value: 'Y' })
    .onConflictDoNothing()
    .returning({ key: systemMeta.key });
  if (done.length === 0) return;
  await db
    .update(menus)
    .set({ deletedAt: new Date() })
    .where(and(inArray(menus.menuNo, LEGACY_IDS), alive));
}

const VERSION_KEY = 'menus.version';

/**
 * Counts a change of the menus, in the writing transaction: the row lock orders concurrent writers, so every
 * commit leaves a higher number and a process that reads it knows its cached menu is stale (decision 111).
 */
export async function bumpMenusVersion(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into system_meta (key, value) values (${VERSION_KEY}, '1')
    on conflict (key) do update set value = ((system_meta.value)::bigint + 1)::text, updated_at = now()`);
}

/** The menus' change count as committed (0 before the first change). */
export async function menusVersion(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ value: systemMeta.value })
    .from(systemMeta)
    .where(eq(systemMeta.key, VERSION_KEY));
  return Number(rows[0]?.value ?? 0);
}
