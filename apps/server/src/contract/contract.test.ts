import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../modules/sms-outbox';
import { useDemoApp } from '../test/demo-app';
import { createMember, login } from '../test/harness';
import { multipart } from '../test/multipart';
import { type Caller, SPEC_CALLS, type SpecCall } from './spec-calls';

const DECISIONS = join(import.meta.dirname, '../../../../docs/decisions');
const ACCOUNTS: Record<Exclude<Caller, 'anonymous'>, [string, string]> = {
  citizen: ['citizen1', 'Citizen#2026'],
  store: ['store1', 'Store#2026'],
  admin: ['admin', 'Admin#2026'],
};

/** The value at a dot path, or undefined. */
function at(value: unknown, path: string): unknown {
  let v = value;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

const label = (c: SpecCall) =>
  `${c.method} ${c.path} (${c.spec}, ${c.send}: ${Object.keys(c.params).join(', ')})`;

describe('spec call contract', () => {
  const demo = useDemoApp();
  const cookies = new Map<Caller, string>();

  async function cookieOf(as: Caller): Promise<string | undefined> {
    if (as === 'anonymous') return undefined;
    if (!cookies.has(as)) {
      const t = await demo();
      const [id, pw] = ACCOUNTS[as];
      cookies.set(as, await login(t.app, id, pw));
    }
    return cookies.get(as);
  }

  async function send(c: SpecCall, params: Record<string, string>) {
    const t = await demo();
    const cookie = await cookieOf(c.as);
    const headers: Record<string, string> = { origin: 'http://localhost' };
    if (cookie) headers.cookie = cookie;
    if (c.send === 'query') {
      const qs = new URLSearchParams(params).toString();
      return t.app.inject({ method: c.method, url: qs ? `${c.path}?${qs}` : c.path, headers });
    }
    if (c.send === 'form') {
      return t.app.inject({
        method: c.method,
        url: c.path,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(params).toString(),
      });
    }
    const body = multipart(params);
    return t.app.inject({
      method: c.method,
      url: c.path,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('every deviation names a decision record that exists', () => {
    const files = readdirSync(DECISIONS);
    for (const c of SPEC_CALLS) {
      if (!c.deviation) continue;
      expect(
        files.some((f) => f.startsWith(`${c.deviation?.decision}-`)),
        label(c),
      ).toBe(true);
    }
  });

  for (const c of SPEC_CALLS) {
    it(`answers the spec-shaped call: ${label(c)}`, async () => {
      const res = await send(c, c.params);
      if (c.deviation) {
        expect(res.statusCode, `${label(c)}: deviation of decision ${c.deviation.decision}`).toBe(
          c.deviation.status,
        );
        return;
      }
      expect(res.statusCode, `${label(c)} → ${res.body.slice(0, 300)}`).toBeLessThan(300);
      const json = String(res.headers['content-type'] ?? '').includes('json') ? res.json() : undefined;
      for (const key of c.reads) expect(at(json, key), `${label(c)} reads ${key}`).not.toBeUndefined();
    });
  }

  it('refuses spec calls with missing or mistyped parameters with a 400 in the error shape, never a 5xx', async () => {
    for (const c of SPEC_CALLS) {
      for (const name of c.required ?? []) {
        const { [name]: _dropped, ...rest } = c.params;
        const res = await send(c, rest);
        expect(res.statusCode, `${label(c)} without ${name}`).toBe(400);
        expect(res.json(), `${label(c)} without ${name}`).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
      }
      for (const name of c.typed ?? []) {
        for (const bad of ['-1', 'abc', '1e309', '9'.repeat(40)]) {
          const res = await send(c, { ...c.params, [name]: bad });
          expect(res.statusCode, `${label(c)} with ${name}=${bad}`).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json().message, `${label(c)} with ${name}=${bad}`).toEqual(expect.any(String));
        }
      }
    }
  });

  it('shows every spec call in the OpenAPI document with the spec’s parameter names', async () => {
    const t = await demo();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
    };
    for (const c of SPEC_CALLS) {
      const openApiPath = c.path.replace(/\/(notice|faq)\//, '/{bbsCd}/');
      const op = doc.paths[openApiPath]?.[c.method.toLowerCase()];
      expect(op, `${label(c)} in /api/docs`).toBeDefined();
      if (c.deviation || c.send !== 'query' || c.method !== 'GET') continue;
      const names = new Set((op?.parameters ?? []).map((p) => p.name));
      for (const name of Object.keys(c.params)) {
        if (name === 'bbsCd') continue;
        expect(names.has(name), `${label(c)}: ${name} in /api/docs`).toBe(true);
      }
    }
  });
});

describe('find-password flow with the spec’s parameters only', () => {
  const demo = useDemoApp();

  it('send.json with rcvAddr alone sends the FIND_PW code after a matching checkId, and nothing without one', async () => {
    const t = await demo();
    const phone = '01055556666';
    const m = await createMember(t.db, { empMobile: phone });
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' };
    const outboxTo = async () =>
      (await listOutbox(t.db, 1, 100)).rows.filter((r) => r.rcvAddr === phone).length;

    // Without a preceding checkId in this browser, a registered number is refused as a sign-up number.
    const stranger = await t.app.inject({ method: 'GET', url: `/api/member/send.json?rcvAddr=${phone}` });
    expect(stranger.statusCode).toBe(409);
    expect(await outboxTo()).toBe(0);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/member/checkId.json',
      headers: form,
      payload: new URLSearchParams({ empNo: m.empNo, empMobile: phone }).toString(),
    });
    expect(check.json().result).toBe(true);
    const ticket = String(check.headers['set-cookie']).split(';')[0]!;
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/member/send.json?rcvAddr=${phone}`,
      headers: { cookie: ticket },
    });
    expect(sent.statusCode).toBe(200);
    expect(await outboxTo()).toBe(1);
  });
});
