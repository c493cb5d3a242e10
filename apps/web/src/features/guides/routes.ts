import { PUBLIC, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// the guide pages (spec 1 §2.11–2.13, spec 2 §2, §6)
export const guidesRoutes: readonly RouteEntry[] = [
  route('/parkfeeinformation', 'parkfeeinformation', 'fees', PUBLIC, 'inner', () =>
    import('./pages/park-fee-information-page').then((m) => m.ParkFeeInformationPage),
  ),
  route('/parkfeereduction', 'parkfeereduction', 'fees', PUBLIC, 'inner', () =>
    import('./pages/park-fee-reduction-page').then((m) => m.ParkFeeReductionPage),
  ),
  route('/prepaymentinfo', 'prepaymentinfo', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/prepayment-info-page').then((m) => m.PrepaymentInfoPage),
  ),
  route('/unpaidinfo', 'unpaidinfo', 'settlement', PUBLIC, 'inner', () =>
    import('./pages/unpaid-info-page').then((m) => m.UnpaidInfoPage),
  ),
  route('/periodinfo', 'periodinfo', 'period', PUBLIC, 'inner', () =>
    import('./pages/period-info-page').then((m) => m.PeriodInfoPage),
  ),
];
