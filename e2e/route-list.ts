import { type AccessRule, decideAccess, type Principal } from '@parking/shared/auth/roles';
import type { DemoRole } from './helpers';

/** What the accessibility spec needs of an entry of apps/web/src/app/route-table.tsx. */
interface RouteLike {
  path: string;
  access: AccessRule;
  page: () => unknown;
}

// Loaded at run time from the SPA's own route table (the features' route declarations, decision 198); a
// variable specifier keeps tsc -p e2e from type-checking the web app under the e2e settings.
const ROUTE_TABLE = '../apps/web/src/app/route-table.tsx';
const { routeTable } = (await import(ROUTE_TABLE)) as { routeTable: readonly RouteLike[] };

/** A route that has its screen: its loader is not the shared "준비 중" page. */
function isBuilt(r: RouteLike): boolean {
  return !String(r.page).includes('preparing-page');
}

// The demo accounts as principals (README), in the order a route picks its visitor.
const VISITORS: [DemoRole | 'anonymous', Principal | null][] = [
  ['anonymous', null],
  ['citizen', { memberId: 'citizen', authorCode: 'ROLE_USER', empDiv: 'USR' }],
  ['store', { memberId: 'store', authorCode: 'ROLE_STORE', empDiv: 'BSN' }],
  ['pendingStore', { memberId: 'pending', authorCode: 'ROLE_ANONYMOUS', empDiv: 'BSN' }],
  ['admin', { memberId: 'admin', authorCode: 'ROLE_ADMIN', empDiv: 'EMP' as Principal['empDiv'] }],
];

export interface BuiltRoute {
  path: string;
  /** the first demo visitor the route's access rule lets in (anonymous for open routes) */
  visitor: DemoRole | 'anonymous';
}

/** Every built route of the SPA with the visitor who may open it. */
export const builtRoutes: readonly BuiltRoute[] = routeTable.filter(isBuilt).map((r) => {
  const visitor = VISITORS.find(([, who]) => decideAccess(r.access, who) === 'allow')?.[0];
  if (!visitor) throw new Error(`no demo account may open ${r.path}`);
  return { path: r.path, visitor };
});
