import type { AccessRule } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import type { ComponentType } from 'react';

/** Which frame a route renders in: public (header/footer), inner (+ left navigation), admin, or none. */
export type LayoutKind = 'public' | 'inner' | 'admin' | 'bare';

/** Loads the page component on first visit (code splitting). */
export type PageLoader = () => Promise<ComponentType>;

export interface RouteEntry {
  /** exact path; matched case-sensitively only where `caseSensitive` is set */
  path: string;
  /** Korean title: page heading, document title, second level of the visit category */
  title: string;
  /** who may open it (spec 1 §4, §6; spec 2 §6; spec 3 §6) */
  access: AccessRule;
  /** two-level visit category [level1, level2], reported as 'level1 > level2' */
  category: readonly [string, string];
  layout: LayoutKind;
  page: PageLoader;
  caseSensitive?: boolean;
}

// Access rules. ROLE_ADMIN passes every rule that needs authorization (decideAccess).
const PUBLIC: AccessRule = {};
const GUEST: AccessRule = { guestOnly: true };
const LOGIN: AccessRule = { auth: true };
const USR: AccessRule = { auth: true, roles: ['ROLE_USER'], category: 'USR' };
const BSN: AccessRule = { auth: true, roles: ['ROLE_STORE'], category: 'BSN' };
const ADMIN: AccessRule = { auth: true, roles: ['ROLE_ADMIN'] };
const ADMIN_OR_STORE: AccessRule = { auth: true, roles: ['ROLE_ADMIN', 'ROLE_STORE'] };

// Screens that belong to later work show an honest "준비 중" page with the route title.
const preparing: PageLoader = () =>
  import('../features/preparing/pages/preparing-page').then((m) => m.PreparingPage);
const mainPage: PageLoader = () => import('../features/home/pages/main-page').then((m) => m.MainPage);
const loginPage: PageLoader = () => import('../features/auth/pages/login-page').then((m) => m.LoginPage);
const notFoundPage: PageLoader = () =>
  import('../features/errors/pages/not-found-page').then((m) => m.NotFoundPage);

type TitleKey = keyof typeof ko.routes;

