import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth, checkReady } from './health.service';

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

  // Draining: once shutdown began, readiness fails so a load balancer stops sending new requests here.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: started (migrations applied), database reachable, not shutting down',
        description:
          'The process listens only after its migrations ran, so while they run the port refuses connections; ' +
          'afterwards 503 SERVICE_UNAVAILABLE while the database cannot be reached or the process is draining.',
        response: { 200: z.object({ status: z.literal('ready') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkReady(app.db, draining);
    },
  );
};
