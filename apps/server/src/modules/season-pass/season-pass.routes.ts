import type { Principal } from '@parking/shared/auth/roles';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import {
  applicationFieldsSchema,
  carProofRequestResponseSchema,
  carProofRequestSchema,
  checkTimeRequestSchema,
  checkTimeResponseSchema,
  drawListResponseSchema,
  drawRecordQuerySchema,
  drawRecordResponseSchema,
  insertActionRequestSchema,
  insertActionResponseSchema,
  myCarsResponseSchema,
  parkingAndDiscountResponseSchema,
  periodCancelRequestSchema,
  periodCancelResponseSchema,
  periodHistoryQuerySchema,
  periodHistoryResponseSchema,
  periodListResponseSchema,
  periodLookupQuerySchema,
  periodViewQuerySchema,
  periodViewResponseSchema,
  quoteResponseSchema,
} from '@parking/shared/season-pass/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/parse';
import { requireAccess } from '../../plugins/guards';
import { isMyPage, lookupOrHistoryQuerySchema } from '../../plugins/plate-lookup';
import { myCars, requestCarProof } from './season-pass.cars';
import {
  cancelApplication,
  drawRecord,
  listDraws,
  periodHistory,
  searchPeriods,
  viewPeriod,
} from './season-pass.lookup';
import { applyForPass, checkTime, listParkingAndDiscounts, quoteForMember } from './season-pass.service';
import type { SeasonPassDeps } from './season-pass.sms';

/** Season-pass application, lookup, detail and history need a general member (spec 2 §6; ROLE_ADMIN passes). */
const USR = requireAccess({ auth: true, roles: ['ROLE_USER'], category: 'USR' });

/** The area's dependencies from the app (database, SMS adapter, logger, the lottery seeds' secret). */
export const seasonPassDeps = (app: FastifyInstance): SeasonPassDeps => ({
  db: app.db,
  notifier: app.notifier,
  log: app.log,
  drawSecret: app.config.appSecret,
});

const who = (request: FastifyRequest): Principal => {
  if (!request.principal) throw new AppError('UNAUTHORIZED', 401);
  return request.principal;
};

/** Applications per member and minute (each may carry a 2 MB file). */
const APPLY_PER_MINUTE = 20;

