import { reductionsRouteData } from '../../components/lot-data/lot-route-data';
import { PUBLIC, route } from '../../lib/route-declaration';
import type { PageLoader, RouteEntry } from '../../lib/route-entry';

// reduction pre-registration (spec 2 §2, developer index only; decision 123)
const reductionPage =
  (name: 'Info' | 'Agreement' | 'Confirm' | 'Result'): PageLoader =>
  () =>
    import('./reduction-pages').then((m) => m.reductionPages[name]);

export const reductionRegistrationRoutes: readonly RouteEntry[] = [
  {
    ...route('/reductioninfo', 'reductioninfo', 'fees', PUBLIC, 'inner', reductionPage('Info')),
    // the reduction categories of its table, asked for beside the screen's code (decision 201)
    data: reductionsRouteData,
  },
  route('/reductionagreement', 'reductionagreement', 'fees', PUBLIC, 'inner', reductionPage('Agreement')),
  route('/reductionconfirm', 'reductionconfirm', 'fees', PUBLIC, 'inner', reductionPage('Confirm')),
  route('/reductionresult', 'reductionresult', 'fees', PUBLIC, 'inner', reductionPage('Result')),
];
