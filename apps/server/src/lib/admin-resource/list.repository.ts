import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../like-pattern';
import type { RowScope } from './register';

/**
 * The keyword filter of a list: the columns searched for each searchCondition code (case-insensitive
 * "contains"); an unknown or absent code searches the columns of `fallback`. No keyword → no filter.
 */
export function keywordWhere<C extends string>(
  query: { searchCondition?: C | undefined; searchKeyword?: string | undefined },
  columns: Record<C, readonly AnyPgColumn[]>,
  fallback: C,
): SQL | undefined {
  const keyword = query.searchKeyword?.trim();
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  const searched = (query.searchCondition && columns[query.searchCondition]) || columns[fallback];
  return or(...searched.map((c) => ilike(c, pattern)));
}

/** The filter of a row scope: nothing for ROLE_ADMIN, the owner column for own-rows callers. */
export function scopeWhere(scope: RowScope, ownerColumn: AnyPgColumn): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(ownerColumn, scope.memberId);
}

/**
 * One page of `table` under `where` and the count of every matching row (see pageOf). For joins or chosen
 * columns build the query yourself and call pageOf.
 */
export async function selectPage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  options: { where?: SQL | undefined; orderBy: readonly (SQL | AnyPgColumn)[]; window: ListWindow },
): Promise<ListPage<T['$inferSelect']>> {
  const { where, orderBy, window } = options;
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const page = await pageOf(query, window, () => countRows(db, table, where));
  return page as ListPage<T['$inferSelect']>;
}

/**
 * The window of an ordered query (`db.select(…)…orderBy(…).$dynamic()`) and the count of all its rows. A page
 * that is not full tells the count by itself (one round trip: the usual case of client-paged lists and last
 * pages); otherwise `count` runs. Two plain statements rather than `count(*) over ()`, which would sort every
 * matching row instead of reading the top of an index.
 */
export async function pageOf<Q extends PgSelect>(
  query: Q,
  window: ListWindow,
  count: () => Promise<number>,
): Promise<ListPage<Awaited<Q>[number]>> {
  const rows: Awaited<Q>[number][] = await query.limit(window.recordCountPerPage).offset(window.firstIndex);
  const partial = rows.length < window.recordCountPerPage && (rows.length > 0 || window.firstIndex === 0);
  return { rows, total: partial ? window.firstIndex + rows.length : await count() };
}

/** The number of rows of `table` under `where`. */
export async function countRows(db: DbOrTx, table: PgTable, where?: SQL | undefined): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(count?.n ?? 0);
}

/** The usual search columns: 1 title, 2 content, 3 both (notices, FAQ, popups, banners, departments …). */
export function titleContentSearch(
  title: AnyPgColumn,
  content: AnyPgColumn,
): Record<'1' | '2' | '3', readonly AnyPgColumn[]> {
  return { '1': [title], '2': [content], '3': [title, content] };
}

/** The search part of a list query. */
export interface ListSearch<C extends string = string> {
  searchCondition?: C | undefined;
  searchKeyword?: string | undefined;
}
