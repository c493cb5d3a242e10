import {
  type AccessRule,
  decideAccess,
  type MemberCategory,
  type Principal,
  type Role,
} from '@parking/shared/auth/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** A preHandler that refuses with 401 UNAUTHORIZED (anonymous) or 403 FORBIDDEN (wrong role/category). */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A guard that carries the rule it enforces, so a route's access can be read from its options. */
export type AccessGuard = Guard & { readonly access: AccessRule };

/** Throws the AppError matching an access decision (nothing when allowed). */
export function enforceAccess(rule: AccessRule, principal: Principal | null): void {
  const decision = decideAccess(rule, principal);
  if (decision === 'allow') return;
  if (decision === 'login') throw new AppError('UNAUTHORIZED', 401);
  // 'home' (guest-only route while logged in) and 'forbidden' are both a refusal on the server.
  throw new AppError('FORBIDDEN', 403);
}

/** Guard for any rule of the shared route table (ROLE_ADMIN passes every rule requiring authorization). */
export function requireAccess(rule: AccessRule): AccessGuard {
  const guard: Guard = async (request) => enforceAccess(rule, request.principal);
  return Object.assign(guard, { access: rule });
}

/** Logged-in callers only. */
export function requireLogin(): AccessGuard {
  return requireAccess({ auth: true });
}

/** Callers holding one of the roles (ROLE_ADMIN always passes). */
export function requireRole(...roles: Role[]): AccessGuard {
  return requireAccess({ auth: true, roles });
}

/** Callers of one member category, USR or BSN (ROLE_ADMIN always passes). */
export function requireCategory(category: Extract<MemberCategory, 'USR' | 'BSN'>): AccessGuard {
  return requireAccess({ auth: true, category });
}

/** The principal behind a route whose guard already refused anonymous callers (an administrator's, say). */
export function adminOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED', 401);
  return request.principal;
}

/**
 * For services: the caller must own the record (or be ROLE_ADMIN). Anonymous → 401, anyone else → 403.
 */
export function assertOwner(principal: Principal | null, ownerEsntlId: string | null | undefined): void {
  if (!principal) throw new AppError('UNAUTHORIZED', 401);
  if (principal.authorCode === 'ROLE_ADMIN') return;
  if (!ownerEsntlId || principal.memberId !== ownerEsntlId) throw new AppError('FORBIDDEN', 403);
}

/** One registered route and the rules of the guards among its hooks (none: open, or checked in its service). */
export interface RouteAccess {
  method: string;
  url: string;
  rules: AccessRule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered after the route-access plugin, with its guards' rules (route access matrix) */
    routeAccess: readonly RouteAccess[];
  }
}

/** The rules of the guards (requireAccess and friends) among a route's request hooks. */
export function accessRulesOf(
  route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>,
): AccessRule[] {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap((h) =>
    h === undefined ? [] : Array.isArray(h) ? h : [h],
  );
  return hooks.flatMap((h) => {
    const access = (h as Partial<AccessGuard>).access;
    return access ? [access] : [];
  });
}

/**
 * Records every route registered after it with its guards' rules (`app.routeAccess`): the server's route/role
 * access matrix is generated from it, so a new route is checked the day it is added.
 */
export const routeAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteAccess[] = [];
    app.decorate('routeAccess', routes);
    app.addHook('onRoute', (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        routes.push({ method, url: route.url, rules: accessRulesOf(route) });
      }
    });
  },
  { name: 'route-access' },
);
