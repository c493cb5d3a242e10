import { LOGIN, route, USR } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// my-page (spec 2 §2, §6)
export const mypageRoutes: readonly RouteEntry[] = [
  route('/mypagemain', 'mypagemain', 'mypage', LOGIN, 'inner', () =>
    import('./pages/mypage-main-page').then((m) => m.MypageMainPage),
  ),
  route('/mypageupdate', 'mypageupdate', 'mypage', LOGIN, 'inner', () =>
    import('./pages/mypage-update-page').then((m) => m.MypageUpdatePage),
  ),
  route('/mypagenotification', 'mypagenotification', 'mypage', LOGIN, 'inner', () =>
    import('./pages/mypage-notifications-page').then((m) => m.MypageNotificationsPage),
  ),
  route('/mypageprepayment', 'mypageprepayment', 'mypage', USR, 'inner', () =>
    import('./pages/mypage-history-prepayment-page').then((m) => m.MypageHistoryPrepaymentPage),
  ),
  route('/mypagepayment', 'mypagepayment', 'mypage', USR, 'inner', () =>
    import('./pages/mypage-history-period-page').then((m) => m.MypageHistoryPeriodPage),
  ),
  route('/mypageunpaid', 'mypageunpaid', 'mypage', USR, 'inner', () =>
    import('./pages/mypage-history-unpaid-page').then((m) => m.MypageHistoryUnpaidPage),
  ),
];
