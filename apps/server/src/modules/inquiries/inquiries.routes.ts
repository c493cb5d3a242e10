import { downloadQuerySchema } from '@parking/shared/content/common';
import {
  inquiryAdminResponseSchema,
  inquiryAnswerRequestSchema,
  inquiryAnswerResponseSchema,
  inquiryIdSchema,
  inquiryInsertResponseSchema,
  inquiryInsertSchema,
  inquiryListQuerySchema,
  inquiryListResponseSchema,
  inquiryPwChkResponseSchema,
  inquiryPwChkSchema,
  inquiryViewResponseSchema,
} from '@parking/shared/inquiries/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { contentDeps } from '../../lib/attachments';
import { sendDownload } from '../../lib/uploads';
import { requireRole } from '../../plugins/guards';
import { existingVisitorKey, visitorKey } from '../../plugins/visitor';
import { refuseWhenPasswordChecksFull, underPasswordCheck } from '../auth';
import {
  adminInquiry,
  answerInquiry,
  checkInquiryPassword,
  findInquiryDownload,
  insertInquiryQuestion,
  listInquiryBoard,
  type Viewer,
  viewInquiry,
} from './inquiries.service';

/** Password checks allowed per client IP per 10 minutes, and per IP and question. */
const PW_PER_IP = 30;
const PW_PER_QUESTION = 10;
/** Questions one client IP may post per 10 minutes. */
const POSTS_PER_IP = 20;

function viewerOf(request: FastifyRequest): Viewer {
  return { principal: request.principal, viewerKey: existingVisitorKey(request) };
}

/** The login id of an answer screen's question (its writer), for the access record. */
function writerOf(answer: unknown): string | null {
  return (answer as { result?: { inquiry?: { writer?: string } } }).result?.inquiry?.writer ?? null;
}

/** Q&A (spec 2 §7 "Q&A"): public list, secret questions behind a password, administrator answers. */
export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => contentDeps(app);

  app.get(
    '/api/inquiry/list',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'Question list (status, title, writer, date — never the content)',
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryListResponseSchema },
      },
    },
    async (request) => listInquiryBoard(deps(), request.query),
  );

  app.post(
    '/api/inquiry/pwChk',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'Check a secret question password (true opens it in this browser for 30 minutes)',
        body: inquiryPwChkSchema,
        response: { 200: inquiryPwChkResponseSchema },
      },
      // with every password check place taken: refused at once, before anything is counted (decision 220)
      preValidation: async (request) => {
        refuseWhenPasswordChecksFull(app.passwordChecks);
        await app.rateLimit.hit(`inquiry-pw:${request.ip}`, PW_PER_IP, 600);
      },
    },
    async (request, reply) => {
      // the question's tries are counted once a place is taken: a refusal (503) counts nothing
      return underPasswordCheck(app.passwordChecks, async () => {
        await app.rateLimit.hit(`inquiry-pw:${request.ip}:${request.body.inquiryId}`, PW_PER_QUESTION, 600);
        reply.header('cache-control', 'no-store');
        return checkInquiryPassword(deps(), request.body, visitorKey(request, reply));
      });
    },
  );

  app.post(
    '/api/inquiry/insert',
    {
      schema: {
        tags: ['inquiries'],
        summary:
          'Post a question (multipart: title, content, nondisclosure, password, passwordConfirm, one file)',
        body: inquiryInsertSchema,
        response: { 200: inquiryInsertResponseSchema },
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(`inquiry-post:${request.ip}`, POSTS_PER_IP, 600);
      },
    },
    async (request) => insertInquiryQuestion(deps(), request.body, request.uploadedFiles, request.principal),
  );

  app.post(
    '/api/inquiry/view',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'A question with its answer (secret ones need pwChk first, or ROLE_ADMIN)',
        body: inquiryIdSchema,
        response: { 200: inquiryViewResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return viewInquiry(deps(), request.body.inquiryId, viewerOf(request));
    },
  );

  app.get(
    '/api/inquiry/admin',
    {
      onRequest: requireRole('ROLE_ADMIN'),
      // the question and its writer's login id (decision 183)
      config: { pii: { action: 'VIEW', subject: (_input, answer) => writerOf(answer) } },
      schema: {
        tags: ['inquiries'],
        summary: 'A question for the answer screen (ROLE_ADMIN)',
        querystring: inquiryIdSchema,
        response: { 200: inquiryAdminResponseSchema },
      },
    },
    async (request) => adminInquiry(deps(), request.query.inquiryId),
  );

  app.post(
    '/api/inquiry/answer',
    {
      onRequest: requireRole('ROLE_ADMIN'),
      schema: {
        tags: ['inquiries'],
        summary: 'Answer a question (ROLE_ADMIN; HTML sanitised)',
        body: inquiryAnswerRequestSchema,
        response: { 200: inquiryAnswerResponseSchema },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw new AppError('UNAUTHORIZED', 401);
      return answerInquiry(deps(), request.body, principal);
    },
  );

  app.get(
    '/api/inquiry/download.json',
    {
      schema: {
        tags: ['inquiries'],
        summary: "Download a question's attachment (same access as the question)",
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await findInquiryDownload(deps(), request.query, viewerOf(request));
      return sendDownload(reply, row);
    },
  );
};
