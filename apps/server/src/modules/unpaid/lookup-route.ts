import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { enforceAccess } from '../../plugins/guards';

/** Public plate lookups per IP and minute (plates are personal data; the unpaid page calls both lists per search). */
export const LOOKUP_LIMIT_PER_MINUTE = 60;

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

/** The my-page history branch of a lookup list (myPage=Y). */
export const isMyPage = (request: FastifyRequest) =>
  (request.query as { myPage?: unknown } | undefined)?.myPage === 'Y';

/** preValidation of a public plate lookup: LOOKUP_LIMIT_PER_MINUTE per IP, counted under `name`. */
export const limitLookup =
  (app: Pick<FastifyInstance, 'rateLimit'>, name: string) =>
  async (request: FastifyRequest): Promise<void> => {
    await app.rateLimit.hit(`${name}:${request.ip}`, LOOKUP_LIMIT_PER_MINUTE, 60);
  };

/**
 * preValidation of a list that is a public lookup or, with myPage=Y, the member's history: the history needs a
 * login of category USR (decided before the query is looked at), the lookup is rate-limited per IP.
 */
export const guardLookupOrHistory = (app: Pick<FastifyInstance, 'rateLimit'>, name: string) => {
  const limit = limitLookup(app, name);
  return async (request: FastifyRequest): Promise<void> => {
    if (isMyPage(request)) enforceAccess({ auth: true, category: 'USR' }, request.principal);
    else await limit(request);
  };
};
