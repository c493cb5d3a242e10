import {
  authorityResource,
  deptResource,
  loginHistoryResource,
  staffUserResource,
  teamResource,
} from '@parking/shared/admin-staff/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, adminOrOwnRows, registerAdminResource } from '../../lib/admin-resource/register';
import { rowsAt } from '../../lib/pii-route';
import { piiActor } from '../pii-access';
import * as s from './admin-staff.service';

/**
 * System management (spec 3 §2.10, §7): staff users, teams, departments, authority assignment and the access
 * log. ROLE_ADMIN only, except that ROLE_STORE may read its own authority row and its own access history
 * (spec 3 §6). The staff list shares GET /api/member/list.json with the member lists: `smu=true` routes here
 * (decision 150).
 */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db });

  registerAdminResource(app, {
    contract: staffUserResource,
    access: ADMIN_ONLY,
    deps,
    queryConstraints: { list: 'smu=true' },
    personalData: { list: {}, view: { recordedBy: 'service' } },
    handlers: {
      list: s.listStaffUsers,
      view: (d, q, c) => s.viewStaffUser(d, q.memberId, piiActor(c.request)),
      insert: (d, b, c) => s.insertStaffUser(d, b, piiActor(c.request)),
      update: (d, b, c) => s.updateStaffUser(d, b, piiActor(c.request)),
      mberDelete: (d, b, c) => s.deleteStaffUsers(d, b.memberId, piiActor(c.request)),
    },
  });

  registerAdminResource(app, {
    contract: teamResource,
    access: ADMIN_ONLY,
    deps,
    handlers: {
      list: s.listTeams,
      view: (d, q) => s.viewTeam(d, q.teamId),
      insert: s.insertTeam,
      update: s.updateTeam,
      delete: (d, b) => s.deleteTeam(d, b.teamId),
    },
  });

  registerAdminResource(app, {
    contract: deptResource,
    access: ADMIN_ONLY,
    deps,
    handlers: {
      list: s.listDepartments,
      view: (d, q) => s.viewDepartment(d, q.deptId),
      insert: s.insertDepartment,
      update: s.updateDepartment,
      delete: (d, b) => s.deleteDepartment(d, b.deptId),
    },
  });

  registerAdminResource(app, {
    contract: authorityResource,
    access: ADMIN_ONLY,
    endpointAccess: { authorGroupList: adminOrOwnRows('ROLE_STORE') },
    deps,
    personalData: { authorGroupList: { action: 'LIST', rows: rowsAt('resultList') } },
    handlers: {
      authorGroupList: (d, q, c) => s.authorGroupList(d, q, c.scope),
      authorGroupInsert: (d, b, c) => s.assignAuthorities(d, b.arrData, 'insert', piiActor(c.request)),
      authorGroupDelete: (d, b, c) => s.assignAuthorities(d, b.arrData, 'delete', piiActor(c.request)),
    },
  });

  registerAdminResource(app, {
    contract: loginHistoryResource,
    access: adminOrOwnRows('ROLE_STORE'),
    deps,
    // recorded by the service for staff only (a store reading its own history is no access to others' data)
    personalData: { list: { recordedBy: 'service' } },
    handlers: {
      list: (d, q, c) => s.listAccessLog(d, q, c.scope, piiActor(c.request)),
    },
  });
};
