import { toDomain, toWire } from '@parking/shared/common/wire-names';
import {
  historyQuerySchema,
  UNPAID_IMPORT_KEY_HEADER,
  unpaidHistoryResponseSchema,
  unpaidImportResponseSchema,
  unpaidListResponseSchema,
  unpaidLookupQuerySchema,
  unpaidPriceQuerySchema,
  unpaidPriceResponseSchema,
} from '@parking/shared/unpaid/schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../lib/parse';
import {
  guardLookupOrHistory,
  isMyPage,
  limitLookup,
  lookupOrHistoryQuerySchema,
} from '../../plugins/plate-lookup';
import { type ImportFormat, parseImport } from './unpaid.import';
import { idsFromList, priceSelection } from './unpaid.payment';
import { authorizeImport, importOnStreet, searchUnpaid, unpaidHistory } from './unpaid.service';

/** Refused import keys per IP and minute. */
const BAD_KEY_LIMIT_PER_MINUTE = 30;
/** Largest import body: 10,000 records of a few hundred bytes. */
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/** Bodies the import reads: JSON lines or CSV. */
const IMPORT_CONTENT_TYPES = ['application/x-ndjson', 'application/jsonl', 'text/csv'] as const;

/**
 * Unpaid fees (spec 2 §7 "Unpaid", "My-page"): public lookups by plate (off-street and on-street), the
 * member's history, and the import of the on-street system's feed.
 */
export const unpaidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/unpaid/searchUnpaidList.json',
    {
      schema: {
        tags: ['unpaid'],
        summary:
          'Off-street unpaid items of a plate (public); with startDate/endDate (or myPage=Y) the member’s unpaid history',
        description:
          'Public: carNo (optional 2-Hangul prefix, 1–3 digits, one Hangul, 4 digits; spaces ignored; ≤ 10 ' +
          'characters, else 400 "차량번호 형식에 맞지 않습니다.") → value { cnt, result (UNPAID OFFSTREET items, oldest ' +
          'first, surcharge of 200 % after the due date), totAddAmt, totUseAmt }. 60 lookups per minute per IP. ' +
          'History (startDate/endDate given, or myPage=Y): login and category USR (ROLE_ADMIN passes), carNo optional and only the member’s own car ' +
          '(another → 403), startDate/endDate YYYY-MM-DD (default today, Korea time) → value.result: items issued ' +
          'or paid in the range, paid ones with receiptSummary.receiptAmt, lastReceiptDttm and paymentId.',
        querystring: lookupOrHistoryQuerySchema,
        response: { 200: z.union([unpaidListResponseSchema, unpaidHistoryResponseSchema]) },
      },
      preValidation: guardLookupOrHistory(app, 'unpaid-off'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isMyPage(request)) {
        const query = parseOrThrow(historyQuerySchema, request.query);
        return toWire({ value: { result: await unpaidHistory(app.db, request.principal, toDomain(query)) } });
      }
      const { carNo } = parseOrThrow(unpaidLookupQuerySchema, request.query);
      return toWire({ value: await searchUnpaid(app.db, carNo, 'OFFSTREET') });
    },
  );

  app.get(
    '/api/unpaid/price.json',
    {
      schema: {
        tags: ['unpaid'],
        summary:
          'What chosen unpaid items of one car cost now, with a reduction claim of that car (decision 147)',
        description:
          'carNo, ids (comma-joined), kind OFFSTREET|ONSTREET, optional reductionClaim (irs.json?claim=Y) → value ' +
          '{ cnt, totUseAmt, totAddAmt, totSumAmt, reduction? }: the amounts the payment start will charge. A claim ' +
          'of another car, forged or expired is ignored. Unknown ids or another car → 400 PAYMENT_TARGET_NOT_FOUND.',
        querystring: unpaidPriceQuerySchema,
        response: { 200: unpaidPriceResponseSchema },
      },
      preValidation: limitLookup(app, 'unpaid-price'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const priced = await priceSelection(
        app.db,
        idsFromList(q.ids),
        q.kind,
        q.carNo,
        new Date(),
        q.reductionClaim,
      );
      const totUseAmt = priced.items.reduce((s, i) => s + i.unpaidAmt, 0);
      const totAddAmt = priced.items.reduce((s, i) => s + i.addAmt, 0);
      return {
        value: {
          cnt: priced.items.length,
          totUseAmt,
          totAddAmt,
          totSumAmt: totUseAmt + totAddAmt,
          ...(priced.reduction ? { reduction: priced.reduction } : {}),
        },
      };
    },
  );

  app.get(
    '/api/unpaid/searchUnpaidListKnl.json',
    {
      schema: {
        tags: ['unpaid'],
        summary: 'On-street unpaid items of a plate (public; the on-street system’s feed)',
        description:
          'carNo as searchUnpaidList.json → value { cnt, result (UNPAID ONSTREET items, oldest first), totAddAmt, ' +
          'totUseAmt }. 60 lookups per minute per IP.',
        querystring: unpaidLookupQuerySchema,
        response: { 200: unpaidListResponseSchema },
      },
      preValidation: limitLookup(app, 'unpaid-on'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({ value: await searchUnpaid(app.db, request.query.carNo, 'ONSTREET') });
    },
  );

  // The import reads JSON lines or CSV only: its parsers live in this child context and nowhere else.
  await app.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...IMPORT_CONTENT_TYPES],
      { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      '/api/unpaid/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags: ['unpaid'],
          summary: 'Import on-street unpaid items (X-Api-Key or an administrator session)',
          description:
            'Body: application/x-ndjson (one JSON record per line) or text/csv (header row ' +
            'externalId,carNo,parkingName,inDttm,outDttm,principal,issuedAt,dueDate), at most 10,000 records and ' +
            '5 MB. Times ISO 8601 with offset; dueDate YYYY-MM-DD, default issuedAt + 30 days (Korea). Any bad ' +
            'record → 400 with fieldErrors keyed "line N" and nothing written. Records whose externalId was ' +
            'imported before are left unchanged. Key issued with `npm run unpaid:key -- --label <name>`; missing, ' +
            'unknown or revoked key → 401; a logged-in non-administrator without a key → 403; other content ' +
            'types → 415.',
          consumes: [...IMPORT_CONTENT_TYPES],
          body: z.string(),
          response: { 200: unpaidImportResponseSchema },
        },
        // Before the body is read: a caller without a key learns nothing about the body rules.
        onRequest: async (request) => {
          const raw = request.headers[UNPAID_IMPORT_KEY_HEADER];
          const key = Array.isArray(raw) ? raw[0] : raw;
          try {
            await authorizeImport(app.db, key, request.principal);
          } catch (err) {
            await app.rateLimit.hit(`unpaid-import-key:${request.ip}`, BAD_KEY_LIMIT_PER_MINUTE, 60);
            throw err;
          }
        },
      },
      async (request) => {
        const type = String(request.headers['content-type'] ?? '').toLowerCase();
        const format: ImportFormat = type.startsWith('text/csv') ? 'csv' : 'ndjson';
        return importOnStreet(app.db, toDomain(parseImport(format, request.body)));
      },
    );
  });
};