// Level 1 of the visit category: the site-menu section of the route (same words as the menu), or a group
// of its own for routes outside the menu.
const groups = {
  home: ko.visitGroups.home,
  member: ko.visitGroups.member,
  search: ko.visitGroups.search,
  dev: ko.visitGroups.dev,
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
type Group = keyof typeof groups;

function route(
  path: string,
  key: TitleKey,
  group: Group,
  access: AccessRule,
  layout: LayoutKind,
  page: PageLoader = preparing,
): RouteEntry {
  const title = ko.routes[key];
  return { path, title, access, category: [groups[group], title], layout, page };
}

/** Every route of the three spec documents. `/` and unknown paths are redirects added by the router. */
export const routeTable: readonly RouteEntry[] = [
  // spec 1 §2.1: home, search, developer pages
  { ...route('/main', 'main', 'home', PUBLIC, 'public', mainPage), caseSensitive: true },
  { ...route('/Main', 'main', 'home', PUBLIC, 'public', mainPage), caseSensitive: true },
  route('/searchlist', 'searchlist', 'search', PUBLIC, 'public'),
  route('/guideline', 'guideline', 'dev', PUBLIC, 'bare'),
  route('/codinglist', 'codinglist', 'dev', PUBLIC, 'bare'),

  // login and sign-up (spec 1 §2.3–2.8). The information steps are guest-only like the steps before them;
  // general completion needs ROLE_USER because the new member is logged in automatically (spec 1 §4, §6);
  // business completion is public: a business applicant is not logged in (approval comes later).
  route('/loginmain', 'loginmain', 'member', GUEST, 'public', loginPage),
  route('/join', 'join', 'member', GUEST, 'public'),
  route('/membershipagreement', 'membershipagreement', 'member', GUEST, 'public'),
  route('/membershipcertification', 'membershipcertification', 'member', GUEST, 'public'),
  route('/membershipinfomation', 'membershipinfomation', 'member', GUEST, 'public'),
  route('/membershipcompletion', 'membershipcompletion', 'member', USR, 'public'),
  route('/businessagreement', 'businessagreement', 'member', GUEST, 'public'),
  route('/businessinformation', 'businessinformation', 'member', GUEST, 'public'),
  route('/businesscompletion', 'businesscompletion', 'member', PUBLIC, 'public'),

  // lots (spec 1 §2.9–2.12)
  route('/map', 'map', 'parking', PUBLIC, 'inner'),
  route('/list', 'list', 'parking', PUBLIC, 'inner'),
  route('/parkfeeinformation', 'parkfeeinformation', 'fees', PUBLIC, 'inner'),
  route('/parkfeereduction', 'parkfeereduction', 'fees', PUBLIC, 'inner'),

  // fee settlement: pre-payment, estimator (spec 1 §2.13–2.14), unpaid (spec 2 §2)
  route('/prepaymentinfo', 'prepaymentinfo', 'settlement', PUBLIC, 'inner'),
  route('/lookup', 'lookup', 'settlement', PUBLIC, 'inner'),
  route('/paymentview', 'paymentview', 'settlement', PUBLIC, 'inner'),
  route('/advancepayment', 'advancepayment', 'settlement', PUBLIC, 'inner'),
  route('/feecalculation', 'feecalculation', 'fees', PUBLIC, 'inner'),
  route('/unpaidinfo', 'unpaidinfo', 'settlement', PUBLIC, 'inner'),
  route('/lookupunpaid', 'lookupunpaid', 'settlement', PUBLIC, 'inner'),
  route('/unpaidview', 'unpaidview', 'settlement', PUBLIC, 'inner'),

  // reduction check (spec 2 §2, developer index only)
  route('/reductioninfo', 'reductioninfo', 'fees', PUBLIC, 'inner'),
  route('/reductionagreement', 'reductionagreement', 'fees', PUBLIC, 'inner'),
  route('/reductionconfirm', 'reductionconfirm', 'fees', PUBLIC, 'inner'),
  route('/reductionresult', 'reductionresult', 'fees', PUBLIC, 'inner'),

  // season pass (general members) and web prepaid time (approved business members), spec 2 §6
  route('/periodinfo', 'periodinfo', 'period', PUBLIC, 'inner'),
  route('/periodapplication', 'periodapplication', 'period', USR, 'inner'),
  route('/periodresult', 'periodresult', 'period', USR, 'inner'),
  route('/periodlookup', 'periodlookup', 'period', USR, 'inner'),
  route('/periodview', 'periodview', 'period', USR, 'inner'),
  route('/webdiscountcharge', 'webdiscountcharge', 'webdiscount', BSN, 'inner'),
  route('/webdiscountuse', 'webdiscountuse', 'webdiscount', BSN, 'inner'),
  route('/webdiscountuseview', 'webdiscountuseview', 'webdiscount', BSN, 'inner'),

  // information section (spec 2 §2): reading and asking are open to everyone, answering is for administrators
  route('/noticelist', 'noticelist', 'board', PUBLIC, 'inner'),
  route('/noticeview', 'noticeview', 'board', PUBLIC, 'inner'),
  route('/faqview', 'faqview', 'board', PUBLIC, 'inner'),
  route('/qnalist', 'qnalist', 'board', PUBLIC, 'inner'),
  route('/qnaenrollment', 'qnaenrollment', 'board', PUBLIC, 'inner'),
  route('/qnaview', 'qnaview', 'board', PUBLIC, 'inner'),
  route('/qnaanswerenrollment', 'qnaanswerenrollment', 'board', ADMIN, 'inner'),

  // my-page (spec 2 §2, §6)
  route('/mypagemain', 'mypagemain', 'mypage', LOGIN, 'inner'),
  route('/mypageupdate', 'mypageupdate', 'mypage', LOGIN, 'inner'),
  route('/mypageprepayment', 'mypageprepayment', 'mypage', USR, 'inner'),
  route('/mypagepayment', 'mypagepayment', 'mypage', USR, 'inner'),
  route('/mypageunpaid', 'mypageunpaid', 'mypage', USR, 'inner'),
  route('/mypagediscountpayment', 'mypagediscountpayment', 'mypage', BSN, 'inner'),
  route('/mypagediscount', 'mypagediscount', 'mypage', BSN, 'inner'),

  // back office: admin menu (spec 3 §2.2, §6)
  route('/generalmembership', 'generalmembership', 'admin', ADMIN, 'admin'),
  route('/generalmembershipview', 'generalmembershipview', 'admin', ADMIN, 'admin'),
  route('/businessmembership', 'businessmembership', 'admin', ADMIN, 'admin'),
  route('/businessmembershipview', 'businessmembershipview', 'admin', ADMIN, 'admin'),
  route('/discountvehicle', 'discountvehicle', 'admin', ADMIN, 'admin'),
  route('/discountvehicleview', 'discountvehicleview', 'admin', ADMIN, 'admin'),
  route('/discountvehicleenrollment', 'discountvehicleenrollment', 'admin', ADMIN, 'admin'),
  route('/discountvehicleupdate', 'discountvehicleupdate', 'admin', ADMIN, 'admin'),
  route('/freevehicle', 'freevehicle', 'admin', ADMIN, 'admin'),
  route('/freevehicleview', 'freevehicleview', 'admin', ADMIN, 'admin'),
  route('/freevehicleenrollment', 'freevehicleenrollment', 'admin', ADMIN, 'admin'),
  route('/freevehicleupdate', 'freevehicleupdate', 'admin', ADMIN, 'admin'),
  route('/periodparking', 'periodparking', 'admin', ADMIN, 'admin'),
  route('/noticemanagement', 'noticemanagement', 'admin', ADMIN, 'admin'),
  route('/noticemanagementview', 'noticemanagementview', 'admin', ADMIN, 'admin'),
  route('/noticemanagementenrollment', 'noticemanagementenrollment', 'admin', ADMIN, 'admin'),
  route('/noticemanagementupdate', 'noticemanagementupdate', 'admin', ADMIN, 'admin'),
  route('/faqmanagement', 'faqmanagement', 'admin', ADMIN, 'admin'),
  route('/faqmanagementview', 'faqmanagementview', 'admin', ADMIN, 'admin'),
  route('/faqmanagementenrollment', 'faqmanagementenrollment', 'admin', ADMIN, 'admin'),
  route('/faqmanagementupdate', 'faqmanagementupdate', 'admin', ADMIN, 'admin'),
  route('/popuplist', 'popuplist', 'admin', ADMIN, 'admin'),
  route('/popupenrollment', 'popupenrollment', 'admin', ADMIN, 'admin'),
  route('/popupview', 'popupview', 'admin', ADMIN, 'admin'),
  route('/popupupdate', 'popupupdate', 'admin', ADMIN, 'admin'),
  route('/bannerlist', 'bannerlist', 'admin', ADMIN, 'admin'),
  route('/bannerenrollment', 'bannerenrollment', 'admin', ADMIN, 'admin'),
  route('/bannerview', 'bannerview', 'admin', ADMIN, 'admin'),
  route('/bannerupdate', 'bannerupdate', 'admin', ADMIN, 'admin'),

  // back office: system management (spec 3 §2.2, §6)
  route('/usermanagement', 'usermanagement', 'system', ADMIN, 'admin'),
  route('/userenrollment', 'userenrollment', 'system', ADMIN, 'admin'),
  route('/userview', 'userview', 'system', ADMIN, 'admin'),
  route('/userupdate', 'userupdate', 'system', ADMIN, 'admin'),
  route('/teamlist', 'teamlist', 'system', ADMIN, 'admin'),
  route('/teamenrollment', 'teamenrollment', 'system', ADMIN, 'admin'),
  route('/teamview', 'teamview', 'system', ADMIN, 'admin'),
  route('/teamupdate', 'teamupdate', 'system', ADMIN, 'admin'),
  route('/departmentlist', 'departmentlist', 'system', ADMIN, 'admin'),
  route('/departmentenrollment', 'departmentenrollment', 'system', ADMIN, 'admin'),
  route('/departmentview', 'departmentview', 'system', ADMIN, 'admin'),
  route('/departmentupdate', 'departmentupdate', 'system', ADMIN, 'admin'),
  route('/menulist', 'menulist', 'system', ADMIN, 'admin'),
  route('/menuenrollment', 'menuenrollment', 'system', ADMIN, 'admin'),
  route('/menuview', 'menuview', 'system', ADMIN, 'admin'),
  route('/menuupdate', 'menuupdate', 'system', ADMIN, 'admin'),
  route('/userauthoritylist', 'userauthoritylist', 'system', ADMIN_OR_STORE, 'admin'),
  route('/accessinfo', 'accessinfo', 'system', ADMIN_OR_STORE, 'admin'),
  route('/connertmenustat', 'connertmenustat', 'system', ADMIN, 'admin'),

  // not found (spec 1 §2.15)
  route('/404', 'notFound', 'error', PUBLIC, 'public', notFoundPage),
  route('/error', 'error', 'error', PUBLIC, 'public', notFoundPage),
];

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
