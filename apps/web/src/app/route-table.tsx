import type { AccessRule } from '@parking/shared/auth/roles';
import { ko } from '@parking/shared/messages/ko';
import type { ComponentType } from 'react';
import type { LayoutKind, PageLoader, RouteEntry } from '../lib/route-entry';

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
// lots, guides and the fee estimator (issue 4)
const mapPage: PageLoader = () => import('../features/lots/pages/map-page').then((m) => m.MapPage);
const listPage: PageLoader = () => import('../features/lots/pages/list-page').then((m) => m.ListPage);
const parkFeeInformationPage: PageLoader = () =>
  import('../features/guides/pages/park-fee-information-page').then((m) => m.ParkFeeInformationPage);
const parkFeeReductionPage: PageLoader = () =>
  import('../features/guides/pages/park-fee-reduction-page').then((m) => m.ParkFeeReductionPage);
const prepaymentInfoPage: PageLoader = () =>
  import('../features/guides/pages/prepayment-info-page').then((m) => m.PrepaymentInfoPage);
const unpaidInfoPage: PageLoader = () =>
  import('../features/guides/pages/unpaid-info-page').then((m) => m.UnpaidInfoPage);
const periodInfoPage: PageLoader = () =>
  import('../features/guides/pages/period-info-page').then((m) => m.PeriodInfoPage);
const feeCalculationPage: PageLoader = () =>
  import('../features/fee-estimator/pages/fee-calculation-page').then((m) => m.FeeCalculationPage);
const advancePaymentPage: PageLoader = () =>
  import('../features/fee-estimator/pages/advance-payment-page').then((m) => m.AdvancePaymentPage);
// accounts: sign-up, my-page, demo SMS outbox
const joinPage: PageLoader = () => import('../features/signup/pages/join-page').then((m) => m.JoinPage);
const membershipAgreementPage: PageLoader = () =>
  import('../features/signup/pages/membership-agreement-page').then((m) => m.MembershipAgreementPage);
const membershipCertificationPage: PageLoader = () =>
  import('../features/signup/pages/membership-certification-page').then((m) => m.MembershipCertificationPage);
const membershipInformationPage: PageLoader = () =>
  import('../features/signup/pages/membership-information-page').then((m) => m.MembershipInformationPage);
const membershipCompletionPage: PageLoader = () =>
  import('../features/signup/pages/membership-completion-page').then((m) => m.MembershipCompletionPage);
const businessAgreementPage: PageLoader = () =>
  import('../features/signup/pages/business-agreement-page').then((m) => m.BusinessAgreementPage);
const businessInformationPage: PageLoader = () =>
  import('../features/signup/pages/business-information-page').then((m) => m.BusinessInformationPage);
const businessCompletionPage: PageLoader = () =>
  import('../features/signup/pages/business-completion-page').then((m) => m.BusinessCompletionPage);
const mypageMainPage: PageLoader = () =>
  import('../features/mypage/pages/mypage-main-page').then((m) => m.MypageMainPage);
const mypageUpdatePage: PageLoader = () =>
  import('../features/mypage/pages/mypage-update-page').then((m) => m.MypageUpdatePage);
// payments: pre-payment, unpaid fees, receipts and the my-page usage histories
const lookupPage: PageLoader = () => import('../features/prepay/pages/lookup-page').then((m) => m.LookupPage);
const paymentViewPage: PageLoader = () =>
  import('../features/prepay/pages/payment-view-page').then((m) => m.PaymentViewPage);
const lookupUnpaidPage: PageLoader = () =>
  import('../features/unpaid/pages/lookup-unpaid-page').then((m) => m.LookupUnpaidPage);
const unpaidViewPage: PageLoader = () =>
  import('../features/unpaid/pages/unpaid-view-page').then((m) => m.UnpaidViewPage);
const receiptPage: PageLoader = () =>
  import('../features/payments/pages/receipt-page').then((m) => m.ReceiptPage);
const mypagePrepaymentPage: PageLoader = () =>
  import('../features/mypage/pages/mypage-history-prepayment-page').then(
    (m) => m.MypageHistoryPrepaymentPage,
  );
const mypageUnpaidPage: PageLoader = () =>
  import('../features/mypage/pages/mypage-history-unpaid-page').then((m) => m.MypageHistoryUnpaidPage);
