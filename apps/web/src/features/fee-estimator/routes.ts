import { PUBLIC, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the fee estimator (spec 1 §2.14)
// the estimator's lot select and reduction select, asked for beside the screen's code (decision 201)
const estimatorData = routeData(
  () =>
    Promise.all([
      import('../../components/lot-data/parking-map-query'),
      import('../../components/lot-data/discount-list-query'),
    ]),
  ([lots, reductions]) => [lots.parkingMapQuery, reductions.discountListQuery],
);

export const feeEstimatorRoutes: readonly RouteEntry[] = [
  {
    ...route('/advancepayment', 'advancepayment', 'settlement', PUBLIC, 'inner', () =>
      import('./pages/advance-payment-page').then((m) => m.AdvancePaymentPage),
    ),
    data: estimatorData,
  },
  {
    ...route('/feecalculation', 'feecalculation', 'fees', PUBLIC, 'inner', () =>
      import('./pages/fee-calculation-page').then((m) => m.FeeCalculationPage),
    ),
    data: estimatorData,
  },
];
