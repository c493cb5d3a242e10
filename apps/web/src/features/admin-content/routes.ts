import { kitPages } from '../../components/admin-kit/kit-pages';
import { ADMIN, route } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// back office: popups and banners (spec 3 §2.2, §6)
const popupKit = kitPages(() => import('./popup-resource').then((m) => m.popupPages));
const bannerKit = kitPages(() => import('./banner-resource').then((m) => m.bannerPages));

export const adminContentRoutes: readonly RouteEntry[] = [
  route('/popuplist', 'popuplist', 'admin', ADMIN, 'admin', popupKit.list),
  route('/popupenrollment', 'popupenrollment', 'admin', ADMIN, 'admin', popupKit.create),
  route('/popupview', 'popupview', 'admin', ADMIN, 'admin', popupKit.view),
  route('/popupupdate', 'popupupdate', 'admin', ADMIN, 'admin', popupKit.update),
  route('/bannerlist', 'bannerlist', 'admin', ADMIN, 'admin', bannerKit.list),
  route('/bannerenrollment', 'bannerenrollment', 'admin', ADMIN, 'admin', bannerKit.create),
  route('/bannerview', 'bannerview', 'admin', ADMIN, 'admin', bannerKit.view),
  route('/bannerupdate', 'bannerupdate', 'admin', ADMIN, 'admin', bannerKit.update),
];