/** Season passes (spec 2 §2 "Season pass", §7 "Season pass"; DESIGN §5 "Season passes"). */
export const seasonPassRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => seasonPassDeps(app);

  app.get(
    '/api/period/getParkingAndDiscountList.json',
    {
      schema: {
        tags: ['season-pass'],
        summary:
          'Lots selling season passes (window, cells, fees, allowed divisions) and the pass reductions',
        response: { 200: parkingAndDiscountResponseSchema },
      },
    },
    async () => listParkingAndDiscounts(app.db, new Date()),
  );

  app.post(
    '/api/period/checkTime.json',
    {
      onRequest: USR,
      schema: {
        tags: ['season-pass'],
        summary:
          'Whether the lot’s application window is open now (the server’s clock decides; nowDate is ignored)',
        body: checkTimeRequestSchema,
        response: { 200: checkTimeResponseSchema },
      },
    },
    async (request) => toWire({ value: await checkTime(app.db, request.body.sectnId, new Date()) }),
  );

  app.post(
    '/api/period/quote.json',
    {
      onRequest: USR,
      schema: {
        tags: ['season-pass'],
        summary: 'What an application would be and cost (the /periodresult page): the server’s amount',
        description:
          'Same fields as insertAction.json without the file and consents. Amount = monthly fee of the lot and ' +
          'use division × months, minus the reduction rate of discountCd (capped at 50 %, down to 10 won).',
        body: applicationFieldsSchema,
        response: { 200: quoteResponseSchema },
      },
    },
    async (request) => ({
      value: (await quoteForMember(app.db, toDomain(request.body), who(request), new Date())).q,
    }),
  );

  app.post(
    '/api/period/insertAction.json',
    {
      onRequest: USR,
      config: { multipart: { maxFiles: 1 } },
      schema: {
        tags: ['season-pass'],
        summary: 'Apply for a season pass (multipart; one optional proof file `file`)',
        description:
          'Fields sectnId, waitingNm, carOwnerNm, carNo, telNo, addr, addrDetail, zipcode, useDivCd, startDttm, ' +
          'endDttm (YYYY-MM-DD: a first of month among the next 3, lasting 3 or 6 months), discountCd, agree1=Y, ' +
          'agree2=Y. A discount other than DC001 needs the proof file (jpeg/jpg/png/gif/pdf by content, ≤ ' +
          '2,000,000 bytes). Window closed → 400 with "{lot} 주차장의 정기권 신청시간이 마감되었습니다."; a live ' +
          'application of the car at the lot with an overlapping period → 409 (message contains "중복됩니다"). ' +
          'FCOME: MUT-004 while cells remain, else MUT-001 with queueNo; RAFFLE: MUT-001 until the draw. ' +
          'The server decides (decision 179): carNo must be one of the caller’s proven cars (myCars.json; else ' +
          '400 SEASON_PASS_CAR_NOT_PROVEN), carOwnerNm is the proven owner name and notices go to the ' +
          'member’s verified mobile whatever telNo says; at most 2 live applications per member and window ' +
          '(409 SEASON_PASS_MEMBER_CAP).',
        consumes: ['multipart/form-data'],
        body: insertActionRequestSchema,
        response: { 200: insertActionResponseSchema },
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(
          `period-apply:${request.principal?.memberId ?? request.ip}`,
          APPLY_PER_MINUTE,
          60,
        );
      },
    },
    async (request) => {
      const file = request.uploadedFiles.find((f) => f.fieldname === 'file') ?? request.uploadedFiles[0];
      const value = await applyForPass(
        { ...deps(), storage: app.storage },
        toDomain(request.body),
        file,
        who(request),
        new Date(),
      );
      return toWire({ value });
    },
  );

  app.get(
    '/api/period/myCars.json',
    {
      onRequest: USR,
      schema: {
        tags: ['season-pass'],
        summary:
          'The caller’s proven cars (what /periodapplication offers), proof requests and notice number',
        description:
          'A car is proven when it is the profile car and the registry confirms its owner name (the check of ' +
          'reduction pre-registration), or when staff confirmed a registration certificate (decision 179).',
        response: { 200: myCarsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({ value: await myCars(app.db, who(request), new Date()) });
    },
  );

  app.post(
    '/api/period/carProof.json',
    {
      onRequest: USR,
      config: { multipart: { maxFiles: 1 } },
      schema: {
        tags: ['season-pass'],
        summary:
          'Ask staff to confirm a car with its registration certificate (multipart: carNo, carOwnerNm, file)',
        description:
          'One pending request per member and car (409 otherwise). Once staff confirm it, the car may be ' +
          'chosen on the application form; the member is told by SMS on their verified mobile.',
        consumes: ['multipart/form-data'],
        body: carProofRequestSchema,
        response: { 200: carProofRequestResponseSchema },
      },
      preValidation: async (request) => {
        await app.rateLimit.hit(
          `period-car-proof:${request.principal?.memberId ?? request.ip}`,
          APPLY_PER_MINUTE,
          60,
        );
      },
    },
    async (request) => {
      const file = request.uploadedFiles.find((f) => f.fieldname === 'file') ?? request.uploadedFiles[0];
      await requestCarProof(
        { db: app.db, storage: app.storage },
        toDomain(request.body),
        file,
        who(request),
        new Date(),
      );
      return { value: { result: 'success' as const, message: seasonPassKo.web.carProofSent } };
    },
  );

  app.get(
    '/api/period/searchPeriodList.json',
    {
      onRequest: USR,
      schema: {
        tags: ['season-pass'],
        summary:
          'The member’s season-pass applications by the last 4 digits (paged 10); myPage=Y: paid history',
        description:
          'carNo = exactly 4 digits (else 400 "차량번호가 형식에 맞지 않습니다."), pageIndex (1…), pageUnit (10) → ' +
          'value { result, totalCount }: only the caller’s own applications (ROLE_ADMIN: all), newest first, ' +
          'queueNo = current waiting position. myPage=Y: carNo (full plate, optional), startDate/endDate ' +
          'YYYY-MM-DD (default today) → value.result: passes paid in the range.',
        querystring: lookupOrHistoryQuerySchema.extend({
          pageIndex: z.string().max(10).optional(),
          pageUnit: z.string().max(10).optional(),
        }),
        response: { 200: z.union([periodListResponseSchema, periodHistoryResponseSchema]) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isMyPage(request)) {
        const q = parseOrThrow(periodHistoryQuerySchema, request.query);
        return toWire({ value: { result: await periodHistory(app.db, who(request), toDomain(q)) } });
      }
      const q = parseOrThrow(periodLookupQuerySchema, request.query);
      return toWire({ value: await searchPeriods(app.db, who(request), toDomain(q)) });
    },
  );

  app.get(
    '/api/period/view.json',
    {
      onRequest: USR,
      schema: {
        tags: ['season-pass'],
        summary: 'One application of the caller (another member’s → 403)',
        description:
          'resultMap.result: the detail; expiredYn = "N" only for an unpaid assignment past its deadline (the ' +
          'spec shows "정기권 납부 기한이 마감되었습니다." for N). resultMap.easypayParams: what the pay button ' +
          'sends (amount, goodsName, value3 = periodId), null when nothing is payable.',
        querystring: periodViewQuerySchema,
        response: { 200: periodViewResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({
        resultMap: await viewPeriod(deps(), who(request), request.query.periodId, new Date()),
      });
    },
  );

  app.post(
    '/api/period/cancel.json',
    {
      onRequest: USR,
      schema: {
        tags: ['season-pass'],
        summary: 'Cancel the caller’s own unpaid assignment (MUT-004/5/6); the cell goes to the next waiting',
        body: periodCancelRequestSchema,
        response: { 200: periodCancelResponseSchema },
      },
    },
    async (request) => {
      await cancelApplication(deps(), who(request), request.body.periodId, new Date(), { kind: 'MEMBER' });
      return { value: { result: 'success' as const, message: seasonPassKo.msg.cancelled } };
    },
  );

  app.get(
    '/api/period/draws.json',
    {
      schema: {
        tags: ['season-pass'],
        summary: 'Lottery windows with their committed seed hash (and the seed once drawn), newest first',
        response: { 200: drawListResponseSchema },
      },
    },
    async () => toWire({ value: { result: await listDraws(app.db) } }),
  );

  app.get(
    '/api/period/draw.json',
    {
      schema: {
        tags: ['season-pass'],
        summary:
          'The public record of one lottery: window, applicants, seed and the ordered result (plates masked)',
        description:
          'Key of each application = SHA-256(seed + ":" + periodId); order by key ascending; the first cellCnt ' +
          'are assigned, the rest wait in that order (decision 091). SHA-256(seed) equals the seedHash published ' +
          'before the window closed.',
        querystring: drawRecordQuerySchema,
        response: { 200: drawRecordResponseSchema },
      },
    },
    async (request) => toWire({ value: await drawRecord(app.db, request.query.roundId) }),
  );
};
