import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { mergeConstrainedRoutes } from '../lib/admin-resource/query-constraint';

const DESCRIPTION = [
  'API of the public parking portal. Every non-2xx answer has the shape `{ code, message, fieldErrors? }` with a Korean message;',
  'a request made with a session that has expired answers 401 with `sessionExpired: true`.',
  '',
  'Security deviations from the original browser contract:',
  '- Credentials (login, password check) travel in the request body (form or JSON), never in the query string; query parameters are ignored.',
  '- Phone verification is decided on the server: the browser never receives nor compares the code.',
  '- A password change after recovery requires the server-side verified code of that id and phone.',
  '- Amounts are always computed on the server; an `amount` sent by the browser is ignored or checked.',
  '- Sessions are server-side (cookie PPSESSION, httpOnly, SameSite=Lax); cookie-authenticated writes from another origin are refused (403 CSRF).',
].join('\n');

/**
 * OpenAPI document generated from the zod route schemas, served as JSON at GET /api/docs when `serveDocs`
 * (API_DOCS: off in production unless asked, on otherwise).
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { serveDocs: boolean }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: '통합주차포털 API', version: '1.0.0', description: DESCRIPTION },
      },
      transform: jsonSchemaTransform,
    });
    if (opts.serveDocs)
      app.get('/api/docs', { schema: { hide: true } }, async () => mergeConstrainedRoutes(app.swagger()));
  },
  { name: 'openapi' },
);
