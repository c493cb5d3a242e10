import { toDomain, toWire } from '@parking/shared/common/wire-names';
import {
  prepayHistoryQuerySchema,
  prepayHistoryResponseSchema,
  prepayLookupQuerySchema,
  prepayLookupResponseSchema,
  prepayViewQuerySchema,
  prepayViewResponseSchema,
} from '@parking/shared/prepay/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../lib/parse';
import {
  guardLookupOrHistory,
  isMyPage,
  limitLookup,
  lookupOrHistoryQuerySchema,
} from '../../plugins/plate-lookup';
import { lookupPrepay, prepayHistory, viewPrepay } from './prepay.service';

/** Pre-payment (spec 1 §2.13, §7 "Lots and pre-payment"; spec 2 §7 "My-page"). */
export const prepayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/prepay/searchPrepayList.json',
    {
      schema: {
        tags: ['prepay'],
        summary:
          'Cars parked now by the last 4 digits of the plate (public); with startDate/endDate (or myPage=Y) the member’s pre-payments',
        description:
          'Public: carNo = exactly 4 digits (else 400 "차량번호가 형식에 맞지 않습니다.") → value.result: open stays ' +
          'whose plate ends so, season-pass (PERIOD) stays excluded, newest first, at most 50; outDttm is the ' +
          'time a pre-payment covers while it still does (row state "prepayment done"), else null. 60 lookups per ' +
          'minute per IP. History (startDate/endDate given, or myPage=Y): login and category USR (ROLE_ADMIN passes), carNo optional and only the ' +
          'member’s own car (another → 403), startDate/endDate YYYY-MM-DD (default today) → value.result: ' +
          'approved pre-payments approved in the range (Korea time 00:00:00–23:59:59).',
        querystring: lookupOrHistoryQuerySchema,
        response: { 200: z.union([prepayLookupResponseSchema, prepayHistoryResponseSchema]) },
      },
      preValidation: guardLookupOrHistory(app, 'prepay-lookup'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isMyPage(request)) {
        const query = parseOrThrow(prepayHistoryQuerySchema, request.query);
        return toWire({ value: { result: await prepayHistory(app.db, request.principal, toDomain(query)) } });
      }
      const { carNo } = parseOrThrow(prepayLookupQuerySchema, request.query);
      return toWire({ value: { result: await lookupPrepay(app.db, carNo) } });
    },
  );

  app.get(
    '/api/prepay/view.json',
    {
      schema: {
        tags: ['prepay'],
        summary:
          'What a parked car owes now (public): fee, reduction, earlier pre-payment, open unpaid totals',
        description:
          'inOutId of an open stay; carNo and sectnId, when given, must be that stay’s — otherwise, and for a ' +
          'closed or unknown stay, 404 PREPAY_SESSION_NOT_FOUND. The fee runs from entry to now with the stay’s ' +
          'reduction or a reduction registered for the plate, whichever is lower; payAmt = fee − paidAmt, 0 while ' +
          'a pre-payment covers the stay (prepaid: true, until 15 minutes after the time it covered). ' +
          'easypayParams.amount = payAmt. 60 views per minute per IP.',
        querystring: prepayViewQuerySchema,
        response: { 200: prepayViewResponseSchema },
      },
      preValidation: limitLookup(app, 'prepay-view'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({ resultMap: await viewPrepay(app.db, toDomain(request.query)) });
    },
  );
};
