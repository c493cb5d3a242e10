import { lotsRouteData, reductionsRouteData } from '../../components/lot-data/lot-route-data';
import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the guide pages (spec 1 §2.11–2.13, spec 2 §2, §6); their tables come from the lots (fees, season-pass prices)
// and the reduction categories, asked for beside the screen's code
export const guidesRoutes: readonly RouteEntry[] = [
  {
    ...route('/parkfeeinformation', 'parkfeeinformation', 'fees', PUBLIC, 'inner', () =>
      import('./pages/park-fee-information-page').then((m) => m.ParkFeeInformationPage),
    ),
    data: lotsRouteData,
  },
  {
    ...route('/parkfeereduction', 'parkfeereduction', 'fees', PUBLIC, 'inner', () =>
      import('./pages/park-fee-reduction-page').then((m) => m.ParkFeeReductionPage),
    ),
    data: reductionsRouteData,
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
    data: lotsRouteData,
  },
];
