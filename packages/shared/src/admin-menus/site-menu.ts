import { ko } from '../messages/ko';
import type { MenuNode, MobileSection } from './menu-node';

const m = ko.menu;
/** A page's menu label is its route title: one name per page (issue 32). */
const r = ko.routes;

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
      { id: 'map', label: r.map, path: '/map' },
      { id: 'list', label: r.list, path: '/list' },
    ],
  },
  {
    id: 'reduction',
    label: m.reduction,
    children: [
      { id: 'parkfeeinformation', label: r.parkfeeinformation, path: '/parkfeeinformation' },
      {
        id: 'parkfeereduction',
        label: r.parkfeereduction,
        path: '/parkfeereduction',
        match: ['/reductioninfo', '/reductionagreement', '/reductionconfirm', '/reductionresult'],
      },
      { id: 'feecalculation', label: r.feecalculation, path: '/feecalculation' },
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
          { id: 'prepaymentinfo', label: r.prepaymentinfo, path: '/prepaymentinfo' },
          { id: 'lookup', label: r.lookup, path: '/lookup', match: ['/paymentview', '/advancepayment'] },
        ],
      },
      {
        id: 'unpaid',
        label: m.unpaid,
        children: [
          { id: 'unpaidinfo', label: r.unpaidinfo, path: '/unpaidinfo' },
          { id: 'lookupunpaid', label: r.lookupunpaid, path: '/lookupunpaid', match: ['/unpaidview'] },
        ],
      },
    ],
  },
  {
    id: 'period',
    label: m.period,
    audience: 'general',
    children: [
      { id: 'periodinfo', label: r.periodinfo, path: '/periodinfo' },
      {
        id: 'periodapplication',
        label: r.periodapplication,
        path: '/periodapplication',
        match: ['/periodresult'],
      },
      { id: 'periodlookup', label: r.periodlookup, path: '/periodlookup', match: ['/periodview'] },
    ],
  },
  {
    id: 'webdiscount',
    label: m.webDiscount,
    audience: 'business',
    children: [
      { id: 'webdiscountcharge', label: r.webdiscountcharge, path: '/webdiscountcharge' },
      {
        id: 'webdiscountuse',
        label: r.webdiscountuse,
        path: '/webdiscountuse',
        match: ['/webdiscountuseview'],
      },
    ],
  },
  {
    id: 'board',
    label: m.board,
    children: [
      { id: 'noticelist', label: r.noticelist, path: '/noticelist', match: ['/noticeview'] },
      { id: 'faqview', label: r.faqview, path: '/faqview' },
      {
        id: 'qnalist',
        label: r.qnalist,
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
      { id: 'mypagemain', label: r.mypagemain, path: '/mypagemain', match: ['/mypageupdate'] },
      { id: 'mypagenotification', label: r.mypagenotification, path: '/mypagenotification' },
      {
        id: 'usagehistory',
        label: m.usageHistory,
        path: '/mypageprepayment',
        audience: 'general',
        children: [
          { id: 'mypageprepayment', label: r.mypageprepayment, path: '/mypageprepayment' },
          { id: 'mypagepayment', label: r.mypagepayment, path: '/mypagepayment' },
          { id: 'mypageunpaid', label: r.mypageunpaid, path: '/mypageunpaid' },
        ],
      },
      {
        id: 'mypagediscountpayment',
        label: r.mypagediscountpayment,
        path: '/mypagediscountpayment',
        audience: 'business',
      },
      { id: 'mypagediscount', label: r.mypagediscount, path: '/mypagediscount', audience: 'business' },
    ],
  },
  {
    id: 'admin',
    label: m.admin,
    audience: 'admin',
    children: [
      { id: 'adminhome', label: r.adminhome, path: '/adminhome' },
      {
        id: 'members',
        label: m.members,
        children: [
          {
            id: 'generalmembership',
            label: r.generalmembership,
            path: '/generalmembership',
            match: ['/generalmembershipview'],
          },
          {
            id: 'businessmembership',
            label: r.businessmembership,
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
            label: r.discountvehicle,
            path: '/discountvehicle',
            match: ['/discountvehicleview', '/discountvehicleenrollment', '/discountvehicleupdate'],
          },
          {
            id: 'freevehicle',
            label: r.freevehicle,
            path: '/freevehicle',
            match: ['/freevehicleview', '/freevehicleenrollment', '/freevehicleupdate'],
          },
        ],
      },
      { id: 'periodparking', label: r.periodparking, path: '/periodparking' },
      {
        id: 'payments',
        label: m.payments,
        children: [
          {
            id: 'paymentmanagement',
            label: r.paymentmanagement,
            path: '/paymentmanagement',
            match: ['/paymentmanagementview'],
          },
          { id: 'settlement', label: r.settlement, path: '/settlement' },
          { id: 'reconciliation', label: r.reconciliation, path: '/reconciliation' },
        ],
      },
      {
        id: 'boards',
        label: m.boards,
        children: [
          {
            id: 'noticemanagement',
            label: r.noticemanagement,
            path: '/noticemanagement',
            match: ['/noticemanagementview', '/noticemanagementenrollment', '/noticemanagementupdate'],
          },
          {
            id: 'faqmanagement',
            label: r.faqmanagement,
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
            label: r.popuplist,
            path: '/popuplist',
            match: ['/popupenrollment', '/popupview', '/popupupdate'],
          },
          {
            id: 'bannerlist',
            label: r.bannerlist,
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
        label: r.usermanagement,
        path: '/usermanagement',
        match: ['/userenrollment', '/userview', '/userupdate'],
      },
      {
        id: 'teamlist',
        label: r.teamlist,
        path: '/teamlist',
        match: ['/teamenrollment', '/teamview', '/teamupdate'],
      },
      {
        id: 'departmentlist',
        label: r.departmentlist,
        path: '/departmentlist',
        match: ['/departmentenrollment', '/departmentview', '/departmentupdate'],
      },
      {
        id: 'menulist',
        label: r.menulist,
        path: '/menulist',
        match: ['/menuenrollment', '/menuview', '/menuupdate'],
      },
      { id: 'userauthoritylist', label: r.userauthoritylist, path: '/userauthoritylist' },
      { id: 'accessinfo', label: r.accessinfo, path: '/accessinfo' },
      { id: 'privacyaccess', label: r.privacyaccess, path: '/privacyaccess' },
      { id: 'connertmenustat', label: r.connertmenustat, path: '/connertmenustat' },
    ],
  },
];

/** Links of the left navigation on inner (information and my-page) screens (spec 2 §2). */
export const INNER_NAV: readonly { path: string; label: string }[] = [
  { path: '/map', label: r.map },
  { path: '/unpaidinfo', label: r.unpaidinfo },
  { path: '/periodinfo', label: r.periodinfo },
  { path: '/noticelist', label: r.noticelist },
  { path: '/faqview', label: r.faqview },
  { path: '/qnalist', label: r.qnalist },
];
