import type { Principal } from '@parking/shared/auth/roles';
import type { ListPage } from '@parking/shared/common/admin-resource';
import { formatKst } from '@parking/shared/common/korea-time';
import type { DownloadQuery, ListQuery } from '@parking/shared/content/common';
import type {
  BannerInsert,
  BannerListResponse,
  BannerUpdate,
  BannerView,
  BannerViewResponse,
  MainContentResponse,
  PopupInsert,
  PopupListResponse,
  PopupUpdate,
  PopupView,
  PopupViewResponse,
} from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { AppError } from '../../lib/app-error';
import {
  type ContentDeps,
  type ContentTxDeps,
  checkFiles,
  deleteWithFiles,
  findDownload,
  insertWithFiles,
  storeFiles,
} from '../../lib/attachments';
import {
  type AttachmentRow,
  countAttachments,
  deleteAttachmentsOf,
  listAttachments,
} from '../../lib/attachments.repository';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { IMAGE_TYPES, removeStoredFiles, toAttachmentDto } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import { latestNotices } from '../boards';
import {
  activeBanners,
  activePopups,
  type BannerRow,
  deleteBanner,
  deletePopup,
  findBanner,
  findPopup,
  insertBanner,
  insertPopup,
  listBanners,
  listPopups,
  type PopupRow,
  updateBanner,
  updatePopup,
} from './content.repository';

const POPUP = 'popup';
const BANNER = 'banner';

const useYnNm = (v: string) => (v === 'Y' ? ko.content.popup.inUse : ko.content.popup.notInUse);
const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** The public URL of a banner's image. */
export const bannerImageUrl = (bannerId: number) => `/api/main/banner/${bannerId}/image`;

// ── popups ───────────────────────────────────────────────────────────────────

function popupView(row: PopupRow, atchCnt: number): PopupView {
  return {
    popupId: row.popupId,
    title: row.title,
    openDate: row.openDate,
    closeDate: row.closeDate,
    regDttm: formatKst(row.regDttm),
    updDttm: formatKst(row.updDttm),
    atchCnt,
    useYn: yn(row.useYn),
    useYnNm: useYnNm(row.useYn),
    posX: row.posX,
    posY: row.posY,
    sizeX: row.sizeX,
    sizeY: row.sizeY,
    linkUrl: row.linkUrl,
    popupContents: row.popupContents,
  };
}

export async function listPopupAdmin(
  deps: ContentDeps,
  q: ListQuery,
): Promise<ListPage<PopupListResponse['popupList'][number]>> {
  const { rows, total } = await listPopups(deps.db, q);
  const counts = await countAttachments(
    deps.db,
    POPUP,
    rows.map((r) => String(r.popupId)),
  );
  return {
    rows: rows.map((r, i) => {
      const v = popupView(r, counts.get(String(r.popupId)) ?? 0);
      return {
        popupId: v.popupId,
        indexNo: total - q.firstIndex - i,
        title: v.title,
        openDate: v.openDate,
        closeDate: v.closeDate,
        regDttm: v.regDttm,
        atchCnt: v.atchCnt,
        useYn: v.useYn,
        useYnNm: v.useYnNm,
      };
    }),
    total,
  };
}

async function loadPopup(deps: ContentDeps, popupId: number): Promise<PopupRow> {
  const row = await findPopup(deps.db, popupId);
  if (!row) throw new AppError('POPUP_NOT_FOUND', 404);
  return row;
}

export async function viewPopupAdmin(deps: ContentDeps, popupId: number): Promise<PopupViewResponse> {
  const row = await loadPopup(deps, popupId);
  const files = await listAttachments(deps.db, POPUP, String(popupId));
  return { popupView: popupView(row, files.length), attachList: files.map(toAttachmentDto) };
}

function popupFields(body: PopupInsert) {
  return {
    title: body.title,
    // the period is stored from 00:00:00 of the open day to 23:59:59 of the close day (spec 3 §4)
    openDate: `${body.openDateString} 00:00:00`,
    closeDate: `${body.closeDateString} 23:59:59`,
    useYn: body.useYn,
    posX: body.posX,
    posY: body.posY,
    sizeX: body.sizeX,
    sizeY: body.sizeY,
    linkUrl: body.linkUrl,
    popupContents: sanitizeHtml(body.popupContents),
  };
}

