import { kitPages } from '../../components/admin-kit/kit-pages';
import { ADMIN, ADMIN_OR_STORE, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// back office: staff users, teams, departments, authorities, access log (spec 3 §2.2, §6; issue 18)
const userKit = kitPages(() => import('./user-resource').then((m) => m.userPages));
const teamKit = kitPages(() => import('./org-resources').then((m) => m.teamPages));
const deptKit = kitPages(() => import('./org-resources').then((m) => m.deptPages));
const authorityKit = kitPages(() => import('./authority-resource').then((m) => m.authorityPages));

export const adminStaffRoutes: readonly RouteEntry[] = [
  route('/usermanagement', 'usermanagement', 'system', ADMIN, 'admin', userKit.list),
  route('/userenrollment', 'userenrollment', 'system', ADMIN, 'admin', userKit.create),
  route('/userview', 'userview', 'system', ADMIN, 'admin', userKit.view),
  route('/userupdate', 'userupdate', 'system', ADMIN, 'admin', userKit.update),
  route('/teamlist', 'teamlist', 'system', ADMIN, 'admin', teamKit.list),
  route('/teamenrollment', 'teamenrollment', 'system', ADMIN, 'admin', teamKit.create),
  route('/teamview', 'teamview', 'system', ADMIN, 'admin', teamKit.view),
  route('/teamupdate', 'teamupdate', 'system', ADMIN, 'admin', teamKit.update),
  route('/departmentlist', 'departmentlist', 'system', ADMIN, 'admin', deptKit.list),
  route('/departmentenrollment', 'departmentenrollment', 'system', ADMIN, 'admin', deptKit.create),
  route('/departmentview', 'departmentview', 'system', ADMIN, 'admin', deptKit.view),
  route('/departmentupdate', 'departmentupdate', 'system', ADMIN, 'admin', deptKit.update),
  route('/userauthoritylist', 'userauthoritylist', 'system', ADMIN_OR_STORE, 'admin', authorityKit.list),
  {
    ...route('/accessinfo', 'accessinfo', 'system', ADMIN_OR_STORE, 'admin', () =>
      import('./pages/access-info-page').then((m) => m.AccessInfoPage),
    ),
    // the log of the address's filters (today by default)
    data: routeData(
      () => import('./api/access-log-query'),
      (m, { search }) => [m.accessLogQuery(search)],
    ),
  },
];
