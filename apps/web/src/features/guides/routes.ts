import { PUBLIC, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the guide pages (spec 1 §2.11–2.13, spec 2 §2, §6)
// The guides' tables come from the lots (fees, season-pass prices) and the reduction categories: asked for
// beside the screen's code (decision 201).
const lotsData = routeData(
  () => import('../../components/lot-data/parking-map-query'),
  (m) => [m.parkingMapQuery],
);
const reductionsData = routeData(
  () => import('../../components/lot-data/discount-list-query'),
  (m) => [m.discountListQuery],
);

export const guidesRoutes: readonly RouteEntry[] = [
  {
    ...route('/parkfeeinformation', 'parkfeeinformation', 'fees', PUBLIC, 'inner', () =>
      import('./pages/park-fee-information-page').then((m) => m.ParkFeeInformationPage),
    ),
    data: lotsData,
  },
  {
    ...route('/parkfeereduction', 'parkfeereduction', 'fees', PUBLIC, 'inner', () =>
      import('./pages/park-fee-reduction-page').then((m) => m.ParkFeeReductionPage),
    ),
    data: reductionsData,
  },
  route('/prepaymentinfo', 'prepaymentinfo', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/prepayment-info-page').then((m) => m.PrepaymentInfoPage),
  ),
  route('/unpaidinfo', 'unpaidinfo', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/unpaid-info-page').then((m) => m.UnpaidInfoPage),
  ),
  {
    ...route('/periodinfo', 'periodinfo', 'period', PUBLIC, 'inner', () =>
      import('./pages/period-info-page').then((m) => m.PeriodInfoPage),
    ),
    data: lotsData,
  },
];
