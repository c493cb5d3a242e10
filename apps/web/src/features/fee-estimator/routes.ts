import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the fee estimator (spec 1 §2.14)
export const feeEstimatorRoutes: readonly RouteEntry[] = [
  route('/advancepayment', 'advancepayment', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/advance-payment-page').then((m) => m.AdvancePaymentPage),
  ),
  route('/feecalculation', 'feecalculation', 'fees', PUBLIC, 'inner', () =>
    import('./pages/fee-calculation-page').then((m) => m.FeeCalculationPage),
  ),
];
