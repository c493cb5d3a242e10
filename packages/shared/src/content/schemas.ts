import { z } from 'zod';
import {
  actionAnswer,
  defineAdminResource,
  idInput,
  listAnswer,
  listQuery,
  viewAnswer,
  withAttachList,
} from '../common/admin-resource';
import { ko } from '../messages/ko';
import { downloadQuerySchema, htmlSchema, idParam, listQuerySchema, titleSchema, ynSchema } from './common';

export const POPUP_MAX_SIZE = 640;
/** Defaults of a new popup (spec 3 §9). */
export const POPUP_DEFAULTS = { posX: 500, posY: 1000, sizeX: 540, sizeY: 540, useYn: 'Y' } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: \d{2}:\d{2}(?::\d{2})?)?$/;

function validDay(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === `${m[1]}-${m[2]}-${m[3]}`;
}

/** 'YYYY-MM-DD' (a time part, as the legacy close date '… 23:59:59', is accepted and ignored). */
const dayString = z
  .string({ error: ko.content.popup.required })
  .trim()
  .refine(validDay, ko.content.popup.dateInvalid)
  .transform((s) => s.slice(0, 10));

const coord = (message: string, max = 10_000) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(0, message).max(max, message),
  );

/** Links may be blank; otherwise http(s) or a site path. */
export const linkUrlSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
  z
    .string()
    .max(500, ko.validation.tooLong(500))
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s<>"']+$/i.test(v) || /^\/(?!\/)[^\s<>"']*$/.test(v),
      ko.content.linkInvalid,
    ),
);

/** POST /api/admin/popup/insertAction.json (spec 3 §7 "Popups"). */
export const popupInsertSchema = z
  .object({
    title: titleSchema,
    openDateString: dayString,
    closeDateString: dayString,
    useYn: ynSchema,
    posX: coord(ko.content.popup.required),
    posY: coord(ko.content.popup.required),
    sizeX: coord(ko.content.popup.required).refine((n) => n >= 1, ko.content.popup.required),
    sizeY: coord(ko.content.popup.heightMax, POPUP_MAX_SIZE).refine((n) => n >= 1, ko.content.popup.required),
    linkUrl: linkUrlSchema,
    popupContents: htmlSchema.default(''),
  })
  .refine((v) => v.openDateString <= v.closeDateString, {
    path: ['closeDateString'],
    message: ko.content.popup.dateOrder,
  });
export type PopupInsert = z.infer<typeof popupInsertSchema>;

export const popupUpdateSchema = z.object({ popupId: idParam }).and(popupInsertSchema);
export type PopupUpdate = z.infer<typeof popupUpdateSchema>;

export const popupIdSchema = idInput('popupId');

export const popupListItemSchema = z.object({
  popupId: z.number(),
  indexNo: z.number(),
  title: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  openDate: z.string(),
  closeDate: z.string(),
  regDttm: z.string(),
  atchCnt: z.number(),
  useYn: ynSchema,
  /** '사용' | '미사용' */
  useYnNm: z.string(),
});
/** Spec 3 §2.1 pages the popup list on the client: without paging parameters the whole filtered list. */
export const popupListQuerySchema = listQuery({ paging: 'client' });
export const popupListAnswer = listAnswer(
  { rows: 'popupList', total: 'popupTotalCount' },
  popupListItemSchema,
);
export const popupListResponseSchema = popupListAnswer.schema;
export type PopupListResponse = z.infer<typeof popupListResponseSchema>;

export const popupViewSchema = popupListItemSchema.omit({ indexNo: true }).extend({
  posX: z.number(),
  posY: z.number(),
  sizeX: z.number(),
  sizeY: z.number(),
  linkUrl: z.string(),
  /** sanitised HTML */
  popupContents: z.string(),
  updDttm: z.string(),
});
export type PopupView = z.infer<typeof popupViewSchema>;
export const popupViewResponseSchema = viewAnswer('popupView', popupViewSchema, withAttachList);
export type PopupViewResponse = z.infer<typeof popupViewResponseSchema>;

export const popupActionResponseSchema = actionAnswer('popupId');

/** POST /api/admin/banner/insertAction.json (spec 3 §7 "Banners"): one image. */
export const bannerInsertSchema = z.object({
  title: titleSchema,
  useYn: ynSchema,
  linkUrl: linkUrlSchema,
  bannerContents: htmlSchema.default(''),
  bannerOrder: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: ko.content.banner.orderInvalid })
      .int(ko.content.banner.orderInvalid)
      .min(0, ko.content.banner.orderInvalid)
      .max(99, ko.content.banner.orderInvalid),
  ),
});
export type BannerInsert = z.infer<typeof bannerInsertSchema>;
export const bannerUpdateSchema = bannerInsertSchema.extend({ bannerId: idParam });
export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;
export const bannerIdSchema = idInput('bannerId');

