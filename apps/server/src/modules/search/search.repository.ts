import type { SearchSort } from '@parking/shared/search/schemas';
import { and, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { boardArticles } from '../../db/schema/content';
import { parkingLots } from '../../db/schema/lots';
import { containsPattern, prefixPattern } from '../../lib/like-pattern';

/** How many rows of each group the answer carries (the count covers all of them). */
export const GROUP_ROWS = 5;

export interface ArticleHit {
  atclId: number;
  title: string;
  cts: string;
  regDttm: Date;
}

/**
 * Notices or FAQ whose title or content contains the keyword (ILIKE, so partial Korean words match; decision
 * 158). Accuracy: exact title, title starting with it, title containing it, then content only; newest
 * first within a rank. Newest: by date only.
 */
export async function searchArticles(
  db: DbOrTx,
  bbsCd: 'notice' | 'faq',
  keyword: string,
  sort: SearchSort,
  since: Date | null,
): Promise<{ rows: ArticleHit[]; total: number }> {
  const pattern = containsPattern(keyword);
  const where: SQL | undefined = and(
    eq(boardArticles.bbsCd, bbsCd),
    or(ilike(boardArticles.title, pattern), ilike(boardArticles.cts, pattern)),
    since ? gte(boardArticles.regDttm, since) : undefined,
  );
  const rank = sql`case when lower(${boardArticles.title}) = lower(${keyword}) then 0
    when ${boardArticles.title} ilike ${prefixPattern(keyword)} then 1
    when ${boardArticles.title} ilike ${pattern} then 2 else 3 end`;
  const order = sort === 'accuracy' ? [rank, desc(boardArticles.regDttm)] : [desc(boardArticles.regDttm)];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        atclId: boardArticles.atclId,
        title: boardArticles.title,
        cts: boardArticles.cts,
        regDttm: boardArticles.regDttm,
      })
      .from(boardArticles)
      .where(where)
      .orderBy(...order, desc(boardArticles.atclId))
      .limit(GROUP_ROWS),
    db.select({ n: sql<number>`count(*)::int` }).from(boardArticles).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export interface LotHit {
  lotId: number;
  parkingNm: string;
  address: string;
}

/** Lots whose name or address contains the keyword; name matches first for accuracy. */
export async function searchLots(
  db: DbOrTx,
  keyword: string,
  sort: SearchSort,
): Promise<{ rows: LotHit[]; total: number }> {
  const pattern = containsPattern(keyword);
  const where = or(
    ilike(parkingLots.parkingNm, pattern),
    ilike(parkingLots.cellAddrLoad, pattern),
    ilike(parkingLots.cellAddrJibun, pattern),
  );
  const rank = sql`case when ${parkingLots.parkingNm} ilike ${prefixPattern(keyword)} then 0
    when ${parkingLots.parkingNm} ilike ${pattern} then 1 else 2 end`;
  const order = sort === 'accuracy' ? [rank, parkingLots.parkingNm] : [parkingLots.parkingNm];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        lotId: parkingLots.lotId,
        parkingNm: parkingLots.parkingNm,
        address: sql<string>`coalesce(nullif(${parkingLots.cellAddrLoad}, ''), ${parkingLots.cellAddrJibun})`,
      })
      .from(parkingLots)
      .where(where)
      .orderBy(...order)
      .limit(GROUP_ROWS),
    db.select({ n: sql<number>`count(*)::int` }).from(parkingLots).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
