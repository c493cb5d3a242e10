import { openLotsResponseSchema } from '@parking/shared/lots/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOpen, PREFLIGHT_HEADERS } from './open-data.http';
import { getOpenLots, loadedOpenLots, type OpenLots } from './open-data.service';
import { standardRoutes } from './open-data.standard.routes';

const JSON_TYPE = 'application/json; charset=utf-8';
const openBody = (open: OpenLots) => ({ body: open.openJson, etag: open.openEtag, contentType: JSON_TYPE });

/** Open data: every lot with position, cells, availability and tariff. No login, any origin, cacheable. */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/open/lots',
    {
      schema: {
        tags: ['open-data'],
        summary: 'Open data: every lot with position, cells, available count, tariff summary, updated time',
        description:
          'No login. CORS open (Access-Control-Allow-Origin: *). Cache-Control: public, max-age=30. ' +
          'Send If-None-Match with the ETag of an earlier answer to get 304 when nothing changed. ' +
          '`available` = cells − vehicles currently in (never negative); amounts in won; times are Korea time.',
        response: { 200: openLotsResponseSchema },
      },
    },
    // Answered in the same tick while the shared lot snapshot is fresh.
    (request, reply) => {
      const open = loadedOpenLots(app.db);
      if (open) {
        answerOpen(request, reply, openBody(open));
        return;
      }
      return getOpenLots(app.db).then(async (loaded) => answerOpen(request, reply, openBody(loaded)));
    },
  );

  app.options('/api/open/lots', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(PREFLIGHT_HEADERS).code(204).send(),
  );

  await app.register(standardRoutes);
};
