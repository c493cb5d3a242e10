import { BSN, route, routeData } from '../../lib/route-declaration';

// the store's balance, read on opening both screens (no lot chosen yet)
const pointData = routeData(
  () => import('./api/point'),
  (m) => [m.pointQuery(null)],
);
// the histories open on today's rows (the screens' default search)
const historyApi = () =>
  Promise.all([import('../../components/usage-history/default-query'), import('./api/histories')]).then(
    ([d, h]) => ({ today: d.defaultHistoryQuery, ...h }),
  );

import type { RouteEntry } from '../../lib/route-entry';

// web prepaid time of approved business members (spec 2 §6, issue 16)
export const webPrepaidRoutes: readonly RouteEntry[] = [
  {
    ...route('/webdiscountcharge', 'webdiscountcharge', 'webdiscount', BSN, 'inner', () =>
      import('./pages/web-discount-charge-page').then((m) => m.WebDiscountChargePage),
    ),
    data: pointData,
  },
  {
    ...route('/webdiscountuse', 'webdiscountuse', 'webdiscount', BSN, 'inner', () =>
      import('./pages/web-discount-use-page').then((m) => m.WebDiscountUsePage),
    ),
    // made of the kit's plain widgets: no Mantine code nor provider on its first visit (decision 223)
    withoutMantine: true,
    data: pointData,
  },
  route('/webdiscountuseview', 'webdiscountuseview', 'webdiscount', BSN, 'inner', () =>
    import('./pages/web-discount-use-view-page').then((m) => m.WebDiscountUseViewPage),
  ),
  {
    ...route('/mypagediscountpayment', 'mypagediscountpayment', 'mypage', BSN, 'inner', () =>
      import('./pages/mypage-discount-payment-page').then((m) => m.MypageDiscountPaymentPage),
    ),
    data: routeData(historyApi, (m) => [m.buyListQuery(m.today())]),
  },
  {
    ...route('/mypagediscount', 'mypagediscount', 'mypage', BSN, 'inner', () =>
      import('./pages/mypage-discount-page').then((m) => m.MypageDiscountPage),
    ),
    data: routeData(historyApi, (m) => [m.useListQuery(m.today())]),
  },
];
