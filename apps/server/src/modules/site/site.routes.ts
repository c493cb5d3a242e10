import { siteInfoSchema } from '@parking/shared/site/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfo } from './site.service';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site/info',
    {
      schema: {
        tags: ['site'],
        summary: 'Organisation facts for the page frame',
        response: { 200: siteInfoSchema },
      },
    },
    async () => siteInfo(app.config),
  );
};
