import {
  STANDARD_LOT_COLUMNS,
  standardLotsCsvQuerySchema,
  standardLotsJsonQuerySchema,
  standardLotsResponseSchema,
} from '@parking/shared/open-data/standard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOpen, PREFLIGHT_HEADERS } from './open-data.http';
import { getStandardCsv, getStandardJson } from './open-data.standard';

const COMMON =
  'No login. CORS open (Access-Control-Allow-Origin: *). Cache-Control: public, max-age=30; a strong ETag per ' +
  'representation: send If-None-Match to get 304 when nothing changed. Columns of 전국주차장정보표준데이터 in ' +
  `the standard's order (${STANDARD_LOT_COLUMNS.join(', ')}); every value a string, empty when the portal ` +
  'does not know it (never guessed). Values come from the lot records and their fee rules: a fee change is in ' +
  'the next answer. Codes: 주차장구분 공영|민영, 주차장유형 노상|노외|부설, 급지구분 1–5|기타, 부제시행구분 ' +
  '미시행|2부제|5부제|10부제|요일제, 운영요일 "평일+토요일+공휴일", times HH:MM, 요금정보 유료|무료|혼합, ' +
  '1일주차권요금적용시간 in hours, amounts in won, 데이터기준일자 YYYY-MM-DD (Korea time), coordinates WGS84. ' +
  'An unknown query parameter answers 400 VALIDATION with the parameter in fieldErrors. Decision 216.';

/** The national standard parking data set, as JSON and as CSV (UTF-8 with BOM or CP949). */
export const standardRoutes: FastifyPluginAsyncZod = async (app) => {
  const publisher = () => ({
    name: app.config.org.name,
    phone: app.config.org.phone,
    agencyCode: app.config.org.agencyCode,
  });

  app.get(
    '/api/open/standard/lots.json',
    {
      schema: {
        tags: ['open-data'],
        summary:
          'Open data: every lot as the national standard parking data set (전국주차장정보표준데이터), JSON',
        description: `${COMMON} Layout of the public data portal's JSON files: \`fields\` (the column names in order), then \`records\`.`,
        querystring: standardLotsJsonQuerySchema,
        response: { 200: standardLotsResponseSchema },
      },
    },
    async (request, reply) => answerOpen(request, reply, await getStandardJson(app.db, publisher())),
  );

  app.get(
    '/api/open/standard/lots.csv',
    {
      schema: {
        tags: ['open-data'],
        summary:
          'Open data: every lot as the national standard parking data set (전국주차장정보표준데이터), CSV',
        description:
          `${COMMON} CSV by RFC 4180 (header line with the Korean column names, CRLF), as an attachment. ` +
          '`encoding`: utf-8 (default; with a byte-order mark so spreadsheet programs read it as UTF-8) or ' +
          'cp949 (for older spreadsheet programs; Content-Type charset=cp949); any other value answers 400.',
        querystring: standardLotsCsvQuerySchema,
        response: {
          200: {
            description: 'The data set as CSV, one line per lot',
            content: {
              'text/csv; charset=utf-8': { schema: z.string() },
              'text/csv; charset=cp949': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) =>
      answerOpen(
        request,
        reply,
        await getStandardCsv(app.db, publisher(), request.query.encoding ?? 'utf-8'),
      ),
  );

  for (const url of ['/api/open/standard/lots.json', '/api/open/standard/lots.csv'])
    app.options(url, { schema: { hide: true } }, async (_request, reply) =>
      reply.headers(PREFLIGHT_HEADERS).code(204).send(),
    );
};
