import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// payments back office (issue 21)
export const paymentsAdminRoutes: readonly RouteEntry[] = [
  route('/paymentmanagement', 'paymentmanagement', 'admin', ADMIN, 'admin', () =>
    import('./pages/payment-list-page').then((m) => m.PaymentListPage),
  ),
  route('/paymentmanagementview', 'paymentmanagementview', 'admin', ADMIN, 'admin', () =>
    import('./pages/payment-view-page').then((m) => m.PaymentViewPage),
  ),
  route('/settlement', 'settlement', 'admin', ADMIN, 'admin', () =>
    import('./pages/settlement-page').then((m) => m.SettlementPage),
  ),
  route('/reconciliation', 'reconciliation', 'admin', ADMIN, 'admin', () =>
    import('./pages/reconciliation-page').then((m) => m.ReconciliationPage),
  ),
];
