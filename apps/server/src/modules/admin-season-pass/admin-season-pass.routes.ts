import { periodParkingResource } from '@parking/shared/admin-season-pass/contract';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
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
      applications: async (d, q, c) => {
        c.reply.header('cache-control', 'no-store');
        return { value: await adminApplications(d.db, q.sectnId, q.roundId) };
      },
      draw: async (d, body) => {
        const roundId = await adminDraw(d, body.sectnId, new Date());
        return { value: { result: 'success' as const, message: m.admin.drawn, roundId } };
      },
      cancel: async (d, body, c) => {
        await adminCancel(d, c.principal, body.periodId, body.reason, new Date());
        return { value: { result: 'success' as const, message: m.msg.cancelled } };
      },
      download: (d, q) => proofFile(d.db, q.periodId),
    },
  });
};
