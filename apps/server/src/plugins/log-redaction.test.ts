import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_CALLS, type SpecCall } from '../contract/spec-calls';
import { createTestApp, type TestApp } from '../test/harness';
import { redactLogLine, redactParam, redactUrl } from './log-redaction';

// Personal data in the request log (issue 31 §5): every query parameter a route reads is either personal (its
// value never reaches a log line; plates and phone numbers keep their last 4 digits) or listed here as not.

/** Personal query parameters, each with a value no demo record holds and what a log line may show of it. */
const PERSONAL: Record<string, { value: string; shown?: string }> = {
  carNo: { value: '98무7654', shown: '***7654' },
  carOwnerNm: { value: '홍비밀' },
  empMobile: { value: '01087654321', shown: '***4321' },
  rcvAddr: { value: '01087654321', shown: '***4321' },
  searchKeyword: { value: '홍비밀' },
  // the privacy officer's search of the access records: a staff member and a person, by name, id or plate
  staff: { value: '홍비밀' },
  subject: { value: '홍비밀' },
};

/** Query parameters that are not personal (codes, ids, paging, dates of a search, file references). */
const NOT_PERSONAL = new Set([
  'action',
  'atchFileId',
  'atclId',
  'applyId',
  'authCode',
  'bannerId',
  'bbsCd',
  'buyTime',
  'category',
  'checkId',
  'claim',
  'date',
  'deptId',
  'discountCd',
  'empCd',
  'empEsntlId',
  'empNo',
  'encoding',
  'endDate',
  'endDt',
  'extraCd',
  'fileExt',
  'filePath',
  'firstIndex',
  'freeCarId',
  'freeTime',
  'ids',
  'inDttm',
  'inOutId',
  'inquiryId',
  'isMobile',
  'item',
  'kind',
  'maxAmt',
  'minAmt',
  'myPage',
  'page',
  'pageIndex',
  'pageSize',
  'pageUnit',
  'password',
  'paymentId',
  'period',
  'periodId',
  'plant',
  'popupId',
  'portalId',
  'proofId',
  'purpose',
  'reason',
  'recordCountPerPage',
  'reductionClaim',
  'regId',
  'repoId',
  'roundId',
  'saveNm',
  'searchCondition',
  'sectnId',
  'seqId',
  'smu',
  'sort',
  'startDate',
  'startDt',
  'status',
  'teamId',
  'useTime',
  'viewNm',
]);

/** The spec's calls that carry personal data in the query and are not in SPEC_CALLS (spec 1 §7 sign-up). */
const MORE_QUERY_CALLS: SpecCall[] = [
  {
    spec: '1 §7 Sign-up',
    method: 'GET',
    path: '/api/member/send.json',
    send: 'query',
    params: { rcvAddr: '01099998888' },
    as: 'anonymous',
    reads: [],
  },
];

