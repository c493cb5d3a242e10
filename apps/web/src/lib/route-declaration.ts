import type { AccessRule } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import type {
  LayoutKind,
  PageLoader,
  RouteData,
  RouteDataContext,
  RouteEntry,
  RouteQuery,
} from './route-entry';

// What a feature's routes.ts declares its routes with (decision 198): the access rules, the visit groups and
// `route()`. The app's route table (app/route-table.tsx) is the concatenation of those declarations.

// Access rules. ROLE_ADMIN passes every rule that needs authorization (decideAccess).
export const PUBLIC: AccessRule = {};
export const GUEST: AccessRule = { guestOnly: true };
export const LOGIN: AccessRule = { auth: true };
export const USR: AccessRule = { auth: true, roles: ['ROLE_USER'], category: 'USR' };
export const BSN: AccessRule = { auth: true, roles: ['ROLE_STORE'], category: 'BSN' };
export const ADMIN: AccessRule = { auth: true, roles: ['ROLE_ADMIN'] };
export const ADMIN_OR_STORE: AccessRule = { auth: true, roles: ['ROLE_ADMIN', 'ROLE_STORE'] };

/** The key of a route's title in `ko.routes` (decision 194: one name per page). */
export type TitleKey = keyof typeof ko.routes;

// Level 1 of the visit category: the site-menu section of the route (same words as the menu), or a group
// of its own for routes outside the menu.
const groups = {
  home: ko.visitGroups.home,
  member: ko.visitGroups.member,
  search: ko.visitGroups.search,
  dev: ko.visitGroups.dev,
  demo: ko.visitGroups.demo,
  error: ko.visitGroups.error,
  parking: ko.menu.parking,
  fees: ko.menu.reduction,
  settlement: ko.menu.prepayment,
  period: ko.menu.period,
  webdiscount: ko.menu.webDiscount,
  board: ko.menu.board,
  mypage: ko.menu.mypage,
  admin: ko.menu.admin,
  system: ko.menu.system,
} as const;
export type VisitGroup = keyof typeof groups;

/** One route: its path, title key, visit group, guard, frame and lazy page (`() => import(...)`, never static). */
export function route(
  path: string,
  key: TitleKey,
  group: VisitGroup,
  access: AccessRule,
  layout: LayoutKind,
  page: PageLoader,
): RouteEntry {
  const title = ko.routes[key];
  const entry: RouteEntry = { path, title, access, category: [groups[group], title], layout, page };
  // a kit page's loader brings the data its screen asks for first, and whether it needs Mantine (kitPages)
  const { data, withoutMantine } = page as PageWithData;
  if (data) entry.data = data;
  if (withoutMantine) entry.withoutMantine = true;
  return entry;
}

/**
 * A page loader that brings its route's data declaration along, and for a screen made only of plain kit widgets
 * `withoutMantine` (the kit's screens, components/admin-kit/kit-pages; decisions 222, 226).
 */
export type PageWithData = PageLoader & { data?: RouteData; withoutMantine?: boolean };

/**
 * A screen's first queries (decision 201): `load` imports the feature's api module(s) lazily (never statically:
 * the declarations are on the first page), `queries` picks the query options the screen's hooks use for this
 * address. Declared on the route as `{ ...route(...), data: routeData(...) }`.
 */
export function routeData<M>(
  load: () => Promise<M>,
  queries: (module: M, context: RouteDataContext) => readonly RouteQuery[],
): RouteData {
  return { load, queries: async (context) => queries(await load(), context) };
}
