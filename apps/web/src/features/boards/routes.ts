import { PUBLIC, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// information section (spec 2 §2): notices and FAQ, open to everyone
export const boardsRoutes: readonly RouteEntry[] = [
  // built without Mantine like the first page (decision 177)
  {
    ...route('/noticelist', 'noticelist', 'board', PUBLIC, 'inner', () =>
      import('./pages/notice-list-page').then((m) => m.NoticeListPage),
    ),
    withoutMantine: true,
    prerender: { pageModule: 'src/features/boards/pages/notice-list-page' },
    // the page of notices the address asks for (decision 201)
    data: routeData(
      () => Promise.all([import('../../components/admin-kit/use-admin-list'), import('./api/board-list')]),
      ([kit, list], { search }) => [kit.adminListQuery(list.noticeList, search).options],
    ),
  },
  route('/noticeview', 'noticeview', 'board', PUBLIC, 'inner', () =>
    import('./pages/notice-view-page').then((m) => m.NoticeViewPage),
  ),
  route('/faqview', 'faqview', 'board', PUBLIC, 'inner', () =>
    import('./pages/faq-view-page').then((m) => m.FaqViewPage),
  ),
];
