import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every uploaded file of the portal, whatever it belongs to (notice, FAQ, inquiry, popup, banner, editor
 * image, business-registration document…). The file itself lives in the storage (integrations/storage)
 * under (repoId, filePath, saveNm, fileExt); viewNm is the original (Korean) name, only ever shown back.
 */
export const attachments = pgTable(
  'attachments',
  {
    atchFileId: text('atch_file_id').primaryKey(),
    /** what owns the file: 'notice' | 'faq' | 'inquiry' | 'popup' | 'banner' | 'editor' | other areas' kinds */
    ownerKind: text('owner_kind').notNull(),
    /** the owner's id as text ('' for editor images) */
    ownerId: text('owner_id').notNull().default(''),
    repoId: text('repo_id').notNull(),
    filePath: text('file_path').notNull(),
    saveNm: text('save_nm').notNull(),
    viewNm: text('view_nm').notNull(),
    fileExt: text('file_ext').notNull(),
    fileSize: integer('file_size').notNull(),
    /** who uploaded it (member id), null for anonymous uploads */
    regId: text('reg_id'),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attachments_stored_uq').on(t.repoId, t.filePath, t.saveNm),
    index('attachments_owner_idx').on(t.ownerKind, t.ownerId),
  ],
);

/** Notices and FAQ (bbsCd 'notice' | 'faq'); cts is sanitised HTML. */
export const boardArticles = pgTable(
  'board_articles',
  {
    atclId: bigserial('atcl_id', { mode: 'number' }).primaryKey(),
    bbsCd: text('bbs_cd').notNull(),
    title: text('title').notNull(),
    cts: text('cts').notNull(),
    regId: text('reg_id'),
    regNm: text('reg_nm').notNull().default(''),
    regDttm: tsz('reg_dttm').notNull().defaultNow(),
    updId: text('upd_id'),
    updNm: text('upd_nm').notNull().default(''),
    updDttm: tsz('upd_dttm').notNull().defaultNow(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('board_articles_bbs_idx').on(t.bbsCd, t.atclId)],
);

/** One row per viewer, article and day: a view counts once per visitor cookie per article per day. */
export const boardHits = pgTable(
  'board_hits',
  {
    atclId: integer('atcl_id').notNull(),
    /** SHA-256 of the visitor cookie */
    viewerKey: text('viewer_key').notNull(),
    /** YYYY-MM-DD (Asia/Seoul) */
    viewDate: text('view_date').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.atclId, t.viewerKey, t.viewDate] }),
    index('board_hits_created_idx').on(t.createdAt),
  ],
);

/** Q&A questions with their (single) answer. */
export const inquiries = pgTable(
  'inquiries',
  {
    inquiryId: bigserial('inquiry_id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    /** plain text as typed */
    content: text('content').notNull(),
    /** member login id, or '비회원' */
    writer: text('writer').notNull(),
    writerEsntlId: text('writer_esntl_id'),
    nondisclosure: boolean('nondisclosure').notNull().default(false),
    /** scrypt hash, set for secret questions */
    passwordHash: text('password_hash'),
    createdate: tsz('createdate').notNull().defaultNow(),
    /** sanitised HTML of the answer, null while waiting */
    answerContent: text('answer_content'),
    respondent: text('respondent'),
    answerEsntlId: text('answer_esntl_id'),
    answerDttm: tsz('answer_dttm'),
  },
  (t) => [index('inquiries_createdate_idx').on(t.createdate)],
);

/** A verified inquiry password: this browser (visitor cookie hash) may read this secret question until expiresAt. */
export const inquiryGrants = pgTable(
  'inquiry_grants',
  {
    viewerKey: text('viewer_key').notNull(),
    inquiryId: integer('inquiry_id').notNull(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerKey, t.inquiryId] }),
    index('inquiry_grants_expires_idx').on(t.expiresAt),
  ],
);

/** Main-page popups. openDate / closeDate are 'YYYY-MM-DD HH:mm:ss' in Asia/Seoul (close ends at 23:59:59). */
export const popups = pgTable('popups', {
  popupId: bigserial('popup_id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  openDate: text('open_date').notNull(),
  closeDate: text('close_date').notNull(),
  useYn: text('use_yn').notNull().default('Y'),
  posX: integer('pos_x').notNull(),
  posY: integer('pos_y').notNull(),
  sizeX: integer('size_x').notNull(),
  sizeY: integer('size_y').notNull(),
  linkUrl: text('link_url').notNull().default(''),
  popupContents: text('popup_contents').notNull().default(''),
  regId: text('reg_id'),
  regDttm: tsz('reg_dttm').notNull().defaultNow(),
  updDttm: tsz('upd_dttm').notNull().defaultNow(),
});

/** Main-page banners, shown by bannerOrder. */
export const banners = pgTable('banners', {
  bannerId: bigserial('banner_id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  bannerContents: text('banner_contents').notNull().default(''),
  useYn: text('use_yn').notNull().default('Y'),
  bannerOrder: integer('banner_order').notNull(),
  linkUrl: text('link_url').notNull().default(''),
  regId: text('reg_id'),
  regDttm: tsz('reg_dttm').notNull().defaultNow(),
  updDttm: tsz('upd_dttm').notNull().defaultNow(),
});
