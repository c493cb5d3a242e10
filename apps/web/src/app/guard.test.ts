import { ko } from '@parking/shared/messages/ko';
import { describe, expect, it } from 'vitest';
import { type ClientSession, loggedOut } from '../lib/session-store';
import { type GuardResult, guardNavigation } from './guard';
import { routeTable } from './route-table';

// The expectation below is written from the specs (spec 1 §2.1, §4, §6; spec 2 §2, §6; spec 3 §2.2, §6),
// independently of the route table's own access meta.

/** Every route named in the three spec documents (the table may not miss one). */
// biome-ignore format: a compact literal list reads better than one path per line
const SPEC_ROUTES = [
  // spec 1 §2.1
  '/main', '/Main', '/guideline', '/codinglist', '/searchlist', '/loginmain', '/join',
  '/membershipagreement', '/membershipcertification', '/membershipinfomation', '/membershipcompletion',
  '/businessagreement', '/businessinformation', '/businesscompletion', '/map', '/list',
  '/parkfeeinformation', '/parkfeereduction', '/prepaymentinfo', '/lookup', '/paymentview',
  '/advancepayment', '/feecalculation', '/error', '/404',
  // spec 2 §2
  '/unpaidinfo', '/lookupunpaid', '/unpaidview', '/reductioninfo', '/reductionagreement', '/reductionconfirm',
  '/reductionresult', '/periodinfo', '/periodapplication', '/periodresult', '/periodlookup', '/periodview',
  '/webdiscountcharge', '/webdiscountuse', '/webdiscountuseview', '/noticelist', '/noticeview', '/faqview',
  '/qnalist', '/qnaenrollment', '/qnaview', '/qnaanswerenrollment', '/mypagemain', '/mypageupdate',
  '/mypageprepayment', '/mypagepayment', '/mypageunpaid', '/mypagediscountpayment', '/mypagediscount',
  // spec 3 §2.2
  '/generalmembership', '/generalmembershipview', '/businessmembership', '/businessmembershipview',
  '/discountvehicle', '/discountvehicleview', '/discountvehicleenrollment', '/discountvehicleupdate',
  '/freevehicle', '/freevehicleview', '/freevehicleenrollment', '/freevehicleupdate', '/periodparking',
  '/noticemanagement', '/noticemanagementview', '/noticemanagementenrollment', '/noticemanagementupdate',
  '/faqmanagement', '/faqmanagementview', '/faqmanagementenrollment', '/faqmanagementupdate',
  '/popuplist', '/popupenrollment', '/popupview', '/popupupdate',
  '/bannerlist', '/bannerenrollment', '/bannerview', '/bannerupdate',
  '/usermanagement', '/userenrollment', '/userview', '/userupdate',
  '/teamlist', '/teamenrollment', '/teamview', '/teamupdate',
  '/departmentlist', '/departmentenrollment', '/departmentview', '/departmentupdate',
  '/menulist', '/menuenrollment', '/menuview', '/menuupdate',
  '/userauthoritylist', '/accessinfo', '/connertmenustat',
];

/** Routes of the portal beyond the spec's lists; open to everyone (the server guards their data). */
const EXTRA_PUBLIC = ['/receipt'];
/** Routes beyond the spec's lists for administrators only: the back office home (decision 142). */
// the back office home (decision 142) and the payments back office (issue 21: no spec route)
const EXTRA_ADMIN = [
  '/adminhome',
  '/paymentmanagement',
  '/paymentmanagementview',
  '/settlement',
  '/reconciliation',
  // the privacy officer's access records (decision 183)
  '/privacyaccess',
];

/** General members only (ROLE_USER + USR): sign-up completion, season pass, my-page usage history. */
// biome-ignore format: a compact literal list reads better than one path per line
const USR_ONLY = [
  '/membershipcompletion', '/periodapplication', '/periodresult', '/periodlookup', '/periodview',
  '/mypageprepayment', '/mypagepayment', '/mypageunpaid',
];
/** Approved business members only (ROLE_STORE + BSN): web voucher and its my-page histories. */
// biome-ignore format: a compact literal list reads better than one path per line
const BSN_ONLY = [
  '/webdiscountcharge', '/webdiscountuse', '/webdiscountuseview', '/mypagediscountpayment', '/mypagediscount',
];
/** Routes beyond the spec's lists for any logged-in member: the notification settings (decision 215). */
const EXTRA_LOGIN = ['/mypagenotification'];
/** Any logged-in member. */
const LOGIN_ONLY = ['/mypagemain', '/mypageupdate', ...EXTRA_LOGIN];
/** Administrators and store staff. */
const ADMIN_AND_STORE = ['/userauthoritylist', '/accessinfo'];
/** Administrators only: the back office and the Q&A answer screen. */
// biome-ignore format: a compact literal list reads better than one path per line
const ADMIN_ONLY = [
  '/qnaanswerenrollment', '/adminhome',
  '/paymentmanagement', '/paymentmanagementview', '/settlement', '/reconciliation', '/privacyaccess',
  '/generalmembership', '/generalmembershipview', '/businessmembership', '/businessmembershipview',
  '/discountvehicle', '/discountvehicleview', '/discountvehicleenrollment', '/discountvehicleupdate',
  '/freevehicle', '/freevehicleview', '/freevehicleenrollment', '/freevehicleupdate', '/periodparking',
  '/noticemanagement', '/noticemanagementview', '/noticemanagementenrollment', '/noticemanagementupdate',
  '/faqmanagement', '/faqmanagementview', '/faqmanagementenrollment', '/faqmanagementupdate',
  '/popuplist', '/popupenrollment', '/popupview', '/popupupdate',
  '/bannerlist', '/bannerenrollment', '/bannerview', '/bannerupdate',
  '/usermanagement', '/userenrollment', '/userview', '/userupdate',
  '/teamlist', '/teamenrollment', '/teamview', '/teamupdate',
  '/departmentlist', '/departmentenrollment', '/departmentview', '/departmentupdate',
  '/menulist', '/menuenrollment', '/menuview', '/menuupdate', '/connertmenustat',
];
/** Visitors only: login, join chooser and the sign-up steps before completion. */
// biome-ignore format: a compact literal list reads better than one path per line
const GUEST_ONLY = [
  '/loginmain', '/join', '/membershipagreement', '/membershipcertification', '/membershipinfomation',
  '/businessagreement', '/businessinformation',
];

