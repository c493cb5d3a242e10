import {
  type AccessRule,
  decideAccess,
  type MemberCategory,
  type Principal,
  type Role,
} from '@parking/shared/auth/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** A preHandler that refuses with 401 UNAUTHORIZED (anonymous) or 403 FORBIDDEN (wrong role/category). */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Throws the AppError matching an access decision (nothing when allowed). */
export function enforceAccess(rule: AccessRule, principal: Principal | null): void {
  const decision = decideAccess(rule, principal);
  if (decision === 'allow') return;
  if (decision === 'login') throw new AppError('UNAUTHORIZED', 401);
  // 'home' (guest-only route while logged in) and 'forbidden' are both a refusal on the server.
  throw new AppError('FORBIDDEN', 403);
}

/** Guard for any rule of the shared route table (ROLE_ADMIN passes every rule requiring authorization). */
export function requireAccess(rule: AccessRule): Guard {
  return async (request) => enforceAccess(rule, request.principal);
}

/** Logged-in callers only. */
export function requireLogin(): Guard {
  return requireAccess({ auth: true });
}

/** Callers holding one of the roles (ROLE_ADMIN always passes). */
export function requireRole(...roles: Role[]): Guard {
  return requireAccess({ auth: true, roles });
}

/** Callers of one member category, USR or BSN (ROLE_ADMIN always passes). */
export function requireCategory(category: Extract<MemberCategory, 'USR' | 'BSN'>): Guard {
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
  if (!ownerEsntlId || principal.empEsntlId !== ownerEsntlId) throw new AppError('FORBIDDEN', 403);
}