const periodApplicationPage: PageLoader = () =>
  import('../features/season-pass/pages/period-application-page').then((m) => m.PeriodApplicationPage);
const periodResultPage: PageLoader = () =>
  import('../features/season-pass/pages/period-result-page').then((m) => m.PeriodResultPage);
const periodLookupPage: PageLoader = () =>
  import('../features/season-pass/pages/period-lookup-page').then((m) => m.PeriodLookupPage);
const periodViewPage: PageLoader = () =>
  import('../features/season-pass/pages/period-view-page').then((m) => m.PeriodViewPage);
const periodDrawPage: PageLoader = () =>
  import('../features/season-pass/pages/period-draw-page').then((m) => m.PeriodDrawPage);
const periodParkingPage: PageLoader = () =>
  import('../features/admin-season-pass/pages/period-parking-page').then((m) => m.PeriodParkingPage);
const mypagePaymentPage: PageLoader = () =>
  import('../features/mypage/pages/mypage-history-period-page').then((m) => m.MypageHistoryPeriodPage);
// web prepaid time (issue 16)
const webDiscountChargePage: PageLoader = () =>
  import('../features/web-prepaid/pages/web-discount-charge-page').then((m) => m.WebDiscountChargePage);
const webDiscountUsePage: PageLoader = () =>
  import('../features/web-prepaid/pages/web-discount-use-page').then((m) => m.WebDiscountUsePage);
const webDiscountUseViewPage: PageLoader = () =>
  import('../features/web-prepaid/pages/web-discount-use-view-page').then((m) => m.WebDiscountUseViewPage);
const mypageDiscountPaymentPage: PageLoader = () =>
  import('../features/web-prepaid/pages/mypage-discount-payment-page').then(
    (m) => m.MypageDiscountPaymentPage,
  );
const mypageDiscountPage: PageLoader = () =>
  import('../features/web-prepaid/pages/mypage-discount-page').then((m) => m.MypageDiscountPage);
const smsOutboxPage: PageLoader = () =>
  import('../features/sms-outbox/pages/sms-outbox-page').then((m) => m.SmsOutboxPage);

// information section and content (issue 6)
const noticeListPage: PageLoader = () =>
  import('../features/boards/pages/notice-list-page').then((m) => m.NoticeListPage);
const noticeViewPage: PageLoader = () =>
  import('../features/boards/pages/notice-view-page').then((m) => m.NoticeViewPage);
const faqViewPage: PageLoader = () =>
  import('../features/boards/pages/faq-view-page').then((m) => m.FaqViewPage);
const qnaListPage: PageLoader = () =>
  import('../features/inquiries/pages/qna-list-page').then((m) => m.QnaListPage);
const qnaEnrollmentPage: PageLoader = () =>
  import('../features/inquiries/pages/qna-enrollment-page').then((m) => m.QnaEnrollmentPage);
const qnaViewPage: PageLoader = () =>
  import('../features/inquiries/pages/qna-view-page').then((m) => m.QnaViewPage);
const qnaAnswerPage: PageLoader = () =>
  import('../features/inquiries/pages/qna-answer-page').then((m) => m.QnaAnswerPage);
// admin resources of the kit (decision 073): one lazy module per resource exports its four pages
const kitPages = (load: () => Promise<Record<'List' | 'View' | 'Create' | 'Update', ComponentType>>) => ({
  list: (() => load().then((p) => p.List)) as PageLoader,
  view: (() => load().then((p) => p.View)) as PageLoader,
  create: (() => load().then((p) => p.Create)) as PageLoader,
  update: (() => load().then((p) => p.Update)) as PageLoader,
});
const noticeKit = kitPages(() =>
  import('../features/admin-boards/board-resource').then((m) => m.noticePages),
);
const faqKit = kitPages(() => import('../features/admin-boards/board-resource').then((m) => m.faqPages));
const popupKit = kitPages(() => import('../features/admin-content/popup-resource').then((m) => m.popupPages));
const bannerKit = kitPages(() =>
  import('../features/admin-content/banner-resource').then((m) => m.bannerPages),
);
const generalMemberKit = kitPages(() =>
  import('../features/admin-members/member-resources').then((m) => m.generalMemberPages),
);
const businessMemberKit = kitPages(() =>
  import('../features/admin-members/member-resources').then((m) => m.businessMemberPages),
);
const discountKit = kitPages(() =>
  import('../features/admin-vehicles/discount-resource').then((m) => m.discountPages),
);
const freeKit = kitPages(() => import('../features/admin-vehicles/free-resource').then((m) => m.freePages));
// the back office home (decision 142)
const adminHomePage: PageLoader = () =>
  import('../features/admin-home/pages/admin-home-page').then((m) => m.AdminHomePage);
