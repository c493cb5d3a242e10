import {
  type AccessRule,
  decideAccess,
  type MemberCategory,
  type Principal,
} from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import { isPendingBusiness } from '../components/pending-approval/is-pending-business';
import type { ClientSession } from '../lib/session-store';

/** What the guard does with one navigation (spec 1 §4). */
export type GuardResult =
  | { action: 'allow' }
  /** a business member waiting for approval on an approved business's route: the page says so instead */
  | { action: 'pending' }
  | { action: 'redirect'; to: string; alert?: string }
  | { action: 'block'; alert: string };

/** The caller as the shared access rules see it; null when not logged in. */
export function toPrincipal(session: ClientSession): Principal | null {
  if (!session.isLogin) return null;
  return {
    memberId: session.memberId,
    // a logged-in record always carries both; a damaged one gets the weakest role and matches no category
    authorCode: session.authorCode || 'ROLE_ANONYMOUS',
    empDiv: session.empDiv as MemberCategory,
  };
}

/**
 * The route guard of spec 1 §4 as a pure function, evaluated before every navigation:
 * not logged in on a protected route → alert and /loginmain; wrong role or member category → alert and stay
 * ('block'), except a business member waiting for approval on a business route ('pending'); a logged-in user on
 * a guest-only route → /main. ROLE_ADMIN passes every protected route.
 */
export function guardNavigation(route: { access: AccessRule }, session: ClientSession): GuardResult {
  switch (decideAccess(route.access, toPrincipal(session))) {
    case 'allow':
      return { action: 'allow' };
    case 'login':
      return { action: 'redirect', to: '/loginmain', alert: ko.auth.loginRequired };
    case 'home':
      return { action: 'redirect', to: '/main' };
    case 'forbidden':
      // decision 189: not a bare refusal for a business whose application waits (the server still refuses
      // its calls): the page is replaced by what is happening and whom to call
      if (route.access.category === 'BSN' && isPendingBusiness(session)) return { action: 'pending' };
      return { action: 'block', alert: ko.auth.forbidden };
  }
}
