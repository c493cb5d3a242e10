import { todayKst } from '@parking/shared/common/korea-time';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app';
import { login } from '../test/harness';

// Decision 184: every API answer to a logged-in caller carries Cache-Control: no-store unless its route chose a
// caching rule itself, so no browser cache or proxy keeps a member list, a profile or a payment. The sweep
// covers every guarded GET route (a new one is in it the day it is added) and the POST reads the issue names.

const PASSWORDS = { admin: 'Admin#2026', citizen1: 'Citizen#2026', store1: 'Store#2026' } as const;

describe('Cache-Control: no-store on authenticated answers (decision 184)', () => {
  const demo = useDemoApp();
  const cookie = async (who: keyof typeof PASSWORDS) => login((await demo()).app, who, PASSWORDS[who]);

  it('every guarded GET route, answered to a caller it lets in, whether it succeeds or refuses the input', async () => {
    const { app } = await demo();
    const cookies = {
      admin: await cookie('admin'),
      usr: await cookie('citizen1'),
      store: await cookie('store1'),
    };
    const routes = app.routeAccess.filter((r) => r.method === 'GET' && r.rules.length > 0);
    expect(routes.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const r of routes) {
      const roles = r.rules.flatMap((rule) => rule.roles ?? []);
      const who =
        roles.length === 0 || roles.includes('ROLE_ADMIN')
          ? cookies.admin
          : roles.includes('ROLE_USER')
            ? cookies.usr
            : cookies.store;
      const res = await app.inject({
        method: 'GET',
        url: r.url.replace(/:(\w+)/g, 'x'),
        headers: { cookie: who },
      });
      if (res.statusCode === 401 || res.statusCode === 403) continue;
      if (!String(res.headers['cache-control']).includes('no-store')) {
        missing.push(`${r.url} ${res.statusCode} ${res.headers['cache-control']}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the answers the issue names: member list and view, discount, free car, payments, Q&A admin, login history', async () => {
    const { app } = await demo();
    const admin = await cookie('admin');
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie: admin };
    const answers = [
      await app.inject({ method: 'GET', url: '/api/member/list.json?empCd=USR', headers: { cookie: admin } }),
      await app.inject({
        method: 'POST',
        url: '/api/member/view.json',
        headers: form,
        payload: 'empEsntlId=USRCNFRM_90000000001',
      }),
      await app.inject({ method: 'GET', url: '/api/admin/discount/list.json', headers: { cookie: admin } }),
      await app.inject({ method: 'GET', url: '/api/admin/freecar/list.json', headers: { cookie: admin } }),
      await app.inject({
        method: 'GET',
        url: `/api/admin/payments/list.json?startDt=${todayKst()}&endDt=${todayKst()}`,
        headers: { cookie: admin },
      }),
      await app.inject({ method: 'GET', url: '/api/inquiry/admin?inquiryId=1', headers: { cookie: admin } }),
      await app.inject({
        method: 'POST',
        url: '/api/admin/loginHistory/list.json',
        headers: form,
        payload: '',
      }),
      await app.inject({
        method: 'GET',
        url: '/api/member/view?applyId=USRCNFRM_90000000001',
        headers: { cookie: await cookie('citizen1') },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves a visitor’s public answers to their routes', async () => {
    const { app } = await demo();
    const res = await app.inject({ method: 'GET', url: '/api/site/info' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
