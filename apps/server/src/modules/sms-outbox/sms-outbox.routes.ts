import { smsOutboxQuerySchema, smsOutboxResponseSchema } from '@parking/shared/accounts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { outboxPage } from './sms-outbox.service';

/**
 * GET /api/demo/sms-outbox: in demo mode only (404 otherwise, as if it did not exist), so a person trying the
 * portal can read the code they were sent. No login: the demo has no real phones.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/demo/sms-outbox',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo mode only: the SMS outbox, newest first, paged',
        querystring: smsOutboxQuerySchema,
        response: { 200: smsOutboxResponseSchema },
      },
      onRequest: async () => {
        if (!app.config.demoMode) throw new AppError('NOT_FOUND', 404);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return outboxPage(app.db, request.query.page, request.query.pageSize);
    },
  );
};
