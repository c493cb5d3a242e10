import { kitPages } from '../../components/admin-kit/kit-pages';
import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// back office: discount and free vehicles (spec 3 §2.2, §6)
const discountKit = kitPages(() => import('./discount-resource').then((m) => m.discountPages));
const freeKit = kitPages(() => import('./free-resource').then((m) => m.freePages));

export const adminVehiclesRoutes: readonly RouteEntry[] = [
  route('/discountvehicle', 'discountvehicle', 'admin', ADMIN, 'admin', discountKit.list),
  route('/discountvehicleview', 'discountvehicleview', 'admin', ADMIN, 'admin', discountKit.view),
  route(
    '/discountvehicleenrollment',
    'discountvehicleenrollment',
    'admin',
    ADMIN,
    'admin',
    discountKit.create,
  ),
  route('/discountvehicleupdate', 'discountvehicleupdate', 'admin', ADMIN, 'admin', discountKit.update),
  route('/freevehicle', 'freevehicle', 'admin', ADMIN, 'admin', freeKit.list),
  route('/freevehicleview', 'freevehicleview', 'admin', ADMIN, 'admin', freeKit.view),
  route('/freevehicleenrollment', 'freevehicleenrollment', 'admin', ADMIN, 'admin', freeKit.create),
  route('/freevehicleupdate', 'freevehicleupdate', 'admin', ADMIN, 'admin', freeKit.update),
];
