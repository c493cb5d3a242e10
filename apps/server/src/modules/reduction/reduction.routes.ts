import { reductionCheckRequestSchema, reductionCheckResponseSchema } from '@parking/shared/accounts/schemas';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reductionCheck } from './reduction.check';

const LIMIT_PER_MINUTE = 30;

/** Reduction check of sign-up and my-page (spec 1 §7: POST, and GET on other screens). */
export const reductionRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['reduction'],
    summary:
      'Reductions registered for a car number and owner, valid today (empty list = general DC001); the category only to the member whose car it is, otherwise the rate alone',
    response: { 200: reductionCheckResponseSchema },
  };
  const limit = async (request: { ip: string }) => {
    await app.rateLimit.hit(`irs:${request.ip}`, LIMIT_PER_MINUTE, 60);
  };

  app.post(
    '/api/reduction/irs.json',
    { schema: { ...schema, body: reductionCheckRequestSchema }, preValidation: limit },
    async (request) => toWire(await reductionCheck(app.db, toDomain(request.body), request.principal)),
  );
  app.get(
    '/api/reduction/irs.json',
    { schema: { ...schema, querystring: reductionCheckRequestSchema }, preValidation: limit },
    async (request) => toWire(await reductionCheck(app.db, toDomain(request.query), request.principal)),
  );
};
