import { lotsAndReductionsRouteData } from '../../components/lot-data/lot-route-data';
import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the fee estimator (spec 1 §2.14); its lot select and reduction select asked for beside the screen's code
export const feeEstimatorRoutes: readonly RouteEntry[] = [
  {
    ...route('/advancepayment', 'advancepayment', 'settlement', PUBLIC, 'inner', () =>
      import('./pages/advance-payment-page').then((m) => m.AdvancePaymentPage),
    ),
    data: lotsAndReductionsRouteData,
  },
  {
    ...route('/feecalculation', 'feecalculation', 'fees', PUBLIC, 'inner', () =>
      import('./pages/fee-calculation-page').then((m) => m.FeeCalculationPage),
    ),
    data: lotsAndReductionsRouteData,
  },
];
