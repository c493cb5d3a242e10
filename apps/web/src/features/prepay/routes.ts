import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// pre-payment (spec 1 §2.13)
export const prepayRoutes: readonly RouteEntry[] = [
  // built without Mantine like the first page (decision 177)
  {
    ...route('/lookup', 'lookup', 'settlement', PUBLIC, 'inner', () =>
      import('./pages/lookup-page').then((m) => m.LookupPage),
    ),
    withoutMantine: true,
    prerender: { pageModule: 'src/features/prepay/pages/lookup-page' },
  },
  route('/paymentview', 'paymentview', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/payment-view-page').then((m) => m.PaymentViewPage),
  ),
];
