import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the privacy officer's screen of personal-information access records (decision 183)
export const piiAccessRoutes: readonly RouteEntry[] = [
  route('/privacyaccess', 'privacyaccess', 'system', ADMIN, 'admin', () =>
    import('./pages/pii-access-page').then((m) => m.PiiAccessPage),
  ),
];