// system management (issue 18: staff users, teams, departments, authorities, access log)
const userKit = kitPages(() => import('../features/admin-staff/user-resource').then((m) => m.userPages));
const teamKit = kitPages(() => import('../features/admin-staff/org-resources').then((m) => m.teamPages));
const deptKit = kitPages(() => import('../features/admin-staff/org-resources').then((m) => m.deptPages));
const authorityKit = kitPages(() =>
  import('../features/admin-staff/authority-resource').then((m) => m.authorityPages),
);
const accessInfoPage: PageLoader = () =>
  import('../features/admin-staff/pages/access-info-page').then((m) => m.AccessInfoPage);
// the privacy officer's screen of personal-information access records (decision 183)
const piiAccessPage: PageLoader = () =>
  import('../features/pii-access/pages/pii-access-page').then((m) => m.PiiAccessPage);
// data-driven menus and their statistics, integrated search, developer pages (issue 18)
const menuKit = kitPages(() => import('../features/admin-menus/menu-resource').then((m) => m.menuPages));
const menuStatPage: PageLoader = () =>
  import('../features/admin-menus/pages/menu-stat-page').then((m) => m.MenuStatPage);
const searchListPage: PageLoader = () =>
  import('../features/search/pages/search-list-page').then((m) => m.SearchListPage);
const codingListPage: PageLoader = () =>
  import('../features/developer/pages/coding-list-page').then((m) => m.CodingListPage);
const guidelinePage: PageLoader = () =>
  import('../features/developer/pages/guideline-page').then((m) => m.GuidelinePage);
// payments back office (issue 21)
const paymentAdminListPage: PageLoader = () =>
  import('../features/payments-admin/pages/payment-list-page').then((m) => m.PaymentListPage);
const paymentAdminViewPage: PageLoader = () =>
  import('../features/payments-admin/pages/payment-view-page').then((m) => m.PaymentViewPage);
const settlementPage: PageLoader = () =>
  import('../features/payments-admin/pages/settlement-page').then((m) => m.SettlementPage);
const reconciliationPage: PageLoader = () =>
  import('../features/payments-admin/pages/reconciliation-page').then((m) => m.ReconciliationPage);
