import { z } from 'zod';
import { attachmentSchema, idParam, intParam, MAX_PAGE_SIZE, PAGE_SIZE, TITLE_MAX } from '../content/common';
import { ko } from '../messages/ko';

/** Longest question text. */
export const INQUIRY_CONTENT_MAX = 10_000;
export const INQUIRY_PASSWORD_MIN = 4;
export const INQUIRY_PASSWORD_MAX = 20;

/** GET /api/inquiry/list */
export const inquiryListQuerySchema = z.object({
  recordCountPerPage: intParam(PAGE_SIZE, 1, MAX_PAGE_SIZE),
  firstIndex: intParam(0, 0, 10_000_000),
});

export const INQUIRY_STATUSES = ['answered', 'waiting'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A list row: never the content (secret or not). */
export const inquiryListItemSchema = z.object({
  inquiryId: z.number(),
  indexNo: z.number(),
  title: z.string(),
  writer: z.string(),
  createdate: z.string(),
  nondisclosure: z.boolean(),
  status: z.enum(INQUIRY_STATUSES),
  /** '답변완료' | '답변대기' */
  statusNm: z.string(),
  atchCnt: z.number(),
});
export type InquiryListItem = z.infer<typeof inquiryListItemSchema>;

export const inquiryListResponseSchema = z.object({
  boardList: z.array(inquiryListItemSchema),
  boardTotalCount: z.number(),
});
export type InquiryListResponse = z.infer<typeof inquiryListResponseSchema>;

/** POST /api/inquiry/pwChk (form inquiryId, password) → true / false. */
export const inquiryPwChkSchema = z.object({
  inquiryId: idParam,
  password: z
    .string({ error: ko.content.inquiry.passwordRequired })
    .min(1, ko.content.inquiry.passwordRequired)
    .max(100),
});
export const inquiryPwChkResponseSchema = z.boolean();

const boolish = z.preprocess(
  (v) =>
    v === 'true' || v === 'Y' || v === '1' || v === true
      ? true
      : v === 'false' || v === 'N' || v === '0' || v === false || v === '' || v === undefined
        ? false
        : v,
  z.boolean({ error: ko.validation.invalid }),
);

/**
 * POST /api/inquiry/insert (multipart: writer, title, content, nondisclosure, password if secret, files —
 * the spec's fields; a passwordConfirm, when sent, must match). `writer` is decided by the server (member id or '비회원'); a sent value is ignored.
 */
export const inquiryInsertSchema = z
  .object({
    title: z
      .string({ error: ko.content.inquiry.titleAndContent })
      .trim()
      .min(1, ko.content.inquiry.titleAndContent)
      .max(TITLE_MAX, ko.validation.tooLong(TITLE_MAX)),
    content: z
      .string({ error: ko.content.inquiry.titleAndContent })
      .trim()
      .min(1, ko.content.inquiry.titleAndContent)
      .max(INQUIRY_CONTENT_MAX, ko.validation.tooLong(INQUIRY_CONTENT_MAX)),
    nondisclosure: boolish,
    password: z.string().max(100).optional(),
    passwordConfirm: z.string().max(100).optional(),
    writer: z.string().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.nondisclosure) return;
    const pw = v.password ?? '';
    if (pw === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: ko.content.inquiry.passwordRequired });
      return;
    }
    if (pw.length < INQUIRY_PASSWORD_MIN || pw.length > INQUIRY_PASSWORD_MAX) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: ko.content.inquiry.passwordLength });
      return;
    }
    if (v.passwordConfirm !== undefined && v.passwordConfirm !== pw) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirm'],
        message: ko.content.inquiry.passwordMismatch,
      });
    }
  });
export type InquiryInsert = z.infer<typeof inquiryInsertSchema>;

export const inquiryInsertResponseSchema = z.object({
  code: z.literal('00'),
  message: z.string(),
  inquiryId: z.number(),
});

/** POST /api/inquiry/view (form inquiryId); GET /api/inquiry/admin (query inquiryId). */
export const inquiryIdSchema = z.object({ inquiryId: idParam });

export const inquiryViewSchema = z.object({
  inquiryId: z.number(),
  title: z.string(),
  writer: z.string(),
  createdate: z.string(),
  /** plain text: render as text, never as HTML */
  content: z.string(),
  nondisclosure: z.boolean(),
  status: z.enum(INQUIRY_STATUSES),
  statusNm: z.string(),
});
export type InquiryView = z.infer<typeof inquiryViewSchema>;

export const inquiryAnswerSchema = z.object({
  inquiryId: z.number(),
  respondent: z.string(),
  /** sanitised HTML */
  content: z.string(),
  answerDate: z.string(),
});
export type InquiryAnswer = z.infer<typeof inquiryAnswerSchema>;

export const inquiryNeighbourSchema = z
  .object({ inquiryId: z.number(), title: z.string(), nondisclosure: z.boolean() })
  .nullable();

export const inquiryViewResponseSchema = z.object({
  inquiryView: inquiryViewSchema,
  attachList: z.array(attachmentSchema),
  answer: inquiryAnswerSchema.nullable(),
  /** the newer question */
  inquiryViewNext: inquiryNeighbourSchema,
  /** the older question */
  inquiryViewPrev: inquiryNeighbourSchema,
});
export type InquiryViewResponse = z.infer<typeof inquiryViewResponseSchema>;

export const inquiryAdminResponseSchema = z.object({
  result: z.object({ inquiry: inquiryViewSchema, answer: inquiryAnswerSchema.nullable() }),
  attachList: z.array(attachmentSchema),
});
export type InquiryAdminResponse = z.infer<typeof inquiryAdminResponseSchema>;

/** POST /api/inquiry/answer (form inquiryId, respondent, content) — ROLE_ADMIN. */
export const inquiryAnswerRequestSchema = z.object({
  inquiryId: idParam,
  respondent: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(50, ko.validation.tooLong(50)).optional(),
  ),
  content: z
    .string({ error: ko.validation.required })
    .max(200_000, ko.validation.tooLong(200_000))
    .refine(
      (v) =>
        v
          .replace(/<[^>]*>/g, '')
          .replace(/&nbsp;/g, ' ')
          .trim() !== '',
      ko.validation.required,
    ),
});

export const inquiryAnswerResponseSchema = inquiryAnswerSchema.extend({
  code: z.literal('00'),
  message: z.string(),
});