export async function insertPopupAdmin(
  deps: ContentTxDeps,
  body: PopupInsert,
  files: UploadedFile[],
  principal: Principal,
): Promise<{ code: '00'; message: string; popupId: number }> {
  const checked = checkFiles(files, IMAGE_TYPES);
  const popupId = await insertWithFiles(deps, checked, POPUP, principal, async (d) => {
    const row = await insertPopup(d.db, { ...popupFields(body), regId: principal.memberId });
    return row.popupId;
  });
  return { code: '00', message: ko.content.board.inserted, popupId };
}

export async function updatePopupAdmin(
  deps: ContentTxDeps,
  body: PopupUpdate,
  files: UploadedFile[],
  principal: Principal,
): Promise<{ code: '00'; message: string; popupId: number }> {
  const checked = checkFiles(files, IMAGE_TYPES);
  await loadPopup(deps, body.popupId);
  await deps.transaction(async (d) => {
    await updatePopup(d.db, body.popupId, popupFields(body));
    await storeFiles(d, checked, { ownerKind: POPUP, ownerId: String(body.popupId) }, principal);
  });
  return { code: '00', message: ko.content.board.updated, popupId: body.popupId };
}

export async function deletePopupAdmin(
  deps: ContentTxDeps,
  popupId: number,
): Promise<{ code: '00'; message: string }> {
  await loadPopup(deps, popupId);
  await deleteWithFiles(deps, POPUP, popupId, (d) => deletePopup(d.db, popupId));
  return { code: '00', message: ko.content.board.deleted };
}

// ── banners ──────────────────────────────────────────────────────────────────

function bannerView(row: BannerRow, files: AttachmentRow[] | number): BannerView {
  const count = typeof files === 'number' ? files : files.length;
  return {
    bannerId: row.bannerId,
    title: row.title,
    bannerOrder: row.bannerOrder,
    linkUrl: row.linkUrl,
    regDttm: formatKst(row.regDttm),
    updDttm: formatKst(row.updDttm),
    useYn: yn(row.useYn),
    useYnNm: useYnNm(row.useYn),
    atchCnt: count,
    bannerContents: row.bannerContents,
    imageUrl: count > 0 ? bannerImageUrl(row.bannerId) : null,
  };
}

export async function listBannerAdmin(
  deps: ContentDeps,
  q: ListQuery,
): Promise<ListPage<BannerListResponse['bannerList'][number]>> {
  const { rows, total } = await listBanners(deps.db, q);
  const counts = await countAttachments(
    deps.db,
    BANNER,
    rows.map((r) => String(r.bannerId)),
  );
  return {
    rows: rows.map((r, i) => {
      const v = bannerView(r, counts.get(String(r.bannerId)) ?? 0);
      return {
        bannerId: v.bannerId,
        indexNo: total - q.firstIndex - i,
        title: v.title,
        bannerOrder: v.bannerOrder,
        linkUrl: v.linkUrl,
        regDttm: v.regDttm,
        useYn: v.useYn,
        useYnNm: v.useYnNm,
        atchCnt: v.atchCnt,
      };
    }),
    total,
  };
}

async function loadBanner(deps: ContentDeps, bannerId: number): Promise<BannerRow> {
  const row = await findBanner(deps.db, bannerId);
  if (!row) throw new AppError('BANNER_NOT_FOUND', 404);
  return row;
}

export async function viewBannerAdmin(deps: ContentDeps, bannerId: number): Promise<BannerViewResponse> {
  const row = await loadBanner(deps, bannerId);
  const files = await listAttachments(deps.db, BANNER, String(bannerId));
  return { bannerView: bannerView(row, files), attachList: files.map(toAttachmentDto) };
}

function bannerFields(body: BannerInsert) {
  return {
    title: body.title,
    useYn: body.useYn,
    linkUrl: body.linkUrl,
    bannerContents: sanitizeHtml(body.bannerContents),
    bannerOrder: body.bannerOrder,
  };
}

