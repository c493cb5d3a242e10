import { periodParkingResource } from '@parking/shared/admin-season-pass/contract';
import { toWire } from '@parking/shared/common/wire-names';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import {
  carProofDecideRequestSchema,
  carProofFileQuerySchema,
  carProofListResponseSchema,
} from '@parking/shared/season-pass/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { AppError } from '../../lib/app-error';
import { findAttachmentById } from '../../lib/attachments.repository';
import { rowsAt } from '../../lib/pii-route';
import { sendDownload } from '../../lib/uploads';
import { adminOf, requireRole } from '../../plugins/guards';
import { piiActor, recordPiiAccess } from '../pii-access';
import {
  adminApplications,
  adminCancel,
  adminDraw,
  adminLotList,
  carProofFileId,
  decideCarProofRequest,
  pendingCarProofs,
  proofFile,
  refreshLots,
  seasonPassDeps,
  updatePeriodParking,
} from '../season-pass';

const m = seasonPassKo;

/**
 * /periodparking's calls (spec 3 §2.6, §7; decisions 070, 096), registered with the admin-resource kit; the
 * rules are the season-pass area's exported services.
 */
export const adminSeasonPassRoutes: FastifyPluginAsync = async (app) => {
  registerAdminResource(app, {
    contract: periodParkingResource,
    access: ADMIN_ONLY,
    deps: () => seasonPassDeps(app),
    // the applicants (names, mobiles, plates): the list and its export recorded with their rows (decision 183)
    personalData: {
      applications: { action: 'LIST', rows: rowsAt('value.result') },
      excel: { rows: rowsAt('value.result') },
      download: { recordedBy: 'service' },
    },
    handlers: {
      lots: async (d, q, c) => {
        c.reply.header('cache-control', 'no-store');
        return { value: await adminLotList(d.db, q.searchKeyword) };
      },
      refresh: async (d) => {
        const count = await refreshLots(d.db, d.drawSecret);
        return { result: 'success' as const, message: m.admin.refreshMessage(count), count };
      },
      save: async (d, body) => {
        const count = await updatePeriodParking(d.db, body, new Date(), d.drawSecret);
        return { value: { result: 'success' as const, message: m.admin.saved, count } };
      },
      applications: async (d, q) => ({ value: await adminApplications(d.db, q.lotId, q.roundId) }),
      excel: async (d, q) => ({ value: await adminApplications(d.db, q.lotId, q.roundId) }),
      draw: async (d, body) => {
        const roundId = await adminDraw(d, body.lotId, new Date());
        return { value: { result: 'success' as const, message: m.admin.drawn, roundId } };
      },
      cancel: async (d, body, c) => {
        await adminCancel(d, c.principal, body.periodId, body.reason, new Date());
        return { value: { result: 'success' as const, message: m.msg.cancelled } };
      },
      download: async (d, q, c) => {
        const file = await proofFile(d.db, q.periodId);
        await recordPiiAccess(d.db, {
          ...piiActor(c.request),
          subjectId: null,
          action: 'DOWNLOAD',
          target: `GET /api/admin/period/manager/proof.json periodId=${q.periodId}`,
        });
        return file;
      },
    },
  });
};

/**
 * Staff confirm the cars members prove with a registration certificate before they may apply for a season
 * pass with them (decision 179), shown on /periodparking.
 */
export const adminCarProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const ADMIN = requireRole('ROLE_ADMIN');
  app.get(
    '/api/admin/period/carProofs.json',
    {
      onRequest: ADMIN,
      // members' names, plates and owner names (decision 183)
      config: { pii: { action: 'LIST', rows: rowsAt('value.result') } },
      schema: {
        tags: ['admin-season-pass'],
        summary: 'Pending car-proof requests (registration certificates), oldest first',
        response: { 200: carProofListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWire({ value: { result: await pendingCarProofs(app.db) } });
    },
  );
  app.post(
    '/api/admin/period/carProofDecide.json',
    {
      onRequest: ADMIN,
      schema: {
        tags: ['admin-season-pass'],
        summary: 'Confirm (the car becomes proven for the member) or reject a car-proof request, once',
        body: carProofDecideRequestSchema,
      },
    },
    async (request) => {
      await decideCarProofRequest(seasonPassDeps(app), adminOf(request), request.body, new Date());
      const message =
        request.body.decision === 'CONFIRM' ? m.admin.carProofConfirmed : m.admin.carProofRejected;
      return { value: { result: 'success' as const, message } };
    },
  );
  app.get(
    '/api/admin/period/carProofFile.json',
    {
      onRequest: ADMIN,
      // a person's registration certificate; a download is recorded here, not from a serialised answer
      config: { pii: { action: 'DOWNLOAD', recordedBy: 'service' } },
      schema: {
        tags: ['admin-season-pass'],
        summary: 'The registration certificate of a car-proof request (download)',
        querystring: carProofFileQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await findAttachmentById(app.db, await carProofFileId(app.db, request.query.proofId));
      if (!row) throw new AppError('FILE_NOT_FOUND', 404);
      await recordPiiAccess(app.db, {
        ...piiActor(request),
        subjectId: null,
        action: 'DOWNLOAD',
        target: `GET /api/admin/period/carProofFile.json proofId=${request.query.proofId}`,
      });
      return sendDownload(reply, row);
    },
  );
};
