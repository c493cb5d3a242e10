import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import {
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  adminCancelRequestSchema,
  adminDrawRequestSchema,
  adminDrawResponseSchema,
  adminLotListQuerySchema,
  adminLotListResponseSchema,
  periodCancelResponseSchema,
  periodViewQuerySchema,
  refreshResponseSchema,
  updatePeriodParkingRequestSchema,
  updatePeriodParkingResponseSchema,
} from '@parking/shared/season-pass/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../lib/uploads';
import { requireRole } from '../../plugins/guards';
import {
  adminApplications,
  adminCancel,
  adminDraw,
  adminLotList,
  proofFile,
  refreshLots,
  updatePeriodParking,
} from './season-pass.admin';
import { seasonPassDeps } from './season-pass.routes';

const BASE = '/api/admin/period/manager';
const m = seasonPassKo;

/** Season-pass lots in the back office (spec 3 §2.6, §7 "Season-pass lots") and the applications of a window. */
export const seasonPassAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('ROLE_ADMIN');
  const tags = ['admin-season-pass'];

  app.get(
    `${BASE}/insertParkingInfo.json`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Refresh lot info: every season-pass lot window gets its round (RAFFLE: a committed seed)',
        response: { 200: refreshResponseSchema },
      },
    },
    async () => {
      const count = await refreshLots(app.db);
      return { result: 'success' as const, message: m.admin.refreshMessage(count), count };
    },
  );

  app.get(
    `${BASE}/selectPeriodParkingListByKeyword.json`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Season-pass lots by name with window, allotment type and live applications',
        querystring: adminLotListQuerySchema,
        response: { 200: adminLotListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { value: await adminLotList(app.db, request.query.searchKeyword) };
    },
  );

  app.post(
    `${BASE}/updatePeriodParking.json`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Set windows and allotment types (form lists sectnId, startDttm, endDttm, periodAllotType)',
        description:
          'Parallel lists; times "YYYY-MM-DD HH:mm[:ss]" Korea time; start before end; RAFFLE | FCOME. All or ' +
          'nothing. A window with live applications that is still open, or a RAFFLE not drawn yet, cannot change ' +
          '(409 SEASON_PASS_WINDOW_LOCKED).',
        body: updatePeriodParkingRequestSchema,
        response: { 200: updatePeriodParkingResponseSchema },
      },
    },
    async (request) => {
      const count = await updatePeriodParking(app.db, request.body, new Date());
      return { value: { result: 'success' as const, message: m.admin.saved, count } };
    },
  );

  app.get(
    `${BASE}/applications.json`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Applications of a lot’s window (current, or roundId) with status, queue, deadline, payment',
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { value: await adminApplications(app.db, request.query.sectnId, request.query.roundId) };
    },
  );

  app.post(
    `${BASE}/draw.json`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Draw the lot’s closed RAFFLE window now (the job does it at the close; once only)',
        body: adminDrawRequestSchema,
        response: { 200: adminDrawResponseSchema },
      },
    },
    async (request) => {
      const roundId = await adminDraw(seasonPassDeps(app), request.body.sectnId, new Date());
      return { value: { result: 'success' as const, message: m.admin.saved, roundId } };
    },
  );

  app.post(
    `${BASE}/cancel.json`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Cancel an unpaid or waiting application with a reason (SMS to the applicant)',
        body: adminCancelRequestSchema,
        response: { 200: periodCancelResponseSchema },
      },
    },
    async (request) => {
      await adminCancel(
        seasonPassDeps(app),
        request.principal!,
        request.body.periodId,
        request.body.reason,
        new Date(),
      );
      return { value: { result: 'success' as const, message: m.msg.cancelled } };
    },
  );

  app.get(
    `${BASE}/proof.json`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Download the proof file of an application',
        querystring: periodViewQuerySchema,
      },
    },
    async (request, reply) => sendDownload(reply, await proofFile(app.db, request.query.periodId)),
  );
};