export async function insertBannerAdmin(
  deps: ContentTxDeps,
  body: BannerInsert,
  files: UploadedFile[],
  principal: Principal,
): Promise<{ code: '00'; message: string; bannerId: number }> {
  const checked = checkFiles(files, IMAGE_TYPES);
  const bannerId = await insertWithFiles(deps, checked, BANNER, principal, async (d) => {
    const row = await insertBanner(d.db, { ...bannerFields(body), regId: principal.memberId });
    return row.bannerId;
  });
  return { code: '00', message: ko.content.board.inserted, bannerId };
}

/** Edits a banner; a new image replaces the old one (one image per banner). */
export async function updateBannerAdmin(
  deps: ContentTxDeps,
  body: BannerUpdate,
  files: UploadedFile[],
  principal: Principal,
): Promise<{ code: '00'; message: string; bannerId: number }> {
  const checked = checkFiles(files, IMAGE_TYPES);
  await loadBanner(deps, body.bannerId);
  const replaced = await deps.transaction(async (d) => {
    await updateBanner(d.db, body.bannerId, bannerFields(body));
    if (checked.length === 0) return [];
    const old = await deleteAttachmentsOf(d.db, BANNER, String(body.bannerId));
    await storeFiles(d, checked, { ownerKind: BANNER, ownerId: String(body.bannerId) }, principal);
    return old;
  });
  await removeStoredFiles(deps.storage, replaced);
  return { code: '00', message: ko.content.board.updated, bannerId: body.bannerId };
}

export async function deleteBannerAdmin(
  deps: ContentTxDeps,
  bannerId: number,
): Promise<{ code: '00'; message: string }> {
  await loadBanner(deps, bannerId);
  await deleteWithFiles(deps, BANNER, bannerId, (d) => deleteBanner(d.db, bannerId));
  return { code: '00', message: ko.content.board.deleted };
}

/** The image of a banner in use (administrators see any banner's image). */
export async function findBannerImage(
  deps: ContentDeps,
  bannerId: number,
  principal: Principal | null,
): Promise<AttachmentRow> {
  const row = await findBanner(deps.db, bannerId);
  if (!row || (row.useYn !== 'Y' && principal?.authorCode !== 'ROLE_ADMIN')) {
    throw new AppError('FILE_NOT_FOUND', 404);
  }
  const [file] = await listAttachments(deps.db, BANNER, String(bannerId));
  if (!file) throw new AppError('FILE_NOT_FOUND', 404);
  return file;
}

export async function findContentDownload(
  deps: ContentDeps,
  kind: 'popup' | 'banner',
  query: DownloadQuery,
): Promise<AttachmentRow> {
  return findDownload(deps.db, query, [kind]);
}

// ── main page ────────────────────────────────────────────────────────────────

/** What /main shows: popups in use today, banners in use by order, the 5 latest notices. */
export async function mainContent(deps: ContentDeps, now: Date = new Date()): Promise<MainContentResponse> {
  const nowKst = formatKst(now);
  const popups = await activePopups(deps.db, nowKst);
  const banners = await activeBanners(deps.db);
  const bannerFiles = await countAttachments(
    deps.db,
    BANNER,
    banners.map((b) => String(b.bannerId)),
  );
  return {
    popups: popups.map((p) => ({
      popupId: p.popupId,
      title: p.title,
      posX: p.posX,
      posY: p.posY,
      sizeX: p.sizeX,
      sizeY: p.sizeY,
      linkUrl: p.linkUrl,
      popupContents: p.popupContents,
      openDate: p.openDate,
      closeDate: p.closeDate,
    })),
    banners: banners.map((b) => ({
      bannerId: b.bannerId,
      title: b.title,
      bannerOrder: b.bannerOrder,
      linkUrl: b.linkUrl,
      bannerContents: b.bannerContents,
      imageUrl: (bannerFiles.get(String(b.bannerId)) ?? 0) > 0 ? bannerImageUrl(b.bannerId) : null,
    })),
    notices: await latestNotices(deps, 5),
  };
}
