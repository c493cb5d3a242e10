import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { easyCalculateRequestSchema, easyCalculateResponseSchema } from '@parking/shared/lots/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateFee } from './fee.service';

/** The fee estimator (spec 1 §2.14; spec 2 easyCalculate). No login: anyone may estimate. */
export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/fee/easyCalculate.json',
    {
      schema: {
        tags: ['lots'],
        summary:
          'Estimate a fee (form or JSON: sectnId, inDttm, outDttm as YYYY-MM-DD HH:mm Korea time, discountCd)',
        description:
          'Missing lot or times → 400 "입력값이 부족합니다."; exit before entry, years outside 2000–2099 or stays over ' +
          '366 days → 400; unknown lot → 404. The answer carries useAmt, discountAmt, payAmt and the breakdown lines ' +
          '(their amounts add up to payAmt).',
        body: easyCalculateRequestSchema,
        response: { 200: easyCalculateResponseSchema },
      },
    },
    async (request) => toWire({ result: await estimateFee(app.db, toDomain(request.body)) }),
  );
};
