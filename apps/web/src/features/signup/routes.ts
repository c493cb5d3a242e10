import { GUEST, PUBLIC, route, USR } from '../../lib/route-declaration';
import type { RouteEntry } from '../../lib/route-entry';

// sign-up (spec 1 §2.4–2.8). The information steps are guest-only like the steps before them; general
// completion needs ROLE_USER because the new member is logged in automatically (spec 1 §4, §6); business
// completion is public: a business applicant is not logged in (approval comes later).
export const signupRoutes: readonly RouteEntry[] = [
  route('/join', 'join', 'member', GUEST, 'public', () =>
    import('./pages/join-page').then((m) => m.JoinPage),
  ),
  route('/membershipagreement', 'membershipagreement', 'member', GUEST, 'public', () =>
    import('./pages/membership-agreement-page').then((m) => m.MembershipAgreementPage),
  ),
  route('/membershipcertification', 'membershipcertification', 'member', GUEST, 'public', () =>
    import('./pages/membership-certification-page').then((m) => m.MembershipCertificationPage),
  ),
  route('/membershipinfomation', 'membershipinfomation', 'member', GUEST, 'public', () =>
    import('./pages/membership-information-page').then((m) => m.MembershipInformationPage),
  ),
  route('/membershipcompletion', 'membershipcompletion', 'member', USR, 'public', () =>
    import('./pages/membership-completion-page').then((m) => m.MembershipCompletionPage),
  ),
  route('/businessagreement', 'businessagreement', 'member', GUEST, 'public', () =>
    import('./pages/business-agreement-page').then((m) => m.BusinessAgreementPage),
  ),
  route('/businessinformation', 'businessinformation', 'member', GUEST, 'public', () =>
    import('./pages/business-information-page').then((m) => m.BusinessInformationPage),
  ),
  route('/businesscompletion', 'businesscompletion', 'member', PUBLIC, 'public', () =>
    import('./pages/business-completion-page').then((m) => m.BusinessCompletionPage),
  ),
];
