import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginHistory, visits } from '../../db/schema/system-logs';
import { createMember, createTestApp, login, useTestApp } from '../../test/harness';

describe('visits', () => {
  const t = useTestApp();

  const allVisits = () => t().db.select().from(visits);

  it('records an anonymous visit (JSON) with path, category and IP', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      payload: { visitedPathName: '/map', visitedCategory: '주차장 찾기' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success' });
    const rows = await t().db.select().from(visits).where(eq(visits.pathName, '/map'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: '주차장 찾기', memberId: null });
    expect(rows[0]!.ip).toBeTruthy();
    expect(rows[0]!.visitedAt).toBeInstanceOf(Date);
  });

  it('records a form-encoded visit; the category may be omitted', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'visitedPathName=%2Flookup',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t().db.select().from(visits).where(eq(visits.pathName, '/lookup'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.category).toBe('');
  });

  it('records the member and a page-access history row (P) when logged in', async () => {
    const m = await createMember(t().db, { empNm: '이영희' });
    const cookie = await login(t().app, m.empNo, m.password);
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/visitInfo',
      headers: { cookie },
      payload: { visitedPathName: '/mypage', visitedCategory: '마이페이지' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t().db.select().from(visits).where(eq(visits.pathName, '/mypage'));
    expect(rows[0]!.memberId).toBe(m.memberId);
    const hist = await t().db.select().from(loginHistory).where(eq(loginHistory.memberId, m.memberId));
    expect(hist.map((h) => h.loginMthd).sort()).toEqual(['I', 'P']);
    expect(hist.find((h) => h.loginMthd === 'P')).toMatchObject({ loginId: m.empNo, loginNm: '이영희' });
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const before = (await allVisits()).length;
    const bad = [
      { visitedPathName: '', visitedCategory: 'x' },
      { visitedCategory: 'x' },
      { visitedPathName: 123 },
      { visitedPathName: 'x'.repeat(301) },
      { visitedPathName: '/ok', visitedCategory: 'y'.repeat(201) },
    ];
    for (const payload of bad) {
      const res = await t().app.inject({ method: 'POST', url: '/api/visitInfo', payload });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      expect(Object.keys(body.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    const query = await t().app.inject({ method: 'POST', url: '/api/visitInfo?visitedPathName=/q' });
    expect(query.statusCode).toBe(400);
    expect((await allVisits()).length).toBe(before);
  });

  it('limits visit reports per client address (issue 12 §12)', async () => {
    const limited = await createTestApp({ visitReportsPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/visitInfo',
          payload: { visitedPathName: `/flood-${i}`, visitedCategory: '' },
          remoteAddress: '10.7.7.7',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      expect(codes).toContain(429);
      const rows = await limited.db.select().from(visits);
      expect(rows.length).toBeLessThanOrEqual(6);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/visitInfo',
        payload: { visitedPathName: '/other', visitedCategory: '' },
        remoteAddress: '10.7.7.8',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
