import { z } from 'zod';
import { ko } from '../messages/ko';

/** Page size of every public and admin list (spec 2 §9, spec 3 §9). */
export const PAGE_SIZE = 10;
/** The most rows one list request may ask for (no "pageUnit 10000" downloads). */
export const MAX_PAGE_SIZE = 100;
/** Longest title accepted (notices, FAQ, questions, popups, banners). */
export const TITLE_MAX = 200;
/** Longest stored HTML body (before sanitising). */
export const HTML_MAX = 500_000;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A numeric query/form parameter with a default and bounds ('' counts as missing). */
export function intParam(def: number, min: number, max: number, message: string = ko.validation.invalid) {
  return z.preprocess(
    (v) => emptyToUndefined(v) ?? def,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** A required positive id in a query or form ('잘못된 접근입니다.' when missing or malformed). */
export const idParam = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: ko.common.invalidAccess })
    .int(ko.common.invalidAccess)
    .min(1, ko.common.invalidAccess)
    .max(2_147_483_647, ko.common.invalidAccess),
);

/** searchCondition 1 title, 2 content, 3 both (spec 2 §9, spec 3 §9); anything else means "title". */
export const searchConditionSchema = z.preprocess(
  emptyToUndefined,
  z.enum(['1', '2', '3'], { error: ko.validation.invalid }).optional(),
);

/** The common search and paging parameters of list endpoints (firstIndex = (page-1)*10). */
export const listQuerySchema = z.object({
  searchCondition: searchConditionSchema,
  searchKeyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(100, ko.validation.tooLong(100)).optional(),
  ),
  recordCountPerPage: intParam(PAGE_SIZE, 1, MAX_PAGE_SIZE),
  firstIndex: intParam(0, 0, 10_000_000),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A plain-text title: required, at most 200 characters; HTML in it is kept as text. */
export const titleSchema = z
  .string({ error: ko.validation.required })
  .trim()
  .min(1, ko.validation.required)
  .max(TITLE_MAX, ko.validation.tooLong(TITLE_MAX));

/** Rich HTML from the editor (sanitised by the server before it is stored). */
export const htmlSchema = z
  .string({ error: ko.validation.required })
  .max(HTML_MAX, ko.validation.tooLong(HTML_MAX));

/** Y / N flags. */
export const ynSchema = z.enum(['Y', 'N'], { error: ko.validation.required });

/** An uploaded file as the browser sees it (spec 3 §3 "Attachment"). */
export const attachmentSchema = z.object({
  atchFileId: z.string(),
  filePath: z.string(),
  saveNm: z.string(),
  viewNm: z.string(),
  fileExt: z.string(),
  repoId: z.string(),
  fileSize: z.number(),
  regDttm: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Query of every download endpoint (browser navigation); viewNm is informative, the stored name is used. */
export const downloadQuerySchema = z.object({
  filePath: z.string({ error: ko.common.invalidAccess }).max(200),
  saveNm: z.string({ error: ko.common.invalidAccess }).max(100),
  viewNm: z.string().max(300).optional(),
  fileExt: z.string({ error: ko.common.invalidAccess }).max(20),
  repoId: z.string({ error: ko.common.invalidAccess }).max(40),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** The answer of admin writes: code '00' on success and a Korean message the web alerts. */
export const actionResponseSchema = z.object({
  code: z.literal('00'),
  message: z.string(),
});
export type ActionResponse = z.infer<typeof actionResponseSchema>;
