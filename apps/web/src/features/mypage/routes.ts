import { LOGIN, route, routeData, USR } from '../../lib/route-declaration';

// the usage histories open on today's rows (the screens' default search)
const historyApi = () =>
  Promise.all([
    import('../../components/usage-history/default-query'),
    import('./history/history-api'),
    import('./history/period-history-api'),
  ]).then(([d, h, p]) => ({ today: d.defaultHistoryQuery, ...h, ...p }));

import type { RouteEntry } from '../../lib/route-entry';

// my-page (spec 2 §2, §6)
export const mypageRoutes: readonly RouteEntry[] = [
  {
    ...route('/mypagemain', 'mypagemain', 'mypage', LOGIN, 'inner', () =>
      import('./pages/mypage-main-page').then((m) => m.MypageMainPage),
    ),
    // made of the kit's plain widgets: no Mantine code nor provider on its first visit (decision 223)
    withoutMantine: true,
  },
  {
    ...route('/mypageupdate', 'mypageupdate', 'mypage', LOGIN, 'inner', () =>
      import('./pages/mypage-update-page').then((m) => m.MypageUpdatePage),
    ),
    // the profile, once the password gate has been passed in this tab (without it the screen sends the visitor
    // back to /mypagemain and asks for nothing)
    data: routeData(
      () => Promise.all([import('./gate'), import('./api/member-view')]),
      ([gate, view], { search, session }) =>
        gate.isGateTokenValid(search.get('check')) && session.memberId !== ''
          ? [view.memberViewQuery(session.memberId)]
          : [],
    ),
  },
  route('/mypagenotification', 'mypagenotification', 'mypage', LOGIN, 'inner', () =>
    import('./pages/mypage-notifications-page').then((m) => m.MypageNotificationsPage),
  ),
  {
    ...route('/mypageprepayment', 'mypageprepayment', 'mypage', USR, 'inner', () =>
      import('./pages/mypage-history-prepayment-page').then((m) => m.MypageHistoryPrepaymentPage),
    ),
    data: routeData(historyApi, (m) => [m.prepayHistoryQuery(m.today())]),
  },
  {
    ...route('/mypagepayment', 'mypagepayment', 'mypage', USR, 'inner', () =>
      import('./pages/mypage-history-period-page').then((m) => m.MypageHistoryPeriodPage),
    ),
    data: routeData(historyApi, (m) => [m.periodHistoryQuery(m.today())]),
  },
  {
    ...route('/mypageunpaid', 'mypageunpaid', 'mypage', USR, 'inner', () =>
      import('./pages/mypage-history-unpaid-page').then((m) => m.MypageHistoryUnpaidPage),
    ),
    data: routeData(historyApi, (m) => [m.unpaidHistoryQuery(m.today())]),
  },
];
