import type { ListPage } from '@parking/shared/common/admin-resource';
import type { ListQuery } from '@parking/shared/content/common';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners, popups } from '../../db/schema/content';
import { keywordWhere, selectPage, titleContentSearch } from '../../lib/admin-resource/list.repository';

export type PopupRow = typeof popups.$inferSelect;
export type NewPopupRow = typeof popups.$inferInsert;
export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;

/** Popups by the list's search (1 title, 2 content, 3 both), newest first. */
export async function listPopups(db: DbOrTx, q: ListQuery): Promise<ListPage<PopupRow>> {
  const where = keywordWhere(q, titleContentSearch(popups.title, popups.popupContents), '1');
  return selectPage(db, popups, { where, orderBy: [desc(popups.popupId)], window: q });
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

/** Banners by the list's search, in display order. */
export async function listBanners(db: DbOrTx, q: ListQuery): Promise<ListPage<BannerRow>> {
  const where = keywordWhere(q, titleContentSearch(banners.title, banners.bannerContents), '1');
  return selectPage(db, banners, {
    where,
    orderBy: [asc(banners.bannerOrder), desc(banners.bannerId)],
    window: q,
  });
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
