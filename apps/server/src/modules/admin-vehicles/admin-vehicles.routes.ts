import { discountResource, freeCarResource } from '@parking/shared/admin-vehicles/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { rowsAt } from '../../lib/pii-route';
import { piiActor } from '../pii-access';
import {
  approveRegistration,
  listPendingRegistrations,
  registrationDocument,
  rejectRegistration,
} from '../reduction-registration';
import { checkDiscountCarNo, discountVehicles } from './discount-vehicles.service';
import { checkFreeCarNo, freeTypes, freeVehicles } from './free-vehicles.service';

/** Discount vehicles with the review of pre-registrations, and free vehicles (spec 3 §2.4, §2.5, §7). */
export const adminVehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, notifier: app.notifier, storage: app.storage, log: app.log });

  registerAdminResource(app, {
    contract: discountResource,
    access: ADMIN_ONLY,
    deps,
    personalData: {
      list: {},
      excel: {},
      pendingList: { action: 'LIST', rows: rowsAt('pendingList') },
      view: { recordedBy: 'service' },
      download: { recordedBy: 'service' },
    },
    handlers: {
      ...discountVehicles.handlers((q: { seqId: number }) => q.seqId),
      carNoCheck: checkDiscountCarNo,
      pendingList: (d) => listPendingRegistrations(d.db),
      approvePending: (d, b, c) => approveRegistration(d, b.regId, piiActor(c.request)),
      rejectPending: (d, b, c) => rejectRegistration(d, b.regId, piiActor(c.request)),
      download: (d, q, c) => registrationDocument(d, q.regId, piiActor(c.request)),
    },
  });

  registerAdminResource(app, {
    contract: freeCarResource,
    access: ADMIN_ONLY,
    deps,
    personalData: { list: {}, excel: {}, view: { recordedBy: 'service' } },
    handlers: {
      ...freeVehicles.handlers((q: { freeCarId: number }) => q.freeCarId),
      fctCode: async () => freeTypes(),
      carNoCheck: checkFreeCarNo,
    },
  });
};
