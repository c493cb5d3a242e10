import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth, checkLive, checkReady } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness (decision 185): the process runs and answers. Never the database, never load shedding — a
  // liveness probe that failed with them would restart every healthy process during a database outage or a crowd.
  app.get(
    '/api/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process runs (200 also while the database is down)',
        description:
          "For an orchestrator's liveness probe and the container healthcheck. Readiness (database, draining) is /api/ready.",
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkLive();
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Process and database check (kept for compatibility; probes use /api/live and /api/ready)',
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
