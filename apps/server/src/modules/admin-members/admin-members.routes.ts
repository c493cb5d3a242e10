import { memberResource } from '@parking/shared/admin-members/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { piiActor } from '../pii-access';
import {
  downloadMemberFile,
  listMemberAdmin,
  releaseLock,
  updateBusinessStatus,
  updateMarket,
  updateMemberAuth,
  viewMember,
} from './admin-members.service';

/** General and business members (spec 3 §2.3, §7 "Members"); every read and change is recorded. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminResource(app, {
    contract: memberResource,
    access: ADMIN_ONLY,
    deps: () => ({ db: app.db, notifier: app.notifier, log: app.log }),
    // list and export recorded with their rows; the detail and documents by the service (subject: the member)
    personalData: {
      list: {},
      excel: {},
      view: { recordedBy: 'service' },
      download: { recordedBy: 'service' },
    },
    handlers: {
      list: listMemberAdmin,
      view: (d, b, c) => viewMember(d, b.memberId, piiActor(c.request)),
      download: (d, q, c) => downloadMemberFile(d, q, piiActor(c.request)),
      pwLockInit: (d, b, c) => releaseLock(d, b.memberId, piiActor(c.request)),
      updateSttus: (d, b, c) => updateBusinessStatus(d, b, piiActor(c.request)),
      updateAuth: (d, b, c) => updateMemberAuth(d, b, piiActor(c.request)),
      updateMarket: (d, b, c) => updateMarket(d, b, piiActor(c.request)),
    },
  });
};
