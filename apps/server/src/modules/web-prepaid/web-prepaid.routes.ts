import { toDomain, toWire } from '@parking/shared/common/wire-names';
import {
  buyListResponseSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_RE,
  pointQuerySchema,
  pointResponseSchema,
  quoteQuerySchema,
  quoteResponseSchema,
  timeHistoryQuerySchema,
  timeInitQuerySchema,
  timeInitResponseSchema,
  timeListQuerySchema,
  timeListResponseSchema,
  timeReceiptQuerySchema,
  timeReceiptResponseSchema,
  useListResponseSchema,
} from '@parking/shared/web-prepaid/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { isCrossSite } from '../../plugins/csrf';
import {
  applyTime,
  buyHistory,
  getPoint,
  initUse,
  quoteBuy,
  searchCars,
  useHistory,
} from './web-prepaid.service';

/**
 * Before the query is looked at: anonymous → 401, anyone but ROLE_STORE of category BSN (or ROLE_ADMIN) →
 * 403. The service then checks the stored member (status P) and the lot mapping.
 */
async function storeOnly(request: FastifyRequest): Promise<void> {
  const p = request.principal;
  if (!p) throw new AppError('UNAUTHORIZED', 401);
  if (p.authorCode === 'ROLE_ADMIN') return;
  if (p.authorCode !== 'ROLE_STORE' || p.empDiv !== 'BSN') throw new AppError('TIME_STORE_ONLY', 403);
}

/**
 * receipt.json changes state although the spec makes it a GET (decision 101). SameSite=Lax still sends the
 * cookie on a cross-site top-level GET, so the CSRF plugin's POST rule is not enough: the request must come
 * from this site's own script — a non-simple header (Idempotency-Key) that no cross-site page can set without
 * a CORS preflight this server never grants, Sec-Fetch-Site same-origin when the browser sends it, and
 * Origin/Referer of this host when present.
 */
function requestKeyOf(request: FastifyRequest): string {
  const site = request.headers['sec-fetch-site'];
  if ((typeof site === 'string' && site !== 'same-origin') || isCrossSite(request))
    throw new AppError('CSRF', 403);
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_RE.test(key)) throw new AppError('TIME_REQUEST_KEY', 400);
  return key;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const ACCESS =
  'Login required (401); only an approved business member (ROLE_STORE, category BSN, status P) → else 403 ' +
  'TIME_STORE_ONLY; a lot the member is not mapped to → 403 TIME_LOT_FORBIDDEN.';

