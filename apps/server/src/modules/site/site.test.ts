import { siteInfoSchema } from '@parking/shared/site/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

describe('site info and API docs', () => {
  const t = useTestApp({ kakaoMapAppKey: 'kakao-test-key', org: { name: '테스트공단' } });

  it('GET /api/site/info answers the organisation facts from config', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/site/info' });
    expect(res.statusCode).toBe(200);
    const body = siteInfoSchema.parse(res.json());
    expect(body.orgName).toBe('테스트공단');
    expect(body.phone).toBe('031-000-0000');
    expect(body.kakaoMapAppKey).toBe('kakao-test-key');
    expect(typeof body.demo).toBe('boolean');
  });

  it('GET /api/docs answers the OpenAPI document with the security deviations', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.description).toContain('never in the query string');
    expect(doc.info.description).toContain('computed on the server');
    expect(doc.info.description).toContain('Phone verification');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/actionLogin.json',
        '/api/actionLogout.json',
        '/api/visitInfo',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/actionLogin.json'].post.requestBody).toBeTruthy();
    expect(doc.paths['/api/docs']).toBeUndefined();
  });
});
