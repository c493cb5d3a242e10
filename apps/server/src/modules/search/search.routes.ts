import { searchAnswerSchema, searchQuerySchema } from '@parking/shared/search/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integratedSearch } from './search.service';

/** Integrated search of the header box and /searchlist (spec 1 §2.1). Public; rate-limited per IP. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/searchList.json',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search menus, notices, FAQ and lots (partial words; sort accuracy/newest; period all/week/month)',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema },
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(`search:${request.ip}`, 120, 60);
      },
    },
    async (request) => integratedSearch(app.db, request.principal, request.query),
  );
};
