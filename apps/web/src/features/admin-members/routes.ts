import { kitPages } from '../../components/admin-kit/kit-pages';
import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// back office: members (spec 3 §2.2, §6)
const generalMemberKit = kitPages(() => import('./member-resources').then((m) => m.generalMemberPages));
const businessMemberKit = kitPages(() => import('./member-resources').then((m) => m.businessMemberPages));

export const adminMembersRoutes: readonly RouteEntry[] = [
  route('/generalmembership', 'generalmembership', 'admin', ADMIN, 'admin', generalMemberKit.list),
  route('/generalmembershipview', 'generalmembershipview', 'admin', ADMIN, 'admin', generalMemberKit.view),
  route('/businessmembership', 'businessmembership', 'admin', ADMIN, 'admin', businessMemberKit.list),
  route('/businessmembershipview', 'businessmembershipview', 'admin', ADMIN, 'admin', businessMemberKit.view),
];
