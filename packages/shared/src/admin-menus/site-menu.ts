import { ko } from '../messages/ko';
import type { MenuNode, MobileSection } from './menu-node';

const m = ko.menu;

/** Level-1 sections of the site menu, in order (desktop hover menu and sitemap). */
export const SECTION_IDS = [
  'parking',
  'reduction',
  'prepayment',
  'period',
  'webdiscount',
  'board',
  'mypage',
  'admin',
  'system',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The sections of the mobile slide menu (spec 1 §2.2: parking, prepayment, reduction, service,
 * information board, my page, admin, system) and the level-1 sections each one holds.
 * "service" gathers the season pass and the web voucher.
 */
export const MOBILE_SECTIONS: readonly (MobileSection & { sections: readonly SectionId[] })[] = [
  { id: 'parking', label: m.parking, sections: ['parking'] },
  { id: 'prepayment', label: m.prepayment, sections: ['prepayment'] },
  { id: 'reduction', label: m.reduction, sections: ['reduction'] },
  { id: 'service', label: m.service, sections: ['period', 'webdiscount'] },
  { id: 'board', label: m.board, sections: ['board'] },
  { id: 'mypage', label: m.mypage, sections: ['mypage'] },
  { id: 'admin', label: m.admin, sections: ['admin'] },
  { id: 'system', label: m.system, sections: ['system'] },
];

/** The whole site menu, three levels: section → group or page → page. */
export const MENU: readonly MenuNode[] = [
  {
    id: 'parking',
    label: m.parking,
    children: [
      { id: 'map', label: m.map, path: '/map' },
      { id: 'list', label: m.list, path: '/list' },
    ],
  },
  {
    id: 'reduction',
    label: m.reduction,
    children: [
      { id: 'parkfeeinformation', label: m.feeInformation, path: '/parkfeeinformation' },
      {
        id: 'parkfeereduction',
        label: m.feeReduction,
        path: '/parkfeereduction',
        match: ['/reductioninfo', '/reductionagreement', '/reductionconfirm', '/reductionresult'],
      },
      { id: 'feecalculation', label: m.feeCalculation, path: '/feecalculation' },
    ],
  },
  {
    id: 'prepayment',
    label: m.prepayment,
    children: [
      {
        id: 'prepay',
        label: m.prepay,
        children: [
          { id: 'prepaymentinfo', label: m.prepaymentInfo, path: '/prepaymentinfo' },
          {
            id: 'lookup',
            label: m.prepaymentLookup,
            path: '/lookup',
            match: ['/paymentview', '/advancepayment'],
          },
        ],
      },
      {
        id: 'unpaid',
        label: m.unpaid,
        children: [
          { id: 'unpaidinfo', label: m.unpaidInfo, path: '/unpaidinfo' },
          { id: 'lookupunpaid', label: m.unpaidLookup, path: '/lookupunpaid', match: ['/unpaidview'] },
        ],
      },
    ],
  },
  {
    id: 'period',
    label: m.period,
    audience: 'general',
    children: [
      { id: 'periodinfo', label: m.periodInfo, path: '/periodinfo' },
      {
        id: 'periodapplication',
        label: m.periodApplication,
        path: '/periodapplication',
        match: ['/periodresult'],
      },
      { id: 'periodlookup', label: m.periodLookup, path: '/periodlookup', match: ['/periodview'] },
    ],
  },
  {
    id: 'webdiscount',
    label: m.webDiscount,
    audience: 'business',
    children: [
      { id: 'webdiscountcharge', label: m.webDiscountCharge, path: '/webdiscountcharge' },
      {
        id: 'webdiscountuse',
        label: m.webDiscountUse,
        path: '/webdiscountuse',
        match: ['/webdiscountuseview'],
      },
    ],
  },
  {
    id: 'board',
    label: m.board,
    children: [
      { id: 'noticelist', label: m.notice, path: '/noticelist', match: ['/noticeview'] },
      { id: 'faqview', label: m.faq, path: '/faqview' },
      {
        id: 'qnalist',
        label: m.qna,
        path: '/qnalist',
        match: ['/qnaenrollment', '/qnaview', '/qnaanswerenrollment'],
      },
    ],
  },
  {
    id: 'mypage',
    label: m.mypage,
    audience: 'member',
    children: [
      { id: 'mypagemain', label: m.mypageMain, path: '/mypagemain', match: ['/mypageupdate'] },
      {
        id: 'usagehistory',
        label: m.usageHistory,
        path: '/mypageprepayment',
        audience: 'general',
        children: [
          { id: 'mypageprepayment', label: m.usagePrepayment, path: '/mypageprepayment' },
          { id: 'mypagepayment', label: m.usagePeriod, path: '/mypagepayment' },
          { id: 'mypageunpaid', label: m.usageUnpaid, path: '/mypageunpaid' },
        ],
      },
      {
        id: 'mypagediscountpayment',
        label: m.discountPaymentHistory,
        path: '/mypagediscountpayment',
        audience: 'business',
      },
      { id: 'mypagediscount', label: m.discountUseHistory, path: '/mypagediscount', audience: 'business' },
    ],
  },
  {
    id: 'admin',
    label: m.admin,
    audience: 'admin',
    children: [
      { id: 'adminhome', label: m.adminHome, path: '/adminhome' },
      {
        id: 'members',
        label: m.members,
        children: [
          {
            id: 'generalmembership',
            label: m.generalMembers,
            path: '/generalmembership',
            match: ['/generalmembershipview'],
          },
          {
            id: 'businessmembership',
            label: m.businessMembers,
            path: '/businessmembership',
            match: ['/businessmembershipview'],
          },
        ],
      },
      {
        id: 'vehicles',
        label: m.vehicles,
        children: [
          {
            id: 'discountvehicle',
            label: m.discountVehicles,
            path: '/discountvehicle',
            match: ['/discountvehicleview', '/discountvehicleenrollment', '/discountvehicleupdate'],
          },
          {
            id: 'freevehicle',
            label: m.freeVehicles,
            path: '/freevehicle',
            match: ['/freevehicleview', '/freevehicleenrollment', '/freevehicleupdate'],
          },
        ],
      },
      { id: 'periodparking', label: m.periodParking, path: '/periodparking' },
      {
        id: 'payments',
        label: m.payments,
        children: [
          {
            id: 'paymentmanagement',
            label: m.paymentList,
            path: '/paymentmanagement',
            match: ['/paymentmanagementview'],
          },
          { id: 'settlement', label: m.settlement, path: '/settlement' },
          { id: 'reconciliation', label: m.reconciliation, path: '/reconciliation' },
        ],
      },
      {
        id: 'boards',
        label: m.boards,
        children: [
          {
            id: 'noticemanagement',
            label: m.noticeManagement,
            path: '/noticemanagement',
            match: ['/noticemanagementview', '/noticemanagementenrollment', '/noticemanagementupdate'],
          },
          {
            id: 'faqmanagement',
            label: m.faqManagement,
            path: '/faqmanagement',
            match: ['/faqmanagementview', '/faqmanagementenrollment', '/faqmanagementupdate'],
          },
        ],
      },
      {
        id: 'content',
        label: m.content,
        children: [
          {
            id: 'popuplist',
            label: m.popups,
            path: '/popuplist',
            match: ['/popupenrollment', '/popupview', '/popupupdate'],
          },
          {
            id: 'bannerlist',
            label: m.banners,
            path: '/bannerlist',
            match: ['/bannerenrollment', '/bannerview', '/bannerupdate'],
          },
        ],
      },
    ],
  },
  {
    id: 'system',
    label: m.system,
    audience: 'admin',
    children: [
      {
        id: 'usermanagement',
        label: m.users,
        path: '/usermanagement',
        match: ['/userenrollment', '/userview', '/userupdate'],
      },
      {
        id: 'teamlist',
        label: m.teams,
        path: '/teamlist',
        match: ['/teamenrollment', '/teamview', '/teamupdate'],
      },
      {
        id: 'departmentlist',
        label: m.departments,
        path: '/departmentlist',
        match: ['/departmentenrollment', '/departmentview', '/departmentupdate'],
      },
      {
        id: 'menulist',
        label: m.menus,
        path: '/menulist',
        match: ['/menuenrollment', '/menuview', '/menuupdate'],
      },
      { id: 'userauthoritylist', label: m.userAuthorities, path: '/userauthoritylist' },
      { id: 'accessinfo', label: m.accessInfo, path: '/accessinfo' },
      { id: 'privacyaccess', label: m.privacyAccess, path: '/privacyaccess' },
      { id: 'connertmenustat', label: m.menuStats, path: '/connertmenustat' },
    ],
  },
];

/** Links of the left navigation on inner (information and my-page) screens (spec 2 §2). */
export const INNER_NAV: readonly { path: string; label: string }[] = [
  { path: '/map', label: m.map },
  { path: '/unpaidinfo', label: m.unpaidInfo },
  { path: '/periodinfo', label: m.periodInfo },
  { path: '/noticelist', label: m.notice },
  { path: '/faqview', label: m.faq },
  { path: '/qnalist', label: m.qna },
];
