import { kitPages } from '../../components/admin-kit/kit-pages';
import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// back office: notices and FAQ (spec 3 §2.2, §6)
const noticeKit = kitPages(() => import('./board-resource').then((m) => m.noticePages));
const faqKit = kitPages(() => import('./board-resource').then((m) => m.faqPages));

export const adminBoardsRoutes: readonly RouteEntry[] = [
  route('/noticemanagement', 'noticemanagement', 'admin', ADMIN, 'admin', noticeKit.list),
  route('/noticemanagementview', 'noticemanagementview', 'admin', ADMIN, 'admin', noticeKit.view),
  route(
    '/noticemanagementenrollment',
    'noticemanagementenrollment',
    'admin',
    ADMIN,
    'admin',
    noticeKit.create,
  ),
  route('/noticemanagementupdate', 'noticemanagementupdate', 'admin', ADMIN, 'admin', noticeKit.update),
  route('/faqmanagement', 'faqmanagement', 'admin', ADMIN, 'admin', faqKit.list),
  route('/faqmanagementview', 'faqmanagementview', 'admin', ADMIN, 'admin', faqKit.view),
  route('/faqmanagementenrollment', 'faqmanagementenrollment', 'admin', ADMIN, 'admin', faqKit.create),
  route('/faqmanagementupdate', 'faqmanagementupdate', 'admin', ADMIN, 'admin', faqKit.update),
];
