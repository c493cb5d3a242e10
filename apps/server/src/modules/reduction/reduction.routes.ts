import { reductionCheckRequestSchema, reductionCheckResponseSchema } from '@parking/shared/accounts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimReduction } from './reduction.claims';
import { checkReductions } from './reduction.service';

const LIMIT_PER_MINUTE = 30;

/** Reduction check of sign-up and my-page (spec 1 §7: POST, and GET on other screens). */
export const reductionRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['reduction'],
    summary: 'Reductions registered for a car number and owner, valid today (empty list = general DC001)',
    response: { 200: reductionCheckResponseSchema },
  };
  /** claim=Y (payment screens, decision 147): the register check and a claim bound to the car */
  const answer = async (input: { carNo: string; carOwnerNm: string; claim?: 'Y' | 'N' | undefined }) => ({
    value:
      input.claim === 'Y'
        ? await claimReduction(app.db, input)
        : { dcList: await checkReductions(app.db, input) },
  });
  const limit = async (request: { ip: string }) => {
    await app.rateLimit.hit(`irs:${request.ip}`, LIMIT_PER_MINUTE, 60);
  };

  app.post(
    '/api/reduction/irs.json',
    { schema: { ...schema, body: reductionCheckRequestSchema }, preValidation: limit },
    async (request) => answer(request.body),
  );
  app.get(
    '/api/reduction/irs.json',
    { schema: { ...schema, querystring: reductionCheckRequestSchema }, preValidation: limit },
    async (request) => answer(request.query),
  );
};
