import { ADMIN, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the back office home (decision 142)
export const adminHomeRoutes: readonly RouteEntry[] = [
  {
    ...route('/adminhome', 'adminhome', 'admin', ADMIN, 'admin', () =>
      import('./pages/admin-home-page').then((m) => m.AdminHomePage),
    ),
    data: routeData(
      () => import('./api/admin-home'),
      (m) => [m.adminHomeQuery],
    ),
  },
];
