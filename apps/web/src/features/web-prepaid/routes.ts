import { BSN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// web prepaid time of approved business members (spec 2 §6, issue 16)
export const webPrepaidRoutes: readonly RouteEntry[] = [
  route('/webdiscountcharge', 'webdiscountcharge', 'webdiscount', BSN, 'inner', () =>
    import('./pages/web-discount-charge-page').then((m) => m.WebDiscountChargePage),
  ),
  route('/webdiscountuse', 'webdiscountuse', 'webdiscount', BSN, 'inner', () =>
    import('./pages/web-discount-use-page').then((m) => m.WebDiscountUsePage),
  ),
  route('/webdiscountuseview', 'webdiscountuseview', 'webdiscount', BSN, 'inner', () =>
    import('./pages/web-discount-use-view-page').then((m) => m.WebDiscountUseViewPage),
  ),
  route('/mypagediscountpayment', 'mypagediscountpayment', 'mypage', BSN, 'inner', () =>
    import('./pages/mypage-discount-payment-page').then((m) => m.MypageDiscountPaymentPage),
  ),
  route('/mypagediscount', 'mypagediscount', 'mypage', BSN, 'inner', () =>
    import('./pages/mypage-discount-page').then((m) => m.MypageDiscountPage),
  ),
];
