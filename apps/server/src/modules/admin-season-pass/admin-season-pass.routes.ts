import { periodParkingResource } from '@parking/shared/admin-season-pass/contract';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { rowsAt } from '../../lib/pii-route';
import { piiActor, recordPiiAccess } from '../pii-access/pii-access.service';
import {
  adminApplications,
  adminCancel,
  adminDraw,
  adminLotList,
  proofFile,
  refreshLots,
  updatePeriodParking,
} from '../season-pass/season-pass.admin';
import { seasonPassDeps } from '../season-pass/season-pass.routes';

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
        const count = await refreshLots(d.db);
        return { result: 'success' as const, message: m.admin.refreshMessage(count), count };
      },
      save: async (d, body) => {
        const count = await updatePeriodParking(d.db, body, new Date());
        return { value: { result: 'success' as const, message: m.admin.saved, count } };
      },
      applications: async (d, q) => ({ value: await adminApplications(d.db, q.sectnId, q.roundId) }),
      excel: async (d, q) => ({ value: await adminApplications(d.db, q.sectnId, q.roundId) }),
      draw: async (d, body) => {
        const roundId = await adminDraw(d, body.sectnId, new Date());
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
