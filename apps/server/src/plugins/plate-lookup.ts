import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { enforceAccess } from './guards';

/**
 * Query of searchPrepayList.json and searchUnpaidList.json: the public lookup by plate (carNo) or, with
 * myPage=Y, the member's history (carNo, startDate, endDate). Each branch parses it again with its own schema.
 */
export const lookupOrHistoryQuerySchema = z
  .object({
    myPage: z.string().max(1).optional(),
    carNo: z.string().max(20).optional(),
    startDate: z.string().max(10).optional(),
    endDate: z.string().max(10).optional(),
  })
  .loose();

/**
 * The my-page history branch of a lookup list: myPage=Y, or a date range (the spec's my-page calls send carNo,
 * startDate and endDate without myPage; the public lookups never send dates — decision 110).
 */
export const isMyPage = (request: FastifyRequest) => {
  const q = request.query as { myPage?: unknown; startDate?: unknown; endDate?: unknown } | undefined;
  return q?.myPage === 'Y' || q?.startDate !== undefined || q?.endDate !== undefined;
};

/**
 * preValidation of a public plate lookup: `plateLookupPerMinute` (PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE, default 60)
 * per IP, counted under `name` (plates are personal data; the unpaid page calls both lists per search).
 */
export const limitLookup =
  (app: Pick<FastifyInstance, 'rateLimit' | 'config'>, name: string) =>
  async (request: FastifyRequest): Promise<void> => {
    await app.rateLimit.hit(`${name}:${request.ip}`, app.config.plateLookupPerMinute, 60);
  };

/**
 * preValidation of a list that is a public lookup or, with myPage=Y, the member's history: the history needs a
 * login of category USR (decided before the query is looked at), the lookup is rate-limited per IP.
 */
export const guardLookupOrHistory = (app: Pick<FastifyInstance, 'rateLimit' | 'config'>, name: string) => {
  const limit = limitLookup(app, name);
  return async (request: FastifyRequest): Promise<void> => {
    if (isMyPage(request)) enforceAccess({ auth: true, category: 'USR' }, request.principal);
    else await limit(request);
  };
};
