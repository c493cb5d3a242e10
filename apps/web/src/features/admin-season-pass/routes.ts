import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// back office: season passes (spec 3 §2.2, §6)
export const adminSeasonPassRoutes: readonly RouteEntry[] = [
  route('/periodparking', 'periodparking', 'admin', ADMIN, 'admin', () =>
    import('./pages/period-parking-page').then((m) => m.PeriodParkingPage),
  ),
];
