import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// demo helper (issue 3): the SMS outbox; the page itself says "not found" outside demo mode
export const smsOutboxRoutes: readonly RouteEntry[] = [
  route('/smsoutbox', 'smsoutbox', 'demo', PUBLIC, 'public', () =>
    import('./pages/sms-outbox-page').then((m) => m.SmsOutboxPage),
  ),
];
