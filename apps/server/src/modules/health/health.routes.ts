import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), db: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkHealth(app.db);
    },
  );
};
