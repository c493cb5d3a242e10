import { adminBoardsRoutes } from '../features/admin-boards/routes';
import { adminContentRoutes } from '../features/admin-content/routes';
import { adminHomeRoutes } from '../features/admin-home/routes';
import { adminMembersRoutes } from '../features/admin-members/routes';
import { adminMenusRoutes } from '../features/admin-menus/routes';
import { adminSeasonPassRoutes } from '../features/admin-season-pass/routes';
import { adminStaffRoutes } from '../features/admin-staff/routes';
import { adminVehiclesRoutes } from '../features/admin-vehicles/routes';
import { authRoutes } from '../features/auth/routes';
import { boardsRoutes } from '../features/boards/routes';
import { developerRoutes } from '../features/developer/routes';
import { errorsRoutes } from '../features/errors/routes';
import { feeEstimatorRoutes } from '../features/fee-estimator/routes';
import { guidesRoutes } from '../features/guides/routes';
import { homeRoutes } from '../features/home/routes';
import { inquiriesRoutes } from '../features/inquiries/routes';
import { lotsRoutes } from '../features/lots/routes';
import { mypageRoutes } from '../features/mypage/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { paymentsAdminRoutes } from '../features/payments-admin/routes';
import { piiAccessRoutes } from '../features/pii-access/routes';
import { prepayRoutes } from '../features/prepay/routes';
import { reductionRegistrationRoutes } from '../features/reduction-registration/routes';
import { searchRoutes } from '../features/search/routes';
import { seasonPassRoutes } from '../features/season-pass/routes';
import { signupRoutes } from '../features/signup/routes';
import { smsOutboxRoutes } from '../features/sms-outbox/routes';
import { unpaidRoutes } from '../features/unpaid/routes';
import { webPrepaidRoutes } from '../features/web-prepaid/routes';
import type { PageLoader, RouteEntry } from '../lib/route-entry';

// Screens that belong to later work show an honest "준비 중" page with the route title.
const preparing: PageLoader = () =>
  import('../features/preparing/pages/preparing-page').then((m) => m.PreparingPage);

/**
 * Every route of the three spec documents: the concatenation of the routes each feature declares beside its
 * pages (features/<area>/routes.ts, decision 198), in the order of the site. `/` and unknown paths are
 * redirects added by the router.
 */
export const routeTable: readonly RouteEntry[] = [
  ...homeRoutes,
  ...searchRoutes,
  ...developerRoutes,
  ...authRoutes,
  ...signupRoutes,
  ...smsOutboxRoutes,
  ...lotsRoutes,
  ...guidesRoutes,
  ...prepayRoutes,
  ...feeEstimatorRoutes,
  ...unpaidRoutes,
  ...paymentsRoutes,
  ...reductionRegistrationRoutes,
  ...seasonPassRoutes,
  ...webPrepaidRoutes,
  ...boardsRoutes,
  ...inquiriesRoutes,
  ...mypageRoutes,
  ...adminHomeRoutes,
  ...adminMembersRoutes,
  ...adminVehiclesRoutes,
  ...adminSeasonPassRoutes,
  ...paymentsAdminRoutes,
  ...adminBoardsRoutes,
  ...adminContentRoutes,
  ...adminStaffRoutes,
  ...adminMenusRoutes,
  ...piiAccessRoutes,
  ...errorsRoutes,
];

/** False for a screen still showing the '준비 중' page (the developer screen index). */
export function isBuilt(entry: RouteEntry): boolean {
  return entry.page !== preparing;
}

/** The entry of a path (exact match), for code that is not rendered inside the router. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return (
    routeTable.find((r) => r.path === pathname) ??
    routeTable.find((r) => !r.caseSensitive && r.path.toLowerCase() === pathname.toLowerCase())
  );
}

/** The visit category as reported to the server: 'level1 > level2'. */
export function visitCategoryOf(entry: RouteEntry): string {
  return entry.category.join(' > ');
}
