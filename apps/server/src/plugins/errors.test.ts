import { ko } from '@parking/shared/messages/ko';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { visits } from '../db/schema/system-logs';
import { AppError } from '../lib/app-error';
import { useTestApp } from '../test/harness';
import { errorsPlugin } from './errors';

describe('error shape', () => {
  const t = useTestApp();

  function expectShape(
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    status: number,
    code: string,
  ) {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    const body = res.json() as Record<string, unknown>;
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe('string');
    expect(String(body.message)).toMatch(/[가-힣]/);
    return body;
  }

  it('malformed JSON → 400 BAD_REQUEST', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { 'content-type': 'application/json' },
      payload: '{"visitedPathName": ',
    });
    expectShape(res, 400, 'BAD_REQUEST');
  });

  it('prototype poisoning in JSON → 400 BAD_REQUEST', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { 'content-type': 'application/json' },
      payload: '{"visitedPathName":"/x","__proto__":{"admin":true}}',
    });
    expectShape(res, 400, 'BAD_REQUEST');
  });

  it('wrong types → 400 VALIDATION with Korean field errors', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      payload: { empNo: 12345, password: ['a', 'b'] },
    });
    const body = expectShape(res, 400, 'VALIDATION');
    const fe = body.fieldErrors as Record<string, string[]>;
    expect(Object.keys(fe).sort()).toEqual(['empNo', 'password']);
    expect(body.message).toBe(fe.empNo![0]);
    for (const list of Object.values(fe)) for (const m of list) expect(m).toMatch(/[가-힣]/);
  });

  it('a body that is not an object → 400 VALIDATION', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/actionLogin.json',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectShape(res, 400, 'VALIDATION');
    }
    const none = await t().app.inject({ method: 'POST', url: '/api/actionLogin.json' });
    expectShape(none, 400, 'VALIDATION');
  });

  it('repeated form fields → 400 VALIDATION', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/actionLogin.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'empNo=a&empNo=b&password=12345678',
    });
    expectShape(res, 400, 'VALIDATION');
  });

  it('oversized JSON and form bodies → 413', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const json = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ visitedPathName: big }),
    });
    expectShape(json, 413, 'PAYLOAD_TOO_LARGE');
    const form = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `visitedPathName=${big}`,
    });
    expectShape(form, 413, 'PAYLOAD_TOO_LARGE');
    expect(await t().db.select().from(visits)).toHaveLength(0);
  });

  it('unsupported content type → 415', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { 'content-type': 'text/xml' },
      payload: '<visit/>',
    });
    expectShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('unknown /api route → 404 NOT_FOUND shape, never index.html', async () => {
    for (const url of ['/api/nope', '/api/nope/deeper.json?x=1', '/api']) {
      const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      const body = expectShape(res, 404, 'NOT_FOUND');
      expect(body.message).toBe(ko.errors.NOT_FOUND);
    }
    const post = await t().app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expectShape(post, 404, 'NOT_FOUND');
  });

  it('wrong method on a known route → 404 shape', async () => {
    expectShape(await t().app.inject({ method: 'GET', url: '/api/actionLogin.json' }), 404, 'NOT_FOUND');
    expectShape(await t().app.inject({ method: 'DELETE', url: '/api/health' }), 404, 'NOT_FOUND');
  });

  it('a malformed URL → 400 shape', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().code).toBe('string');
  });

  it('unknown errors → 500 INTERNAL without internals; AppError keeps its code and field errors', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('secret table members exploded at /srv/app.ts:12');
    });
    app.get('/typed', async () => {
      throw new AppError('VALIDATION', 400, { carNo: ['형식에 맞지 않는 차량번호입니다.'] });
    });
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ code: 'INTERNAL', message: ko.errors.INTERNAL });
    expect(boom.body).not.toContain('secret');
    const typed = await app.inject({ method: 'GET', url: '/typed' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual({
      code: 'VALIDATION',
      message: ko.errors.VALIDATION,
      fieldErrors: { carNo: ['형식에 맞지 않는 차량번호입니다.'] },
    });
    await app.close();
  });
});
