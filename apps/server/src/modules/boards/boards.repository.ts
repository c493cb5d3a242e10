import type { ListPage, ListWindow } from '@parking/shared/common/admin-resource';
import { and, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { boardArticles, boardHits } from '../../db/schema/content';
import { keywordWhere, selectPage, titleContentSearch } from '../../lib/admin-resource/list.repository';

export type ArticleRow = typeof boardArticles.$inferSelect;

export interface ArticleSearch {
  bbsCd: string;
  searchCondition?: '1' | '2' | '3' | undefined;
  searchKeyword?: string | undefined;
}

const searchColumns = titleContentSearch(boardArticles.title, boardArticles.cts);

function searchWhere(s: ArticleSearch): SQL | undefined {
  return and(eq(boardArticles.bbsCd, s.bbsCd), keywordWhere(s, searchColumns, '1'));
}

/** One board's articles by the list's search, newest first. */
export async function listArticles(db: DbOrTx, s: ArticleSearch & ListWindow): Promise<ListPage<ArticleRow>> {
  return selectPage(db, boardArticles, {
    where: searchWhere(s),
    orderBy: [desc(boardArticles.atclId)],
    window: s,
  });
}

export async function findArticle(db: DbOrTx, bbsCd: string, atclId: number): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(boardArticles)
    .where(and(eq(boardArticles.bbsCd, bbsCd), eq(boardArticles.atclId, atclId)))
    .limit(1);
  return row ?? null;
}

export async function findArticleById(db: DbOrTx, atclId: number): Promise<ArticleRow | null> {
  const [row] = await db.select().from(boardArticles).where(eq(boardArticles.atclId, atclId)).limit(1);
  return row ?? null;
}

/** The newer (next) and older (prev) article within the same search. */
export async function findNeighbours(
  db: DbOrTx,
  s: ArticleSearch,
  atclId: number,
): Promise<{
  next: { atclId: number; title: string } | null;
  prev: { atclId: number; title: string } | null;
}> {
  const where = searchWhere(s);
  const cols = { atclId: boardArticles.atclId, title: boardArticles.title };
  const [next] = await db
    .select(cols)
    .from(boardArticles)
    .where(and(where, gt(boardArticles.atclId, atclId)))
    .orderBy(asc(boardArticles.atclId))
    .limit(1);
  const [prev] = await db
    .select(cols)
    .from(boardArticles)
    .where(and(where, lt(boardArticles.atclId, atclId)))
    .orderBy(desc(boardArticles.atclId))
    .limit(1);
  return { next: next ?? null, prev: prev ?? null };
}

export async function insertArticle(
  db: DbOrTx,
  row: { bbsCd: string; title: string; cts: string; regId: string; regNm: string },
): Promise<ArticleRow> {
  const [inserted] = await db
    .insert(boardArticles)
    .values({ ...row, updId: row.regId, updNm: row.regNm })
    .returning();
  if (!inserted) throw new Error('article insert returned nothing');
  return inserted;
}

export async function updateArticle(
  db: DbOrTx,
  atclId: number,
  patch: { title: string; cts: string; updId: string; updNm: string },
): Promise<void> {
  await db
    .update(boardArticles)
    .set({ ...patch, updDttm: new Date() })
    .where(eq(boardArticles.atclId, atclId));
}

export async function deleteArticle(db: DbOrTx, atclId: number): Promise<void> {
  await db.delete(boardHits).where(eq(boardHits.atclId, atclId));
  await db.delete(boardArticles).where(eq(boardArticles.atclId, atclId));
}

/**
 * Records that a viewer saw an article today; true (and hits + 1) only for the first view of the day.
 */
export async function countHit(
  db: DbOrTx,
  atclId: number,
  viewerKey: string,
  viewDate: string,
): Promise<boolean> {
  const inserted = await db
    .insert(boardHits)
    .values({ atclId, viewerKey, viewDate })
    .onConflictDoNothing()
    .returning({ atclId: boardHits.atclId });
  if (inserted.length === 0) return false;
  await db
    .update(boardArticles)
    .set({ hits: sql`${boardArticles.hits} + 1` })
    .where(eq(boardArticles.atclId, atclId));
  return true;
}

/** Forgets hit records older than `before` (they only matter for the current day). */
export async function purgeHits(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(boardHits).where(lt(boardHits.createdAt, before));
}

/** The latest articles of a board (main page). */
export async function latestArticles(db: DbOrTx, bbsCd: string, limit: number): Promise<ArticleRow[]> {
  return db
    .select()
    .from(boardArticles)
    .where(eq(boardArticles.bbsCd, bbsCd))
    .orderBy(desc(boardArticles.atclId))
    .limit(limit);
}
