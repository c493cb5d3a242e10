import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// unpaid fees (spec 2 §2)
export const unpaidRoutes: readonly RouteEntry[] = [
  route('/lookupunpaid', 'lookupunpaid', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/lookup-unpaid-page').then((m) => m.LookupUnpaidPage),
  ),
  route('/unpaidview', 'unpaidview', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/unpaid-view-page').then((m) => m.UnpaidViewPage),
  ),
];