// reduction pre-registration (decision 123)
const reductionPage =
  (name: 'Info' | 'Agreement' | 'Confirm' | 'Result'): PageLoader =>
  () =>
    import('../features/reduction-registration/reduction-pages').then((m) => m.reductionPages[name]);

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
  // the first page, built without Mantine (decision 174)
  {
    ...route('/main', 'main', 'home', PUBLIC, 'public', mainPage),
    caseSensitive: true,
    withoutMantine: true,
    prerender: true,
  },
  {
    ...route('/Main', 'main', 'home', PUBLIC, 'public', mainPage),
    caseSensitive: true,
    withoutMantine: true,
  },
  route('/searchlist', 'searchlist', 'search', PUBLIC, 'public', searchListPage),
  route('/guideline', 'guideline', 'dev', PUBLIC, 'public', guidelinePage),
  route('/codinglist', 'codinglist', 'dev', PUBLIC, 'public', codingListPage),

  // login and sign-up (spec 1 §2.3–2.8). The information steps are guest-only like the steps before them;
  // general completion needs ROLE_USER because the new member is logged in automatically (spec 1 §4, §6);
  // business completion is public: a business applicant is not logged in (approval comes later).
  // built without Mantine like the first page (decision 177)
  {
    ...route('/loginmain', 'loginmain', 'member', GUEST, 'public', loginPage),
    withoutMantine: true,
    prerender: true,
  },
  route('/join', 'join', 'member', GUEST, 'public', joinPage),
  route('/membershipagreement', 'membershipagreement', 'member', GUEST, 'public', membershipAgreementPage),
  route(
    '/membershipcertification',
    'membershipcertification',
    'member',
    GUEST,
    'public',
    membershipCertificationPage,
  ),
  route(
    '/membershipinfomation',
    'membershipinfomation',
    'member',
    GUEST,
    'public',
    membershipInformationPage,
  ),
  route('/membershipcompletion', 'membershipcompletion', 'member', USR, 'public', membershipCompletionPage),
  route('/businessagreement', 'businessagreement', 'member', GUEST, 'public', businessAgreementPage),
  route('/businessinformation', 'businessinformation', 'member', GUEST, 'public', businessInformationPage),
  route('/businesscompletion', 'businesscompletion', 'member', PUBLIC, 'public', businessCompletionPage),
  // demo helper (issue 3): the SMS outbox; the page itself says "not found" outside demo mode
  {
    path: '/smsoutbox',
    title: ko.routes.smsoutbox,
    access: PUBLIC,
    category: [ko.visitGroups.demo, ko.routes.smsoutbox],
    layout: 'public',
    page: smsOutboxPage,
  },

  // lots (spec 1 §2.9–2.12)
  // built without Mantine like the first page (decision 177)
  { ...route('/map', 'map', 'parking', PUBLIC, 'inner', mapPage), withoutMantine: true, prerender: true },
  route('/list', 'list', 'parking', PUBLIC, 'inner', listPage),
  route('/parkfeeinformation', 'parkfeeinformation', 'fees', PUBLIC, 'inner', parkFeeInformationPage),
  route('/parkfeereduction', 'parkfeereduction', 'fees', PUBLIC, 'inner', parkFeeReductionPage),

  // fee settlement: pre-payment, estimator (spec 1 §2.13–2.14), unpaid (spec 2 §2)
  route('/prepaymentinfo', 'prepaymentinfo', 'settlement', PUBLIC, 'inner', prepaymentInfoPage),
  // built without Mantine like the first page (decision 177)
  {
    ...route('/lookup', 'lookup', 'settlement', PUBLIC, 'inner', lookupPage),
    withoutMantine: true,
    prerender: true,
  },
  route('/paymentview', 'paymentview', 'settlement', PUBLIC, 'inner', paymentViewPage),
  route('/advancepayment', 'advancepayment', 'settlement', PUBLIC, 'inner', advancePaymentPage),
  route('/feecalculation', 'feecalculation', 'fees', PUBLIC, 'inner', feeCalculationPage),
  route('/unpaidinfo', 'unpaidinfo', 'settlement', PUBLIC, 'inner', unpaidInfoPage),
  route('/lookupunpaid', 'lookupunpaid', 'settlement', PUBLIC, 'inner', lookupUnpaidPage),
  route('/unpaidview', 'unpaidview', 'settlement', PUBLIC, 'inner', unpaidViewPage),
  // a card receipt (decision 057): public like the payment itself; the server decides who may read which one
  {
    path: '/receipt',
    title: ko.routes.receipt,
    access: PUBLIC,
    category: [groups.settlement, ko.routes.receipt],
    layout: 'public',
    page: receiptPage,
  },

  // reduction check (spec 2 §2, developer index only)
  route('/reductioninfo', 'reductioninfo', 'fees', PUBLIC, 'inner', reductionPage('Info')),
  route('/reductionagreement', 'reductionagreement', 'fees', PUBLIC, 'inner', reductionPage('Agreement')),
  route('/reductionconfirm', 'reductionconfirm', 'fees', PUBLIC, 'inner', reductionPage('Confirm')),
  route('/reductionresult', 'reductionresult', 'fees', PUBLIC, 'inner', reductionPage('Result')),

  // season pass (general members) and web prepaid time (approved business members), spec 2 §6
  route('/periodinfo', 'periodinfo', 'period', PUBLIC, 'inner', periodInfoPage),
  route('/periodapplication', 'periodapplication', 'period', USR, 'inner', periodApplicationPage),
  route('/periodresult', 'periodresult', 'period', USR, 'inner', periodResultPage),
  route('/periodlookup', 'periodlookup', 'period', USR, 'inner', periodLookupPage),
  route('/periodview', 'periodview', 'period', USR, 'inner', periodViewPage),
  // the public record of each season-pass lottery (decision 091), linked from the guide and the lookup
  {
    path: '/perioddraw',
    title: ko.routes.perioddraw,
    access: PUBLIC,
    category: [groups.period, ko.routes.perioddraw],
    layout: 'inner',
    page: periodDrawPage,
  },
  route('/webdiscountcharge', 'webdiscountcharge', 'webdiscount', BSN, 'inner', webDiscountChargePage),
  route('/webdiscountuse', 'webdiscountuse', 'webdiscount', BSN, 'inner', webDiscountUsePage),
  route('/webdiscountuseview', 'webdiscountuseview', 'webdiscount', BSN, 'inner', webDiscountUseViewPage),

  // information section (spec 2 §2): reading and asking are open to everyone, answering is for administrators
  // built without Mantine like the first page (decision 177)
  {
    ...route('/noticelist', 'noticelist', 'board', PUBLIC, 'inner', noticeListPage),
    withoutMantine: true,
    prerender: true,
  },
  route('/noticeview', 'noticeview', 'board', PUBLIC, 'inner', noticeViewPage),
  route('/faqview', 'faqview', 'board', PUBLIC, 'inner', faqViewPage),
  route('/qnalist', 'qnalist', 'board', PUBLIC, 'inner', qnaListPage),
  route('/qnaenrollment', 'qnaenrollment', 'board', PUBLIC, 'inner', qnaEnrollmentPage),
  route('/qnaview', 'qnaview', 'board', PUBLIC, 'inner', qnaViewPage),
  route('/qnaanswerenrollment', 'qnaanswerenrollment', 'board', ADMIN, 'inner', qnaAnswerPage),

  // my-page (spec 2 §2, §6)
  route('/mypagemain', 'mypagemain', 'mypage', LOGIN, 'inner', mypageMainPage),
  route('/mypageupdate', 'mypageupdate', 'mypage', LOGIN, 'inner', mypageUpdatePage),
  route('/mypageprepayment', 'mypageprepayment', 'mypage', USR, 'inner', mypagePrepaymentPage),
  route('/mypagepayment', 'mypagepayment', 'mypage', USR, 'inner', mypagePaymentPage),
  route('/mypageunpaid', 'mypageunpaid', 'mypage', USR, 'inner', mypageUnpaidPage),
  route('/mypagediscountpayment', 'mypagediscountpayment', 'mypage', BSN, 'inner', mypageDiscountPaymentPage),
  route('/mypagediscount', 'mypagediscount', 'mypage', BSN, 'inner', mypageDiscountPage),

  // back office: admin menu (spec 3 §2.2, §6)
  route('/adminhome', 'adminhome', 'admin', ADMIN, 'admin', adminHomePage),
  route('/generalmembership', 'generalmembership', 'admin', ADMIN, 'admin', generalMemberKit.list),
  route('/generalmembershipview', 'generalmembershipview', 'admin', ADMIN, 'admin', generalMemberKit.view),
  route('/businessmembership', 'businessmembership', 'admin', ADMIN, 'admin', businessMemberKit.list),
  route('/businessmembershipview', 'businessmembershipview', 'admin', ADMIN, 'admin', businessMemberKit.view),
  route('/discountvehicle', 'discountvehicle', 'admin', ADMIN, 'admin', discountKit.list),
  route('/discountvehicleview', 'discountvehicleview', 'admin', ADMIN, 'admin', discountKit.view),
  route(
    '/discountvehicleenrollment',
    'discountvehicleenrollment',
    'admin',
    ADMIN,
    'admin',
    discountKit.create,
  ),
  route('/discountvehicleupdate', 'discountvehicleupdate', 'admin', ADMIN, 'admin', discountKit.update),
  route('/freevehicle', 'freevehicle', 'admin', ADMIN, 'admin', freeKit.list),
  route('/freevehicleview', 'freevehicleview', 'admin', ADMIN, 'admin', freeKit.view),
  route('/freevehicleenrollment', 'freevehicleenrollment', 'admin', ADMIN, 'admin', freeKit.create),
  route('/freevehicleupdate', 'freevehicleupdate', 'admin', ADMIN, 'admin', freeKit.update),
  route('/periodparking', 'periodparking', 'admin', ADMIN, 'admin', periodParkingPage),
  route('/paymentmanagement', 'paymentmanagement', 'admin', ADMIN, 'admin', paymentAdminListPage),
  route('/paymentmanagementview', 'paymentmanagementview', 'admin', ADMIN, 'admin', paymentAdminViewPage),
  route('/settlement', 'settlement', 'admin', ADMIN, 'admin', settlementPage),
  route('/reconciliation', 'reconciliation', 'admin', ADMIN, 'admin', reconciliationPage),
  route('/noticemanagement', 'noticemanagement', 'admin', ADMIN, 'admin', noticeKit.list),
  route('/noticemanagementview', 'noticemanagementview', 'admin', ADMIN, 'admin', noticeKit.view),
  route(
    '/noticemanagementenrollment',
    'noticemanagementenrollment',
    'admin',
    ADMIN,
    'admin',
    noticeKit.create,
  ),
  route('/noticemanagementupdate', 'noticemanagementupdate', 'admin', ADMIN, 'admin', noticeKit.update),
  route('/faqmanagement', 'faqmanagement', 'admin', ADMIN, 'admin', faqKit.list),
  route('/faqmanagementview', 'faqmanagementview', 'admin', ADMIN, 'admin', faqKit.view),
  route('/faqmanagementenrollment', 'faqmanagementenrollment', 'admin', ADMIN, 'admin', faqKit.create),
  route('/faqmanagementupdate', 'faqmanagementupdate', 'admin', ADMIN, 'admin', faqKit.update),
  route('/popuplist', 'popuplist', 'admin', ADMIN, 'admin', popupKit.list),
  route('/popupenrollment', 'popupenrollment', 'admin', ADMIN, 'admin', popupKit.create),
  route('/popupview', 'popupview', 'admin', ADMIN, 'admin', popupKit.view),
  route('/popupupdate', 'popupupdate', 'admin', ADMIN, 'admin', popupKit.update),
  route('/bannerlist', 'bannerlist', 'admin', ADMIN, 'admin', bannerKit.list),
  route('/bannerenrollment', 'bannerenrollment', 'admin', ADMIN, 'admin', bannerKit.create),
  route('/bannerview', 'bannerview', 'admin', ADMIN, 'admin', bannerKit.view),
  route('/bannerupdate', 'bannerupdate', 'admin', ADMIN, 'admin', bannerKit.update),

  // back office: system management (spec 3 §2.2, §6)
  route('/usermanagement', 'usermanagement', 'system', ADMIN, 'admin', userKit.list),
  route('/userenrollment', 'userenrollment', 'system', ADMIN, 'admin', userKit.create),
  route('/userview', 'userview', 'system', ADMIN, 'admin', userKit.view),
  route('/userupdate', 'userupdate', 'system', ADMIN, 'admin', userKit.update),
  route('/teamlist', 'teamlist', 'system', ADMIN, 'admin', teamKit.list),
  route('/teamenrollment', 'teamenrollment', 'system', ADMIN, 'admin', teamKit.create),
  route('/teamview', 'teamview', 'system', ADMIN, 'admin', teamKit.view),
  route('/teamupdate', 'teamupdate', 'system', ADMIN, 'admin', teamKit.update),
  route('/departmentlist', 'departmentlist', 'system', ADMIN, 'admin', deptKit.list),
  route('/departmentenrollment', 'departmentenrollment', 'system', ADMIN, 'admin', deptKit.create),
  route('/departmentview', 'departmentview', 'system', ADMIN, 'admin', deptKit.view),
  route('/departmentupdate', 'departmentupdate', 'system', ADMIN, 'admin', deptKit.update),
  route('/menulist', 'menulist', 'system', ADMIN, 'admin', menuKit.list),
  route('/menuenrollment', 'menuenrollment', 'system', ADMIN, 'admin', menuKit.create),
  route('/menuview', 'menuview', 'system', ADMIN, 'admin', menuKit.view),
  route('/menuupdate', 'menuupdate', 'system', ADMIN, 'admin', menuKit.update),
  route('/userauthoritylist', 'userauthoritylist', 'system', ADMIN_OR_STORE, 'admin', authorityKit.list),
  route('/accessinfo', 'accessinfo', 'system', ADMIN_OR_STORE, 'admin', accessInfoPage),
  route('/privacyaccess', 'privacyaccess', 'system', ADMIN, 'admin', piiAccessPage),
  route('/connertmenustat', 'connertmenustat', 'system', ADMIN, 'admin', menuStatPage),

  // not found (spec 1 §2.15)
  route('/404', 'notFound', 'error', PUBLIC, 'public', notFoundPage),
  route('/error', 'error', 'error', PUBLIC, 'public', notFoundPage),
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