type Persona = 'anonymous' | 'usr' | 'store' | 'bsnPending' | 'admin';

function member(authorCode: ClientSession['authorCode'], empDiv: ClientSession['empDiv']): ClientSession {
  return {
    ...loggedOut,
    isLogin: true,
    authorCode,
    empDiv,
    empNo: 'x',
    empNm: 'x',
    memberId: `id-${authorCode}`,
  };
}

const personas: Record<Persona, ClientSession> = {
  anonymous: loggedOut,
  usr: member('ROLE_USER', 'USR'),
  store: member('ROLE_STORE', 'BSN'),
  bsnPending: member('ROLE_ANONYMOUS', 'BSN'),
  admin: member('ROLE_ADMIN', 'EMP'),
};

const ALLOW: GuardResult = { action: 'allow' };
const LOGIN: GuardResult = { action: 'redirect', to: '/loginmain', alert: '로그인이 필요한 서비스입니다.' };
const HOME: GuardResult = { action: 'redirect', to: '/main' };
const BLOCK: GuardResult = { action: 'block', alert: '접근 권한이 없습니다.' };
/** a business waiting for approval on a business route: the page says it waits (decision 189) */
const PENDING: GuardResult = { action: 'pending' };

function expected(path: string, who: Persona): GuardResult {
  const anon = who === 'anonymous';
  if (GUEST_ONLY.includes(path)) return anon ? ALLOW : HOME;
  const protectedBy = (allowed: Persona[]) => (anon ? LOGIN : allowed.includes(who) ? ALLOW : BLOCK);
  if (USR_ONLY.includes(path)) return protectedBy(['usr', 'admin']);
  if (BSN_ONLY.includes(path)) return who === 'bsnPending' ? PENDING : protectedBy(['store', 'admin']);
  if (LOGIN_ONLY.includes(path)) return protectedBy(['usr', 'store', 'bsnPending', 'admin']);
  if (ADMIN_AND_STORE.includes(path)) return protectedBy(['store', 'admin']);
  if (ADMIN_ONLY.includes(path)) return protectedBy(['admin']);
  return ALLOW;
}

describe('route table', () => {
  it('contains every route named in the specs, once', () => {
    const paths = routeTable.map((r) => r.path);
    for (const p of SPEC_ROUTES) expect(paths, p).toContain(p);
    for (const p of [...EXTRA_PUBLIC, ...EXTRA_ADMIN, ...EXTRA_LOGIN]) expect(paths, p).toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route a Korean title and a two-level category', () => {
    for (const r of routeTable) {
      expect(r.title, r.path).toMatch(/\S/);
      expect(r.category, r.path).toHaveLength(2);
      expect(r.category[0], r.path).toMatch(/[가-힣]/);
      expect(r.category[1], r.path).toMatch(/\S/);
    }
  });

  it('puts admin screens in the admin frame', () => {
    for (const p of [...ADMIN_ONLY.filter((x) => x !== '/qnaanswerenrollment'), ...ADMIN_AND_STORE]) {
      expect(routeTable.find((r) => r.path === p)?.layout, p).toBe('admin');
    }
  });

  it('lists only paths the expectation knows about as restricted', () => {
    const restricted = new Set([
      ...USR_ONLY,
      ...BSN_ONLY,
      ...LOGIN_ONLY,
      ...ADMIN_AND_STORE,
      ...ADMIN_ONLY,
      ...GUEST_ONLY,
    ]);
    for (const p of restricted) expect([...SPEC_ROUTES, ...EXTRA_ADMIN, ...EXTRA_LOGIN], p).toContain(p);
  });
});

describe('guardNavigation over the whole route table', () => {
  for (const r of routeTable) {
    it(`${r.path}`, () => {
      for (const who of Object.keys(personas) as Persona[]) {
        expect(guardNavigation(r, personas[who]), `${r.path} as ${who}`).toEqual(expected(r.path, who));
      }
    });
  }

  it('uses the spec wording for its alerts', () => {
    expect(LOGIN.action === 'redirect' && LOGIN.alert).toBe(ko.auth.loginRequired);
    expect(BLOCK.action === 'block' && BLOCK.alert).toBe(ko.auth.forbidden);
  });

  it('treats a logged-in record with a damaged role as the weakest role', () => {
    const damaged: ClientSession = { ...loggedOut, isLogin: true, memberId: 'x' };
    expect(guardNavigation({ access: { auth: true, roles: ['ROLE_USER'] } }, damaged).action).toBe('block');
    expect(guardNavigation({ access: { auth: true } }, damaged).action).toBe('allow');
  });
});
