/** Authority codes a member can hold (authorCode). ROLE_ADMIN passes every guard. */
export const ROLES = ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_STORE', 'ROLE_ANONYMOUS'] as const;
export type Role = (typeof ROLES)[number];

/** Member categories (empDiv): general, business, and staff accounts of the back office. */
export const MEMBER_CATEGORIES = ['USR', 'BSN', 'EMP'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

/** Member status (empSttus): A applied, P approved, D deleted. */
export const MEMBER_STATUSES = ['A', 'P', 'D'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Login history method codes: I login, O logout, P page. */
export const LOGIN_METHODS = ['I', 'O', 'P'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** What a guard needs to know about the caller. */
export interface Principal {
  memberId: string;
  authorCode: Role;
  empDiv: MemberCategory;
}

/** Access requirements of a route, shared by the SPA route table and the server guards. */
export interface AccessRule {
  /** login required */
  auth?: boolean;
  /** allowed roles; ROLE_ADMIN always passes */
  roles?: readonly Role[];
  /** allowed member category */
  category?: MemberCategory;
  /** only for visitors who are not logged in */
  guestOnly?: boolean;
}

export type AccessDecision = 'allow' | 'login' | 'forbidden' | 'home';

/**
 * The one access decision of spec 1 §4, used by the SPA before every navigation and by the server guards:
 * ROLE_ADMIN passes any rule requiring authorization; anonymous → login; wrong role or category → forbidden;
 * guest-only routes send a logged-in user home.
 */
export function decideAccess(rule: AccessRule, who: Principal | null): AccessDecision {
  if (rule.guestOnly) return who ? 'home' : 'allow';
  const needsAuth = rule.auth || (rule.roles && rule.roles.length > 0) || rule.category !== undefined;
  if (!needsAuth) return 'allow';
  if (!who) return 'login';
  if (who.authorCode === 'ROLE_ADMIN') return 'allow';
  if (rule.roles && rule.roles.length > 0 && !rule.roles.includes(who.authorCode)) return 'forbidden';
  if (rule.category && who.empDiv !== rule.category) return 'forbidden';
  return 'allow';
}
