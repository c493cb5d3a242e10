import { openLotsResponseSchema } from '@parking/shared/lots/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codingFor, varyOnEncoding } from '../../plugins/compression';
import { sendEmpty, sendJsonText } from '../lots';
import { getOpenLots, loadedOpenLots, type OpenLots } from './open-data.service';

/** Open data: every lot with position, cells, availability and tariff. No login, any origin, cacheable. */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // What a cross-origin GET needs; the preflight-only headers go on the OPTIONS answer alone.
  const openHeaders = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag',
    'cross-origin-resource-policy': 'cross-origin',
  };
  const preflightHeaders = {
    ...openHeaders,
    'access-control-allow-methods': 'GET, HEAD, OPTIONS',
    'access-control-allow-headers': 'If-None-Match',
    'access-control-max-age': '86400',
  };

  // Each coding is its own representation with its own strong ETag ("…-br", "…-gzip"); any of them still
  // names the same data, so If-None-Match accepts them all.
  const taggedFor = (etag: string, coding: string | null) =>
    coding ? `${etag.slice(0, -1)}-${coding}"` : etag;
  const untagged = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(?:br|gzip)"$/, '"');

  const answer = (request: FastifyRequest, reply: FastifyReply, open: OpenLots): FastifyReply => {
    const etag = taggedFor(open.openEtag, codingFor(request, open.openJson));
    reply.headers(openHeaders).header('cache-control', 'public, max-age=30').header('etag', etag);
    const given = request.headers['if-none-match'];
    if (typeof given === 'string' && given.split(',').some((t) => untagged(t) === open.openEtag)) {
      varyOnEncoding(reply);
      return sendEmpty(reply, 304);
    }
    return sendJsonText(request, reply, open.openJson);
  };

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
        answer(request, reply, open);
        return;
      }
      return getOpenLots(app.db).then(async (loaded) => answer(request, reply, loaded));
    },
  );

  app.options('/api/open/lots', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(preflightHeaders).code(204).send(),
  );
};
