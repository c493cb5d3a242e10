import { visitRequestSchema } from '@parking/shared/visits/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordVisit } from './visits.service';

/** Visit log reported by the SPA after each navigation. */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/visitInfo',
    {
      schema: {
        tags: ['system-logs'],
        summary: 'Record a page visit (form or JSON)',
        body: visitRequestSchema,
        response: { 200: z.object({ result: z.literal('success') }) },
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(`visit:${request.ip}`, app.config.visitReportsPerMinute, 60);
      },
    },
    async (request) => {
      await recordVisit(app.db, {
        ...request.body,
        memberId: request.principal?.memberId ?? null,
        ip: request.ip,
      });
      return { result: 'success' as const };
    },
  );
};
