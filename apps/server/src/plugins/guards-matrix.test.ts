import { type AccessRule, decideAccess, type Principal } from '@parking/shared/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, login, type NewMember } from '../test/harness';

// The route/role access matrix of the whole server, generated from the routes themselves: every route whose
// hooks carry a guard (requireAccess, requireLogin, requireRole, requireCategory) is called by an anonymous
// visitor and by a member of each role, and must refuse exactly those the shared access rule refuses
// (anonymous → 401 UNAUTHORIZED, wrong role or category → 403 FORBIDDEN). A new guarded route is in the
// matrix the day it is added; a new route without a guard must be listed below with its reason.

/**
 * Routes without a guard: open to everyone, authenticated otherwise (equipment or import API keys, provider
 * callbacks), or checking login and ownership in their service (tested in their module's tests).
 */
const UNGUARDED = new Set([
  // the SPA and documents
  'GET /*',
  'GET /api/docs',
  'GET /api/health',
  'GET /api/session',
  'GET /api/site/info',
  // the menu the caller may see (drawing only; guards decide access) and the integrated search of public texts
  'GET /api/menu/siteMenu.json',
  'GET /api/search/searchList.json',
  'POST /api/visitInfo',
  // login, sign-up, recovery (guest flows; the server checks the verified phone)
  'POST /api/actionLogin.json',
  'POST /api/actionLogout.json',
  'POST /api/member/changePw.json',
  'POST /api/member/checkId.json',
  'POST /api/member/findId.json',
  'GET /api/member/idDplctCnfirmAjax.json',
  'POST /api/member/insertParking.json',
  'POST /api/member/mberSbscrb.json',
  'GET /api/member/mobileCk.json',
  'POST /api/member/pinNoChk.json',
  'GET /api/member/send.json',
  'GET /api/demo/sms-outbox',
  // public information: lots, fees, boards, Q&A (secret questions are checked by password in the service)
  'GET /api/parking/map.json',
  'GET /api/parking/searchParkingList.json',
  'GET /api/parking/atchfile/:repoId/:filePath/:file',
  'GET /api/open/lots',
  'OPTIONS /api/open/lots',
  'GET /api/open/availability/stream',
  'GET /api/open/standard/lots.json',
  'OPTIONS /api/open/standard/lots.json',
  'GET /api/open/standard/lots.csv',
  'OPTIONS /api/open/standard/lots.csv',
  'POST /api/fee/easyCalculate.json',
  'GET /api/reduction/irs.json',
  'POST /api/reduction/irs.json',
  'GET /api/main/content.json',
  'GET /api/main/banner/:bannerId/image',
  'GET /api/ckeditor/image/:name',
  'GET /api/board/:bbsCd/list.json',
  'GET /api/board/:bbsCd/view.json',
  'GET /api/board/:bbsCd/download.json',
  'GET /api/inquiry/list',
  'POST /api/inquiry/insert',
  'POST /api/inquiry/pwChk',
  'POST /api/inquiry/view',
  'GET /api/inquiry/download.json',
  // pre-payment and unpaid fees by plate (public, rate-limited per IP); payments and receipts (the service
  // checks the payer: a member's payment only for that member or an administrator)
  'GET /api/prepay/searchPrepayList.json',
  'GET /api/prepay/view.json',
  'GET /api/prepay/getDiscountList.json',
  'GET /api/unpaid/searchUnpaidList.json',
  'GET /api/unpaid/searchUnpaidListKnl.json',
  'GET /api/unpaid/price.json',
  'POST /api/smartropay/payment',
  'GET /api/payments/receipt.json',
  // the return page's outcome (status, a decline's reason): keyed by the secret paymentId, no personal data
  'GET /api/payments/outcome.json',
  // the card provider's callbacks and the simulated provider's pages (signed by the provider)
  'GET /api/smartropay/callApproval/:page/:paymentId',
  'POST /api/smartropay/callApproval/:page/:paymentId',
  'POST /api/smartro/insertPaymentLog.json',
  'GET /pg-sim/pay',
  'POST /pg-sim/pay',
  'POST /pg-sim/pay/auth',
  'POST /pg-sim/pay/stop',
  'GET /pg-sim/auto-submit.js',
  'GET /pg-sim/sim.css',
  'GET /pg-sim/font.woff2',
  // machines with API keys: lot equipment and the on-street system
  'POST /api/equipment/entries',
  'POST /api/equipment/exits',
  'POST /api/unpaid/import',
  // liveness, readiness and the login screen's lock policy: public by nature
  'GET /api/live',
  'GET /api/ready',
  'GET /api/login/policy.json',
  // season passes: the lot list and the public draw records (spec 2 §7; decision 091)
  'GET /api/period/getParkingAndDiscountList.json',
  'GET /api/period/draws.json',
  'GET /api/period/draw.json',
  // web prepaid time: the service admits only an approved store mapped to the lot, read from the database at
  // each request (decision 100); web-prepaid.test.ts covers visitor 401, member/pending/other store 403
  'GET /api/time/point',
  'GET /api/time/quote.json',
  'GET /api/time/list.json',
  'GET /api/time/init.json',
  'GET /api/time/receipt.json',
  'GET /api/time/buy/list.json',
  'GET /api/time/use/list.json',
  // reduction pre-registration: public, the applicant's phone verified by SMS (decision 123)
  'POST /api/member/reduction/apply.json',
]);

