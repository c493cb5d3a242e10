import { ADMIN, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// payments back office (issue 21)
export const paymentsAdminRoutes: readonly RouteEntry[] = [
  {
    ...route('/paymentmanagement', 'paymentmanagement', 'admin', ADMIN, 'admin', () =>
      import('./pages/payment-list-page').then((m) => m.PaymentListPage),
    ),
    // the address's filters (today by default): the page of rows, the totals, and the lots of the lot filter
    data: routeData(
      () =>
        Promise.all([
          import('./api/payments-admin-api'),
          import('../../components/admin-kit/use-admin-list'),
          import('../../components/lot-data/parking-map-query'),
        ]),
      ([payments, list, lots], { search }) => {
        const filters = payments.filtersOf(search);
        return [
          list.adminListQuery(payments.paymentListOptions(filters), search).options,
          payments.paymentTotalsQuery(filters),
          lots.parkingMapQuery,
        ];
      },
    ),
  },
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
