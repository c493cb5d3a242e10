import { discountResource, freeCarResource } from '@parking/shared/admin-vehicles/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { piiActor } from '../pii-access/pii-access.service';
import {
  approveRegistration,
  listPendingRegistrations,
  registrationDocument,
  rejectRegistration,
} from '../reduction-registration/reduction-registration.service';
import {
  checkDiscountCarNo,
  checkFreeCarNo,
  deleteDiscountAdmin,
  deleteFreeAdmin,
  exportDiscountList,
  exportFreeList,
  freeTypes,
  insertDiscountAdmin,
  insertFreeAdmin,
  listDiscountAdmin,
  listFreeAdmin,
  updateDiscountAdmin,
  updateFreeAdmin,
  viewDiscountAdmin,
  viewFreeAdmin,
} from './admin-vehicles.service';

/** Discount vehicles with the review of pre-registrations, and free vehicles (spec 3 §2.4, §2.5, §7). */
export const adminVehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, sms: app.sms, storage: app.storage, log: app.log });

  registerAdminResource(app, {
    contract: discountResource,
    access: ADMIN_ONLY,
    deps,
    handlers: {
      list: listDiscountAdmin,
      excel: (d, q, c) => exportDiscountList(d, q, piiActor(c.request)),
      view: (d, q, c) => viewDiscountAdmin(d, q.seqId, piiActor(c.request)),
      insert: (d, b, c) => insertDiscountAdmin(d, b, piiActor(c.request)),
      update: (d, b, c) => updateDiscountAdmin(d, b, piiActor(c.request)),
      delete: (d, b, c) => deleteDiscountAdmin(d, b.seqId, piiActor(c.request)),
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
    handlers: {
      list: listFreeAdmin,
      excel: (d, q, c) => exportFreeList(d, q, piiActor(c.request)),
      view: (d, q, c) => viewFreeAdmin(d, q.freeCarId, piiActor(c.request)),
      insert: (d, b, c) => insertFreeAdmin(d, b, piiActor(c.request)),
      update: (d, b, c) => updateFreeAdmin(d, b, piiActor(c.request)),
      delete: (d, b, c) => deleteFreeAdmin(d, b.freeCarId, piiActor(c.request)),
      fctCode: async () => freeTypes(),
      carNoCheck: checkFreeCarNo,
    },
  });
};