type Who = 'anonymous' | 'usr' | 'store' | 'pendingStore' | 'admin';

const MEMBERS: Record<Exclude<Who, 'anonymous'>, NewMember> = {
  usr: { empDiv: 'USR', authorCode: 'ROLE_USER' },
  store: { empDiv: 'BSN', authorCode: 'ROLE_STORE' },
  pendingStore: { empDiv: 'BSN', authorCode: 'ROLE_ANONYMOUS', empSttus: 'A' },
  admin: { empDiv: 'EMP', authorCode: 'ROLE_ADMIN' },
};

// Built at collection time: the tests below are generated from its routes.
const t = await createTestApp();
const routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD');
const guarded = routes.filter((r) => r.rules.length > 0);

const principals: Partial<Record<Who, Principal>> = {};
const cookies: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  for (const [who, input] of Object.entries(MEMBERS) as [Exclude<Who, 'anonymous'>, NewMember][]) {
    const m = await createMember(t.db, input);
    principals[who] = { memberId: m.memberId, authorCode: m.authorCode, empDiv: m.empDiv };
    cookies[who] = await login(t.app, m.empNo, m.password);
  }
});

afterAll(async () => {
  await t.close();
  expect(t.serverErrors).toEqual([]);
});

/** The status a caller must get from the route's guards: 401, 403, or 0 for "let through". */
function expectedStatus(rules: AccessRule[], who: Who): number {
  for (const rule of rules) {
    const decision = decideAccess(rule, who === 'anonymous' ? null : principals[who]!);
    if (decision === 'login') return 401;
    if (decision === 'forbidden' || decision === 'home') return 403;
  }
  return 0;
}

describe('route access matrix', () => {
  it('covers the guarded routes, and every other route is listed as open on purpose', () => {
    expect(guarded.length).toBeGreaterThan(0);
    const unlisted = routes
      .filter((r) => r.rules.length === 0 && !UNGUARDED.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    // A route here has no guard: give it one (plugins/guards.ts) or add it to UNGUARDED with its reason.
    expect(unlisted, JSON.stringify(unlisted)).toEqual([]);
    // The SPA fallback (GET /*) exists only when the web app is built.
    const stale = [...UNGUARDED].filter(
      (k) => k !== 'GET /*' && !routes.some((r) => `${r.method} ${r.url}` === k),
    );
    expect(stale).toEqual([]);
  });

  it('keeps every /api/admin/ route for administrators', () => {
    const admin = guarded.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    // spec 3 §6: the access log (/accessinfo) is also listed for ROLE_STORE, limited to its own history
    const storeToo = new Set(['POST /api/admin/loginHistory/list.json']);
    const open = admin
      .filter((r) =>
        (['usr', 'store', 'pendingStore'] as const).some(
          (w) =>
            expectedStatus(r.rules, w) !== 403 && !(w === 'store' && storeToo.has(`${r.method} ${r.url}`)),
        ),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual([]);
    const unguarded = routes.filter((r) => r.url.startsWith('/api/admin/') && r.rules.length === 0);
    expect(unguarded.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  for (const route of guarded) {
    it(`${route.method} ${route.url} ${JSON.stringify(route.rules)}`, async () => {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const got: Partial<Record<Who, number>> = {};
      const want: Partial<Record<Who, number>> = {};
      for (const who of ['anonymous', ...Object.keys(MEMBERS)] as Who[]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookies[who] ? { cookie: cookies[who] } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        want[who] = expectedStatus(route.rules, who);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        got[who] = refused ? res.statusCode : 0;
        if (refused) {
          const body = res.json();
          expect(body.code).toBe(res.statusCode === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
          expect(typeof body.message).toBe('string');
        }
      }
      expect(got).toEqual(want);
    });
  }
});
