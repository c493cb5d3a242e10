import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { banners, popups } from '../../db/schema/content';
import { containsPattern } from '../../lib/like-pattern';

export type PopupRow = typeof popups.$inferSelect;
export type NewPopupRow = typeof popups.$inferInsert;
export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;

export interface ContentSearch {
  searchCondition?: '1' | '2' | '3' | undefined;
  searchKeyword?: string | undefined;
  limit: number;
  offset: number;
}

function searchOn(title: AnyPgColumn, body: AnyPgColumn, s: ContentSearch): SQL | undefined {
  const keyword = s.searchKeyword?.trim();
  if (!keyword) return undefined;
  const p = containsPattern(keyword);
  if (s.searchCondition === '2') return ilike(body, p);
  if (s.searchCondition === '3') return or(ilike(title, p), ilike(body, p));
  return ilike(title, p);
}

export async function listPopups(db: DbOrTx, s: ContentSearch): Promise<{ rows: PopupRow[]; total: number }> {
  const where = searchOn(popups.title, popups.popupContents, s);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(popups).where(where);
  const rows = await db
    .select()
    .from(popups)
    .where(where)
    .orderBy(desc(popups.popupId))
    .limit(s.limit)
    .offset(s.offset);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findPopup(db: DbOrTx, popupId: number): Promise<PopupRow | null> {
  const [row] = await db.select().from(popups).where(eq(popups.popupId, popupId)).limit(1);
  return row ?? null;
}

export async function insertPopup(db: DbOrTx, row: NewPopupRow): Promise<PopupRow> {
  const [inserted] = await db.insert(popups).values(row).returning();
  if (!inserted) throw new Error('popup insert returned nothing');
  return inserted;
}

export async function updatePopup(db: DbOrTx, popupId: number, patch: Partial<NewPopupRow>): Promise<void> {
  await db
    .update(popups)
    .set({ ...patch, updDttm: new Date() })
    .where(eq(popups.popupId, popupId));
}

export async function deletePopup(db: DbOrTx, popupId: number): Promise<void> {
  await db.delete(popups).where(eq(popups.popupId, popupId));
}

/** Popups in use whose period contains `nowKst` ('YYYY-MM-DD HH:mm:ss'). */
export async function activePopups(db: DbOrTx, nowKst: string): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(and(eq(popups.useYn, 'Y'), lte(popups.openDate, nowKst), gte(popups.closeDate, nowKst)))
    .orderBy(desc(popups.popupId));
}

export async function listBanners(
  db: DbOrTx,
  s: ContentSearch,
): Promise<{ rows: BannerRow[]; total: number }> {
  const where = searchOn(banners.title, banners.bannerContents, s);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(asc(banners.bannerOrder), desc(banners.bannerId))
    .limit(s.limit)
    .offset(s.offset);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findBanner(db: DbOrTx, bannerId: number): Promise<BannerRow | null> {
  const [row] = await db.select().from(banners).where(eq(banners.bannerId, bannerId)).limit(1);
  return row ?? null;
}

export async function insertBanner(db: DbOrTx, row: NewBannerRow): Promise<BannerRow> {
  const [inserted] = await db.insert(banners).values(row).returning();
  if (!inserted) throw new Error('banner insert returned nothing');
  return inserted;
}

export async function updateBanner(
  db: DbOrTx,
  bannerId: number,
  patch: Partial<NewBannerRow>,
): Promise<void> {
  await db
    .update(banners)
    .set({ ...patch, updDttm: new Date() })
    .where(eq(banners.bannerId, bannerId));
}

export async function deleteBanner(db: DbOrTx, bannerId: number): Promise<void> {
  await db.delete(banners).where(eq(banners.bannerId, bannerId));
}

export async function activeBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.useYn, 'Y'))
    .orderBy(asc(banners.bannerOrder), desc(banners.bannerId));
}