export const bannerListItemSchema = z.object({
  bannerId: z.number(),
  indexNo: z.number(),
  title: z.string(),
  bannerOrder: z.number(),
  linkUrl: z.string(),
  regDttm: z.string(),
  useYn: ynSchema,
  useYnNm: z.string(),
  atchCnt: z.number(),
});
export const bannerListAnswer = listAnswer(
  { rows: 'bannerList', total: 'bannerTotalCount' },
  bannerListItemSchema,
);
export const bannerListResponseSchema = bannerListAnswer.schema;
export type BannerListResponse = z.infer<typeof bannerListResponseSchema>;

export const bannerViewSchema = bannerListItemSchema.omit({ indexNo: true }).extend({
  /** sanitised HTML */
  bannerContents: z.string(),
  updDttm: z.string(),
  /** public URL of the banner image, null without one */
  imageUrl: z.string().nullable(),
});
export type BannerView = z.infer<typeof bannerViewSchema>;
export const bannerViewResponseSchema = viewAnswer('bannerView', bannerViewSchema, withAttachList);
export type BannerViewResponse = z.infer<typeof bannerViewResponseSchema>;

export const bannerActionResponseSchema = actionAnswer('bannerId');

/** The banner list query (search conditions 1 title, 2 content, 3 both; server paging). */
export const contentListQuerySchema = listQuerySchema;

/** Popups (spec 3 §7 "Popups"). */
export const popupResource = defineAdminResource({
  tag: 'admin-content',
  base: '/api/admin/popup/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'Popup list (search; the whole list unless a page is asked for)',
      input: popupListQuerySchema,
      answer: popupListAnswer,
    },
    view: { path: 'view.json', summary: 'Popup view', input: popupIdSchema, answer: popupViewResponseSchema },
    insert: {
      path: 'insertAction.json',
      summary: 'Register a popup (form or multipart with one image)',
      input: popupInsertSchema,
      answer: popupActionResponseSchema,
      attachments: 1,
    },
    update: {
      path: 'updateAction.json',
      summary: 'Edit a popup',
      input: popupUpdateSchema,
      answer: popupActionResponseSchema,
      attachments: 1,
    },
    delete: {
      path: 'delete.json',
      summary: 'Delete a popup',
      input: popupIdSchema,
      answer: popupActionResponseSchema,
    },
    download: { path: 'download.json', summary: 'Download a popup attachment', input: downloadQuerySchema },
  },
});

/** Banners (spec 3 §7 "Banners"). */
export const bannerResource = defineAdminResource({
  tag: 'admin-content',
  base: '/api/admin/banner/',
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'Banner list (search and paging, by order)',
      input: contentListQuerySchema,
      answer: bannerListAnswer,
    },
    view: {
      path: 'view.json',
      summary: 'Banner view',
      input: bannerIdSchema,
      answer: bannerViewResponseSchema,
    },
    insert: {
      path: 'insertAction.json',
      summary: 'Register a banner (multipart with one image)',
      input: bannerInsertSchema,
      answer: bannerActionResponseSchema,
      attachments: 1,
    },
    update: {
      path: 'updateAction.json',
      summary: 'Edit a banner (a new image replaces the old one)',
      input: bannerUpdateSchema,
      answer: bannerActionResponseSchema,
      attachments: 1,
    },
    delete: {
      path: 'delete.json',
      summary: 'Delete a banner',
      input: bannerIdSchema,
      answer: bannerActionResponseSchema,
    },
    download: { path: 'download.json', summary: 'Download a banner image', input: downloadQuerySchema },
  },
});

/** GET /api/main/content.json (public): what the main page shows. */
export const mainContentResponseSchema = z.object({
  popups: z.array(
    z.object({
      popupId: z.number(),
      title: z.string(),
      posX: z.number(),
      posY: z.number(),
      sizeX: z.number(),
      sizeY: z.number(),
      linkUrl: z.string(),
      popupContents: z.string(),
      openDate: z.string(),
      closeDate: z.string(),
    }),
  ),
  banners: z.array(
    z.object({
      bannerId: z.number(),
      title: z.string(),
      bannerOrder: z.number(),
      linkUrl: z.string(),
      bannerContents: z.string(),
      imageUrl: z.string().nullable(),
    }),
  ),
  notices: z.array(z.object({ atclId: z.number(), title: z.string(), regDttm: z.string() })),
});
export type MainContentResponse = z.infer<typeof mainContentResponseSchema>;

/** POST /api/ckeditor/upload/image: `{ url }` or `{ error: { message } }`. */
export const editorUploadResponseSchema = z.union([
  z.object({ url: z.string() }),
  z.object({ error: z.object({ message: z.string() }) }),
]);
export type EditorUploadResponse = z.infer<typeof editorUploadResponseSchema>;
