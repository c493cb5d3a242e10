import type { Principal } from '@parking/shared/auth/roles';
import {
  adminBoardViewResponseSchema,
  attachListQuerySchema,
  attachListResponseSchema,
  type BbsCd,
  bbsCdSchema,
  boardActionResponseSchema,
  boardDeleteSchema,
  boardInsertSchema,
  boardListQuerySchema,
  boardListResponseSchema,
  boardUpdateSchema,
  boardViewQuerySchema,
  boardViewResponseSchema,
  deleteAttachFileSchema,
} from '@parking/shared/boards/schemas';
import { downloadQuerySchema } from '@parking/shared/content/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ContentTxDeps, contentDeps } from '../../lib/attachments';
import { sendDownload } from '../../lib/uploads';
import { adminOf, requireRole } from '../../plugins/guards';
import type { UploadedFile } from '../../plugins/multipart';
import { visitorKey } from '../../plugins/visitor';
import {
  adminViewBoard,
  assertSameBoard,
  attachListOf,
  deleteBoard,
  deleteBoardAttachment,
  findAdminBoardDownload,
  findPublicBoardDownload,
  insertBoard,
  listBoard,
  updateBoard,
  viewBoard,
} from './boards.service';

const params = z.object({ bbsCd: bbsCdSchema });

const admin = requireRole('ROLE_ADMIN');

/** Notices and FAQ: public (spec 2 §7 "Notices and FAQ") and admin (spec 3 §7 "Boards"). */
export const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => contentDeps(app);

  // ── public ────────────────────────────────────────────────────────────────
  app.get(
    '/api/board/:bbsCd/list.json',
    {
      schema: {
        tags: ['boards'],
        summary: 'Notice / FAQ list (search and server paging)',
        params,
        querystring: boardListQuerySchema,
        response: { 200: boardListResponseSchema },
      },
    },
    async (request) => {
      assertSameBoard(request.params.bbsCd, request.query.bbsCd);
      return listBoard(deps(), request.params.bbsCd, request.query);
    },
  );

  app.get(
    '/api/board/:bbsCd/view.json',
    {
      schema: {
        tags: ['boards'],
        summary:
          'Notice / FAQ article with attachments and neighbours (counts a hit once per visitor per day)',
        params,
        querystring: boardViewQuerySchema,
        response: { 200: boardViewResponseSchema },
      },
    },
    async (request, reply) => {
      assertSameBoard(request.params.bbsCd, request.query.bbsCd);
      reply.header('cache-control', 'no-store');
      return viewBoard(deps(), request.params.bbsCd, request.query, visitorKey(request, reply));
    },
  );

  app.get(
    '/api/board/:bbsCd/download.json',
    {
      schema: {
        tags: ['boards'],
        summary: 'Download an attachment of a notice or FAQ article',
        params,
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await findPublicBoardDownload(deps(), request.query);
      return sendDownload(reply, row);
    },
  );

  // ── admin ─────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/board/:bbsCd/list.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-boards'],
        summary: 'Admin notice / FAQ list',
        params,
        querystring: boardListQuerySchema,
        response: { 200: boardListResponseSchema },
      },
    },
    async (request) => {
      assertSameBoard(request.params.bbsCd, request.query.bbsCd);
      return listBoard(deps(), request.params.bbsCd, request.query);
    },
  );

  app.get(
    '/api/admin/board/:bbsCd/view.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-boards'],
        summary: 'Admin article view (no hit counted)',
        params,
        querystring: boardViewQuerySchema,
        response: { 200: adminBoardViewResponseSchema },
      },
    },
    async (request) => {
      assertSameBoard(request.params.bbsCd, request.query.bbsCd);
      return adminViewBoard(deps(), request.params.bbsCd, request.query.atclId);
    },
  );

  app.get(
    '/api/admin/board/:bbsCd/getAttachList.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-boards'],
        summary: 'Attachments of an article',
        params,
        querystring: attachListQuerySchema,
        response: { 200: attachListResponseSchema },
      },
    },
    async (request) => attachListOf(deps(), request.params.bbsCd, request.query.atclId),
  );

  app.get(
    '/api/admin/board/:bbsCd/download.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-boards'],
        summary: 'Download an attachment',
        params,
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await findAdminBoardDownload(deps(), request.params.bbsCd, request.query);
      return sendDownload(reply, row);
    },
  );

  /** insertAction / updateAction: the same guard, path check and multipart handling. */
  const writeRoute = <B extends { bbsCd?: BbsCd | undefined }>(
    action: 'insertAction' | 'updateAction',
    summary: string,
    body: z.ZodType<B>,
    write: (
      d: ContentTxDeps,
      bbsCd: BbsCd,
      body: B,
      files: UploadedFile[],
      principal: Principal,
    ) => Promise<z.infer<typeof boardActionResponseSchema>>,
  ) =>
    app.post(
      `/api/admin/board/:bbsCd/${action}.json`,
      {
        onRequest: admin,
        schema: {
          tags: ['admin-boards'],
          summary,
          params,
          body,
          response: { 200: boardActionResponseSchema },
        },
      },
      async (request) => {
        const input = request.body as B;
        assertSameBoard(request.params.bbsCd, input.bbsCd);
        return write(deps(), request.params.bbsCd, input, request.uploadedFiles, adminOf(request));
      },
    );

  writeRoute(
    'insertAction',
    'Register an article (multipart: title, cts, bbsCd, files — one file)',
    boardInsertSchema,
    insertBoard,
  );
  writeRoute(
    'updateAction',
    'Edit an article (multipart: atclId, title, cts, files — one new file)',
    boardUpdateSchema,
    updateBoard,
  );

  app.post(
    '/api/admin/board/:bbsCd/deleteAll.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-boards'],
        summary: 'Delete an article with its attachments',
        params,
        body: boardDeleteSchema,
        response: { 200: boardActionResponseSchema },
      },
    },
    async (request) => deleteBoard(deps(), request.params.bbsCd, request.body.atclId),
  );

  app.post(
    '/api/admin/board/:bbsCd/deleteAttachFile.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-boards'],
        summary: 'Delete one attachment of an article',
        params,
        body: deleteAttachFileSchema,
        response: { 200: boardActionResponseSchema },
      },
    },
    async (request) => deleteBoardAttachment(deps(), request.params.bbsCd, request.body),
  );
};
