import {
  bbsCdSchema,
  boardListAnswer,
  boardListQuerySchema,
  boardResource,
  boardViewQuerySchema,
  boardViewResponseSchema,
} from '@parking/shared/boards/schemas';
import { downloadQuerySchema } from '@parking/shared/content/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { contentDeps } from '../../lib/attachments';
import { sendDownload } from '../../lib/uploads';
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
        response: { 200: boardListAnswer.schema },
      },
    },
    async (request) => {
      assertSameBoard(request.params.bbsCd, request.query.bbsCd);
      return boardListAnswer.wrap(await listBoard(deps(), request.params.bbsCd, request.query));
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

  // ── admin: the board is in the path; a bbsCd sent in the query or body must agree with it ──
  registerAdminResource(app, {
    contract: boardResource,
    access: ADMIN_ONLY,
    deps,
    handlers: {
      list: async (d, q, { params }) => {
        assertSameBoard(params.bbsCd, q.bbsCd);
        return listBoard(d, params.bbsCd, q);
      },
      view: async (d, q, { params }) => {
        assertSameBoard(params.bbsCd, q.bbsCd);
        return adminViewBoard(d, params.bbsCd, q.atclId);
      },
      getAttachList: (d, q, { params }) => attachListOf(d, params.bbsCd, q.atclId),
      download: (d, q, { params }) => findAdminBoardDownload(d, params.bbsCd, q),
      insert: async (d, body, { params, files, principal }) => {
        assertSameBoard(params.bbsCd, body.bbsCd);
        return insertBoard(d, params.bbsCd, body, files, principal);
      },
      update: async (d, body, { params, files, principal }) => {
        assertSameBoard(params.bbsCd, body.bbsCd);
        return updateBoard(d, params.bbsCd, body, files, principal);
      },
      delete: (d, body, { params }) => deleteBoard(d, params.bbsCd, body.atclId),
      deleteAttachFile: (d, body, { params }) => deleteBoardAttachment(d, params.bbsCd, body),
    },
  });
};
