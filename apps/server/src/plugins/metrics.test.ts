import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

const TOKEN = 'metrics-token-0123456789';

describe('metrics and readiness', () => {
  const t = useTestApp({ metricsToken: TOKEN });
  const off = useTestApp();

  it('serves Prometheus metrics to the operator token only', async () => {
    const { app } = t();
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/prepay/searchPrepayList.json?carNo=9876' });
    // onResponse hooks (where requests are counted) may finish just after inject resolves.
    const scrape = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
    await expect.poll(scrape, { timeout: 5000 }).toMatch(/route="\/api\/prepay\/searchPrepayList.json"/);
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /portal_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(res.body).toContain('portal_http_request_duration_seconds_bucket');
    expect(res.body).toContain('portal_payments');
    expect(res.body).toContain('portal_sms_total');
    expect(res.body).toContain('portal_job_runs_total');
    // Labels carry route patterns, never what a person typed (plates are personal data).
    expect(res.body).toContain('route="/api/prepay/searchPrepayList.json"');
    // (in no label value: a gauge's digits, say a memory size, may hold 9876 by chance)
    expect(res.body).not.toMatch(/"[^"\n]*9876[^"\n]*"/);
  });

  it('has no metrics endpoint when no token is configured', async () => {
    const res = await off().app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('counts SMS by outcome', async () => {
    const { app } = t();
    await app.sms.send({ to: '01012345678', text: '시험 문자' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).toMatch(/portal_sms_total\{provider="outbox",outcome="sent"\} 1/);
  });

  it('answers readiness while serving', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});
