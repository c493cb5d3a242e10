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
 * The routes each feature declares beside its pages (features/<area>/routes.ts, decision 198), by the
 * feature's folder name, in the order of the site.
 */
export const routeDeclarations = {
  home: homeRoutes,
  search: searchRoutes,
  developer: developerRoutes,
  auth: authRoutes,
  signup: signupRoutes,
  'sms-outbox': smsOutboxRoutes,
  lots: lotsRoutes,
  guides: guidesRoutes,
  prepay: prepayRoutes,
  'fee-estimator': feeEstimatorRoutes,
  unpaid: unpaidRoutes,
  payments: paymentsRoutes,
  'reduction-registration': reductionRegistrationRoutes,
  'season-pass': seasonPassRoutes,
  'web-prepaid': webPrepaidRoutes,
  boards: boardsRoutes,
  inquiries: inquiriesRoutes,
  mypage: mypageRoutes,
  'admin-home': adminHomeRoutes,
  'admin-members': adminMembersRoutes,
  'admin-vehicles': adminVehiclesRoutes,
  'admin-season-pass': adminSeasonPassRoutes,
  'payments-admin': paymentsAdminRoutes,
  'admin-boards': adminBoardsRoutes,
  'admin-content': adminContentRoutes,
  'admin-staff': adminStaffRoutes,
  'admin-menus': adminMenusRoutes,
  'pii-access': piiAccessRoutes,
  errors: errorsRoutes,
} as const satisfies Record<string, readonly RouteEntry[]>;

/** The feature folder that declares each route. */
const declaringFeature = new Map<RouteEntry, string>(
  Object.entries(routeDeclarations).flatMap(([feature, routes]) => routes.map((r) => [r, feature] as const)),
);

/**
 * Every route of the three spec documents: the concatenation of the features' declarations. `/` and unknown
 * paths are redirects added by the router.
 */
export const routeTable: readonly RouteEntry[] = Object.values(routeDeclarations).flat();

/** False for a screen still showing the '준비 중' page (the developer screen index). */
export function isBuilt(entry: RouteEntry): boolean {
  return entry.page !== preparing;
}

/** Where a route is declared, e.g. 'features/prepay/routes.ts' (the developer screen index shows it). */
export function declaredIn(entry: RouteEntry): string | undefined {
  const feature = declaringFeature.get(entry);
  return feature ? `features/${feature}/routes.ts` : undefined;
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
