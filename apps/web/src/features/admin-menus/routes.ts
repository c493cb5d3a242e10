import { kitPages } from '../../components/admin-kit/kit-pages';
import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// back office: data-driven menus and their statistics (spec 3 §2.2, §6; issue 18)
const menuKit = kitPages(() => import('./menu-resource').then((m) => m.menuPages));

export const adminMenusRoutes: readonly RouteEntry[] = [
  route('/menulist', 'menulist', 'system', ADMIN, 'admin', menuKit.list),
  route('/menuenrollment', 'menuenrollment', 'system', ADMIN, 'admin', menuKit.create),
  route('/menuview', 'menuview', 'system', ADMIN, 'admin', menuKit.view),
  route('/menuupdate', 'menuupdate', 'system', ADMIN, 'admin', menuKit.update),
  route('/connertmenustat', 'connertmenustat', 'system', ADMIN, 'admin', () =>
    import('./pages/menu-stat-page').then((m) => m.MenuStatPage),
  ),
];
