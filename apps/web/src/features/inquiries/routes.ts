import { ADMIN, PUBLIC, route, routeData } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// inquiries (spec 2 §2): reading and asking are open to everyone, answering is for administrators
export const inquiriesRoutes: readonly RouteEntry[] = [
  {
    ...route('/qnalist', 'qnalist', 'board', PUBLIC, 'inner', () =>
      import('./pages/qna-list-page').then((m) => m.QnaListPage),
    ),
    // the page of questions the address asks for (decision 201)
    data: routeData(
      () => Promise.all([import('../../components/admin-kit/use-admin-list'), import('./api/inquiry-list')]),
      ([kit, list], { search }) => [kit.adminListQuery(list.inquiryList, search).options],
    ),
  },
  route('/qnaenrollment', 'qnaenrollment', 'board', PUBLIC, 'inner', () =>
    import('./pages/qna-enrollment-page').then((m) => m.QnaEnrollmentPage),
  ),
  route('/qnaview', 'qnaview', 'board', PUBLIC, 'inner', () =>
    import('./pages/qna-view-page').then((m) => m.QnaViewPage),
  ),
  route('/qnaanswerenrollment', 'qnaanswerenrollment', 'board', ADMIN, 'inner', () =>
    import('./pages/qna-answer-page').then((m) => m.QnaAnswerPage),
  ),
];