/** Web prepaid time (spec 2 §2, §5, §7 "Web prepaid time" and "My-page"; DESIGN §5; decisions 100–101). */
export const webPrepaidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/time/point',
    {
      schema: {
        tags: ['web-prepaid'],
        summary: "The store's lots (mappingList) and the balance of one of them (result.data)",
        description: `${ACCESS} portalId/empEsntlId are accepted but the session decides (another member's empEsntlId → 403). sectnId chooses the lot of result.data (default: the first mapped). Balances are derived from the ledger.`,
        querystring: pointQuerySchema,
        response: { 200: pointResponseSchema },
      },
      onRequest: storeOnly,
    },
    async (request, reply) => {
      noStore(reply);
      return toWire({ result: await getPoint(app.db, request.principal, toDomain(request.query)) });
    },
  );

  app.get(
    '/api/time/quote.json',
    {
      schema: {
        tags: ['web-prepaid'],
        summary: 'Price of a top-up (the "apply" button): buyTime minutes at the lot sectnId',
        description: `${ACCESS} buyTime: digits, a positive multiple of 30, at most 6,000 (blank → "공백은 입력이 불가능합니다.", else "30분단위로만 가능합니다."). amount = buyTime / 30 × WEB_DISCOUNT_DEFAULT_AMT of the lot; the card payment (payCategory TIMEDISCOUNT, inOutId = sectnId, period = buyTime) is quoted the same way.`,
        querystring: quoteQuerySchema,
        response: { 200: quoteResponseSchema },
      },
      onRequest: storeOnly,
    },
    async (request, reply) => {
      noStore(reply);
      const { memberId: _own, ...result } = await quoteBuy(
        app.db,
        request.principal,
        toDomain(request.query),
      );
      return toWire({ result });
    },
  );

  app.get(
    '/api/time/list.json',
    {
      schema: {
        tags: ['web-prepaid'],
        summary: "Cars parked now at the store's lots whose plate ends in carNo (4 digits)",
        description: `${ACCESS} carNo must be exactly 4 digits ("4자리 전부 입력해주세요."). Season-pass stays are excluded; at most 50, newest first; useTm/freeTm are the minutes already applied to each stay.`,
        querystring: timeListQuerySchema,
        response: { 200: timeListResponseSchema },
      },
      onRequest: storeOnly,
      preValidation: async (request) => {
        await app.rateLimit.hit(
          `time-list:${request.principal?.memberId ?? request.ip}`,
          app.config.plateLookupPerMinute,
          60,
        );
      },
    },
    async (request, reply) => {
      noStore(reply);
      return toWire({
        result: { list: await searchCars(app.db, request.principal, toDomain(request.query)) },
      });
    },
  );

  app.get(
    '/api/time/init.json',
    {
      schema: {
        tags: ['web-prepaid'],
        summary: 'One parked stay: its fee now, the balance, and the minutes that may be applied',
        description: `${ACCESS} Unknown stay, another plate or a season-pass stay → 404 TIME_SESSION_NOT_FOUND; a car that left → 409 TIME_CAR_LEFT. maxUseTime = min(balance, the stay's chargeable minutes rounded up to 30, 990); maxFreeTime = free traditional-market time left for the stay (market lots 4 and 217 and marketYn Y only; 120 minutes per stay).`,
        querystring: timeInitQuerySchema,
        response: { 200: timeInitResponseSchema },
      },
      onRequest: storeOnly,
    },
    async (request, reply) => {
      noStore(reply);
      return toWire({ result: await initUse(app.db, request.principal, toDomain(request.query)) });
    },
  );

  app.get(
    '/api/time/receipt.json',
    {
      schema: {
        tags: ['web-prepaid'],
        summary:
          'Apply minutes to a parked car (changes state: same-origin script only, Idempotency-Key header)',
        description: `${ACCESS} A GET that changes state because the spec says so (decision 101): it needs the header Idempotency-Key (16–64 of A-Za-z0-9_-; else 400 TIME_REQUEST_KEY) and Sec-Fetch-Site same-origin / an Origin or Referer of this host when sent (else 403 CSRF). The same key again answers the first result with replayed: true and spends nothing; with other parameters → 409 TIME_REQUEST_CONFLICT. useTime and freeTime: multiples of 30, at most 3 digits, not both 0 ("할인시간을 확인해주세요."); together at most what the stay needs; freeTime only where free time is offered (else 403 TIME_FREE_UNAVAILABLE) and within 120 minutes per stay; useTime within the balance (else 409 TIME_BALANCE_SHORT). The balance never goes below 0 under concurrent requests (per-(member, lot) row lock).`,
        querystring: timeReceiptQuerySchema,
        response: { 200: timeReceiptResponseSchema },
      },
      onRequest: storeOnly,
      preValidation: async (request) => {
        requestKeyOf(request);
      },
    },
    async (request, reply) => {
      noStore(reply);
      return toWire({
        result: await applyTime(app.db, request.principal, toDomain(request.query), requestKeyOf(request)),
      });
    },
  );

  app.get(
    '/api/time/buy/list.json',
    {
      schema: {
        tags: ['web-prepaid'],
        summary: "The store's top-ups between startDt and endDt (YYYY-MM-DD, default today), with totals",
        description: `${ACCESS} Only the caller's own rows; Korea time 00:00:00–23:59:59; at most one year.`,
        querystring: timeHistoryQuerySchema,
        response: { 200: buyListResponseSchema },
      },
      onRequest: storeOnly,
    },
    async (request, reply) => {
      noStore(reply);
      return toWire({ result: await buyHistory(app.db, request.principal, toDomain(request.query)) });
    },
  );

  app.get(
    '/api/time/use/list.json',
    {
      schema: {
        tags: ['web-prepaid'],
        summary: "The store's applications between startDt and endDt (plates masked), with totals",
        description: `${ACCESS} Only the caller's own rows; Korea time 00:00:00–23:59:59; at most one year. freeTime is the free traditional-market time given with each.`,
        querystring: timeHistoryQuerySchema,
        response: { 200: useListResponseSchema },
      },
      onRequest: storeOnly,
    },
    async (request, reply) => {
      noStore(reply);
      return toWire({ result: await useHistory(app.db, request.principal, toDomain(request.query)) });
    },
  );
};
