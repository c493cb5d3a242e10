import { z } from 'zod';
import { attachmentSchema, htmlSchema, idParam, listQuerySchema, titleSchema } from '../content/common';
import { ko } from '../messages/ko';

/** The two boards (spec 3 §3): notices and FAQ. */
export const BBS_CODES = ['notice', 'faq'] as const;
export type BbsCd = (typeof BBS_CODES)[number];
export const bbsCdSchema = z.enum(BBS_CODES, { error: ko.content.board.wrongBbsCd });

/** GET /api/board/{notice|faq}/list.json and the admin list (spec 2 §7, spec 3 §7 "Boards"). */
export const boardListQuerySchema = listQuerySchema.extend({ bbsCd: bbsCdSchema.optional() });
export type BoardListQuery = z.infer<typeof boardListQuerySchema>;

export const boardListItemSchema = z.object({
  atclId: z.number(),
  bbsCd: bbsCdSchema,
  /** row number from the newest (total - firstIndex - i) */
  indexNo: z.number(),
  title: z.string(),
  regNm: z.string(),
  regDttm: z.string(),
  updNm: z.string(),
  updDttm: z.string(),
  hits: z.number(),
  atchCnt: z.number(),
  /** sanitised HTML: only in FAQ lists (the accordion shows the answer) */
  cts: z.string().optional(),
});
export type BoardListItem = z.infer<typeof boardListItemSchema>;

export const boardListResponseSchema = z.object({
  boardList: z.array(boardListItemSchema),
  boardTotalCount: z.number(),
});
export type BoardListResponse = z.infer<typeof boardListResponseSchema>;

/** GET …/view.json: atclId, bbsCd and the list's search context (prev/next follow the same search). */
export const boardViewQuerySchema = boardListQuerySchema
  .pick({ searchCondition: true, searchKeyword: true })
  .extend({
    atclId: idParam,
    bbsCd: bbsCdSchema.optional(),
  });
export type BoardViewQuery = z.infer<typeof boardViewQuerySchema>;

export const boardViewSchema = z.object({
  atclId: z.number(),
  bbsCd: bbsCdSchema,
  title: z.string(),
  /** sanitised HTML */
  cts: z.string(),
  regNm: z.string(),
  regDttm: z.string(),
  updNm: z.string(),
  updDttm: z.string(),
  hits: z.number(),
  atchCnt: z.number(),
});
export type BoardView = z.infer<typeof boardViewSchema>;

export const boardNeighbourSchema = z.object({ atclId: z.number(), title: z.string() }).nullable();

export const boardViewResponseSchema = z.object({
  boardView: boardViewSchema,
  attachList: z.array(attachmentSchema),
  /** the newer article (null at the newest) */
  boardViewNext: boardNeighbourSchema,
  /** the older article (null at the oldest) */
  boardViewPrev: boardNeighbourSchema,
});
export type BoardViewResponse = z.infer<typeof boardViewResponseSchema>;

/** GET /api/admin/board/{bbsCd}/view.json (no hit counted, no neighbours). */
export const adminBoardViewResponseSchema = z.object({
  boardView: boardViewSchema,
  attachList: z.array(attachmentSchema),
});
export type AdminBoardViewResponse = z.infer<typeof adminBoardViewResponseSchema>;

/** GET /api/admin/board/{bbsCd}/getAttachList.json */
export const attachListQuerySchema = z.object({ atclId: idParam });
export const attachListResponseSchema = z.object({ attachList: z.array(attachmentSchema) });

/** POST /api/admin/board/{bbsCd}/insertAction.json (multipart: title, cts, bbsCd, files — one file). */
export const boardInsertSchema = z.object({
  title: titleSchema,
  cts: htmlSchema.refine(
    (v) =>
      v
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() !== '' || /<img\b/i.test(v),
    {
      message: ko.validation.required,
    },
  ),
  bbsCd: bbsCdSchema.optional(),
});
export type BoardInsert = z.infer<typeof boardInsertSchema>;

/** POST /api/admin/board/{bbsCd}/updateAction.json (multipart: atclId, title, cts, files). */
export const boardUpdateSchema = boardInsertSchema.extend({ atclId: idParam });
export type BoardUpdate = z.infer<typeof boardUpdateSchema>;

/** POST /api/admin/board/{bbsCd}/deleteAll.json */
export const boardDeleteSchema = z.object({ atclId: idParam });

/** POST /api/admin/board/{bbsCd}/deleteAttachFile.json */
export const deleteAttachFileSchema = z.object({
  atchFileId: z.string({ error: ko.common.invalidAccess }).min(1, ko.common.invalidAccess).max(100),
  filePath: z.string().max(200).optional(),
  saveNm: z.string().max(100).optional(),
  fileExt: z.string().max(20).optional(),
  repoId: z.string().max(40).optional(),
});

/** Answer of admin board writes. */
export const boardActionResponseSchema = z.object({
  code: z.literal('00'),
  message: z.string(),
  atclId: z.number().optional(),
});
export type BoardActionResponse = z.infer<typeof boardActionResponseSchema>;
