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
import { attachmentSchema, downloadQuerySchema, htmlSchema, idParam, titleSchema } from '../content/common';
import { ko } from '../messages/ko';

/** The two boards (spec 3 §3): notices and FAQ. */
export const BBS_CODES = ['notice', 'faq'] as const;
export type BbsCd = (typeof BBS_CODES)[number];
export const bbsCdSchema = z.enum(BBS_CODES, { error: ko.content.board.wrongBbsCd });

/** GET /api/board/{notice|faq}/list.json and the admin list (spec 2 §7, spec 3 §7 "Boards"). */
export const boardListQuerySchema = listQuery({ paging: 'server', extra: { bbsCd: bbsCdSchema.optional() } });
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

export const boardListAnswer = listAnswer(
  { rows: 'boardList', total: 'boardTotalCount' },
  boardListItemSchema,
);
export const boardListResponseSchema = boardListAnswer.schema;
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
export const adminBoardViewResponseSchema = viewAnswer('boardView', boardViewSchema, withAttachList);
export type AdminBoardViewResponse = z.infer<typeof adminBoardViewResponseSchema>;

/** GET /api/admin/board/{bbsCd}/getAttachList.json */
export const attachListQuerySchema = idInput('atclId');
export const attachListResponseSchema = z.object(withAttachList);

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
export const boardDeleteSchema = idInput('atclId');

/** POST /api/admin/board/{bbsCd}/deleteAttachFile.json */
export const deleteAttachFileSchema = z.object({
  atchFileId: z.string({ error: ko.common.invalidAccess }).min(1, ko.common.invalidAccess).max(100),
  filePath: z.string().max(200).optional(),
  saveNm: z.string().max(100).optional(),
  fileExt: z.string().max(20).optional(),
  repoId: z.string().max(40).optional(),
});

/** Answer of admin board writes. */
export const boardActionResponseSchema = actionAnswer('atclId');
export type BoardActionResponse = z.infer<typeof boardActionResponseSchema>;

/** Notices and FAQ in the back office (spec 3 §7 "Boards"): one contract, the board in the path. */
export const boardResource = defineAdminResource({
  tag: 'admin-boards',
  base: '/api/admin/board/:bbsCd/',
  params: z.object({ bbsCd: bbsCdSchema }),
  endpoints: {
    list: {
      path: 'list.json',
      summary: 'Admin notice / FAQ list',
      input: boardListQuerySchema,
      answer: boardListAnswer,
    },
    view: {
      path: 'view.json',
      summary: 'Admin article view (no hit counted)',
      input: boardViewQuerySchema,
      answer: adminBoardViewResponseSchema,
    },
    getAttachList: {
      path: 'getAttachList.json',
      methods: ['GET'],
      summary: 'Attachments of an article',
      input: attachListQuerySchema,
      answer: attachListResponseSchema,
    },
    download: { path: 'download.json', summary: 'Download an attachment', input: downloadQuerySchema },
    insert: {
      path: 'insertAction.json',
      summary: 'Register an article (multipart: title, cts, bbsCd, files — one file)',
      input: boardInsertSchema,
      answer: boardActionResponseSchema,
      attachments: 1,
    },
    update: {
      path: 'updateAction.json',
      summary: 'Edit an article (multipart: atclId, title, cts, files — one new file)',
      input: boardUpdateSchema,
      answer: boardActionResponseSchema,
      attachments: 1,
    },
    delete: {
      path: 'deleteAll.json',
      summary: 'Delete an article with its attachments',
      input: boardDeleteSchema,
      answer: boardActionResponseSchema,
    },
    deleteAttachFile: {
      path: 'deleteAttachFile.json',
      summary: 'Delete one attachment of an article',
      input: deleteAttachFileSchema,
      answer: boardActionResponseSchema,
    },
  },
});
