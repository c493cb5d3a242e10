import type { AccessRule, MemberCategory, Principal, Role } from '@parking/shared/auth/roles';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';
import { assertOwner, requireAccess, requireCategory, requireLogin, requireRole } from './guards';

type Who = 'anonymous' | 'usr' | 'store' | 'bsnAnonymous' | 'admin';

const PRINCIPALS: Record<Who, Principal | null> = {
  anonymous: null,
  usr: { memberId: 'U1', authorCode: 'ROLE_USER', empDiv: 'USR' },
  store: { memberId: 'B1', authorCode: 'ROLE_STORE', empDiv: 'BSN' },
  bsnAnonymous: { memberId: 'B2', authorCode: 'ROLE_ANONYMOUS', empDiv: 'BSN' },
  admin: { memberId: 'A1', authorCode: 'ROLE_ADMIN', empDiv: 'EMP' as MemberCategory },
};

// Guards tested on their own: a tiny app whose principal comes from a test header.
async function tinyApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    request.principal = PRINCIPALS[(request.headers['x-as'] as Who | undefined) ?? 'anonymous'] ?? null;
  });
  const ok = async () => ({ ok: true });
  app.get('/login', { preHandler: requireLogin() }, ok);
  app.get('/role-user', { preHandler: requireRole('ROLE_USER') }, ok);
  app.get('/role-store', { preHandler: requireRole('ROLE_STORE') }, ok);
  app.get('/role-user-or-store', { preHandler: requireRole('ROLE_USER', 'ROLE_STORE') }, ok);
  app.get('/cat-usr', { preHandler: requireCategory('USR') }, ok);
  app.get('/cat-bsn', { preHandler: requireCategory('BSN') }, ok);
  const storeOnly: AccessRule = { roles: ['ROLE_STORE'], category: 'BSN' };
  app.get('/access-store-bsn', { preHandler: requireAccess(storeOnly) }, ok);
  app.get('/access-guest', { preHandler: requireAccess({ guestOnly: true }) }, ok);
  app.get('/access-open', { preHandler: requireAccess({}) }, ok);
  app.get<{ Params: { owner: string } }>('/owned/:owner', async (request) => {
    assertOwner(request.principal, request.params.owner === 'none' ? null : request.params.owner);
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('guards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await tinyApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function call(url: string, who: Who) {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-as': who } });
    if (res.statusCode === 200) return 200;
    const body = res.json();
    expect(typeof body.message).toBe('string');
    if (res.statusCode === 401) expect(body.code).toBe('UNAUTHORIZED');
    if (res.statusCode === 403) expect(body.code).toBe('FORBIDDEN');
    return res.statusCode;
  }

  const table: [string, Record<Who, number>][] = [
    ['/login', { anonymous: 401, usr: 200, store: 200, bsnAnonymous: 200, admin: 200 }],
    ['/role-user', { anonymous: 401, usr: 200, store: 403, bsnAnonymous: 403, admin: 200 }],
    ['/role-store', { anonymous: 401, usr: 403, store: 200, bsnAnonymous: 403, admin: 200 }],
    ['/role-user-or-store', { anonymous: 401, usr: 200, store: 200, bsnAnonymous: 403, admin: 200 }],
    ['/cat-usr', { anonymous: 401, usr: 200, store: 403, bsnAnonymous: 403, admin: 200 }],
    ['/cat-bsn', { anonymous: 401, usr: 403, store: 200, bsnAnonymous: 200, admin: 200 }],
    ['/access-store-bsn', { anonymous: 401, usr: 403, store: 200, bsnAnonymous: 403, admin: 200 }],
    ['/access-guest', { anonymous: 200, usr: 403, store: 403, bsnAnonymous: 403, admin: 403 }],
    ['/access-open', { anonymous: 200, usr: 200, store: 200, bsnAnonymous: 200, admin: 200 }],
    ['/owned/U1', { anonymous: 401, usr: 200, store: 403, bsnAnonymous: 403, admin: 200 }],
    ['/owned/B1', { anonymous: 401, usr: 403, store: 200, bsnAnonymous: 403, admin: 200 }],
    ['/owned/none', { anonymous: 401, usr: 403, store: 403, bsnAnonymous: 403, admin: 200 }],
  ];

  for (const [url, expected] of table) {
    it(`${url}: ${JSON.stringify(expected)}`, async () => {
      const got: Record<string, number> = {};
      for (const who of Object.keys(expected) as Who[]) got[who] = await call(url, who);
      expect(got).toEqual(expected);
    });
  }

  it('lets ROLE_ADMIN through every role rule', async () => {
    const roles: Role[] = ['ROLE_USER', 'ROLE_STORE', 'ROLE_ANONYMOUS'];
    for (const role of roles) {
      const guard = requireRole(role);
      await expect(guard({ principal: PRINCIPALS.admin } as never, {} as never)).resolves.toBeUndefined();
    }
  });
});