/** The keys of a route's querystring schema (zod object, possibly inside a pipe/transform). */
function queryKeys(schema: unknown): string[] {
  let s = schema as { shape?: object; _zod?: { def?: { type?: string; in?: unknown } } } | undefined;
  for (let i = 0; s && !s.shape && i < 4; i++) s = s._zod?.def?.in as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

const lines: string[] = [];
const routeQueryKeys = new Map<string, string[]>();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    {
      logDestination: { write: (line: string) => lines.push(line) },
      onRoute: (r: RouteOptions) => {
        const keys = queryKeys((r.schema as { querystring?: unknown } | undefined)?.querystring);
        if (keys.length) routeQueryKeys.set(`${[r.method].flat().join(',')} ${r.url}`, keys);
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('which query parameters are personal', () => {
  it('every query parameter of every route and spec call is classified, and the shared rule agrees', () => {
    expect(routeQueryKeys.size).toBeGreaterThan(30);
    const names = new Set([
      ...[...routeQueryKeys.values()].flat(),
      ...[...SPEC_CALLS, ...MORE_QUERY_CALLS]
        .filter((c) => c.send === 'query')
        .flatMap((c) => Object.keys(c.params)),
    ]);
    const unclassified = [...names].filter((n) => !(n in PERSONAL) && !NOT_PERSONAL.has(n));
    expect(unclassified, 'classify new query parameters in PERSONAL or NOT_PERSONAL').toEqual([]);
    for (const name of Object.keys(PERSONAL)) expect(redactParam(name, 'x1234'), name).not.toBeNull();
    // (password is a secret, redacted by the same rule)
    for (const name of NOT_PERSONAL) if (name !== 'password') expect(redactParam(name, 'x'), name).toBeNull();
  });

  it('keeps the last 4 digits of plates and phone numbers, nothing of names, e-mail, birth dates, business numbers', () => {
    expect(redactParam('carNo', encodeURIComponent('12가3456'))).toBe('***3456');
    expect(redactParam('carNo', '3456')).toBe('***3456');
    expect(redactParam('empMobile', '010-1234-5678')).toBe('***5678');
    expect(redactParam('telNo', '01012345678')).toBe('***5678');
    for (const name of [
      'empNm',
      'carOwnerNm',
      'waitingNm',
      'writer',
      'empEmail',
      'birthDate',
      'bizrno',
      'addr',
    ])
      expect(redactParam(name, '김시민'), name).toBe('[redacted]');
    // empty stays empty; names of menus, files and departments are not people's
    expect(redactParam('carNo', '')).toBe('');
    for (const name of ['menuNm', 'deptNm', 'viewNm', 'hostname', 'isMobile'])
      expect(redactParam(name, 'x'), name).toBeNull();
    expect(redactUrl('/api/reduction/irs.json?carNo=12%EA%B0%803456&carOwnerNm=%EA%B9%80&x=1')).toBe(
      '/api/reduction/irs.json?carNo=***3456&carOwnerNm=[redacted]&x=1',
    );
  });
});

describe('the log after each spec call carrying personal data in its query', () => {
  const calls = [...SPEC_CALLS, ...MORE_QUERY_CALLS].filter(
    (c) => c.send === 'query' && Object.keys(c.params).some((k) => k in PERSONAL),
  );

  it('covers the calls the issue names', () => {
    const paths = new Set(calls.map((c) => c.path));
    for (const p of ['/api/reduction/irs.json', '/api/member/mobileCk.json', '/api/member/send.json'])
      expect(paths).toContain(p);
  });

  it.each(calls.map((c) => [`${c.method} ${c.path} ?${Object.keys(c.params).join('&')}`, c] as const))(
    '%s: no personal value in any log line',
    async (_label, call) => {
      const params = Object.fromEntries(
        Object.entries(call.params).map(([k, v]) => [k, PERSONAL[k]?.value ?? v]),
      );
      const before = lines.length;
      const res = await t.app.inject({
        method: call.method,
        url: `${call.path}?${new URLSearchParams(params)}`,
        headers: { origin: 'http://localhost' },
      });
      expect(res.statusCode).toBeLessThan(500);
      const log = lines.slice(before).join('');
      expect(log).toContain(call.path);
      for (const [name, value] of Object.entries(params)) {
        const personal = PERSONAL[name];
        if (!personal) continue;
        for (const form of [
          value,
          encodeURIComponent(value),
          new URLSearchParams({ v: value }).toString().slice(2),
        ])
          expect(log, `${name} as ${form}`).not.toContain(form);
        if (personal.shown) expect(log).toContain(`${name}=${personal.shown}`);
        else expect(log).toContain(`${name}=[redacted]`);
      }
    },
  );
});

describe('every other log line', () => {
  it('a URL quoted in a message or an error and a logged field are redacted by the same rule', async () => {
    const before = lines.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reduction/irs.json?carNo=${encodeURIComponent('98무7654')}&empMobile=01087654321`,
    });
    expect(res.statusCode).toBe(404);
    // Fastify's own wording when no handler answers
    t.app.log.info(`Route PUT:/api/reduction/irs.json?carNo=98무7654&empMobile=01087654321 not found`);
    t.app.log.error({ carOwnerNm: '홍비밀', empMobile: '01087654321', periodId: 15 }, 'logged by a service');
    t.app.log.warn(new Error('failed: GET /api/member/send.json?rcvAddr=01087654321'));
    const log = lines.slice(before).join('');
    expect(log).toContain('not found');
    expect(log).toContain('logged by a service');
    for (const value of ['98무7654', encodeURIComponent('98무7654'), '01087654321', '홍비밀'])
      expect(log).not.toContain(value);
    expect(log).toContain('"empMobile":"***4321"');
    expect(log).toContain('"periodId":15');
    expect(log).toContain('rcvAddr=***4321');
  });

  it('a JSON-escaped quote inside a value does not end it early', () => {
    const line = JSON.stringify({ msg: 'x', req: { url: '/a?carOwnerNm=홍"비밀&b=1' } });
    expect(redactLogLine(line)).toBe(
      JSON.stringify({ msg: 'x', req: { url: '/a?carOwnerNm=[redacted]&b=1' } }),
    );
  });
});
