import { todayKst } from '@parking/shared/common/korea-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountVehicles } from '../../db/schema/accounts';
import { createMember, login, useTestApp } from '../../test/harness';
import { Browser, seedReferenceData } from '../signup/test-kit';

describe('reduction check (irs.json)', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedReferenceData(t().db);
    const year = new Date().getFullYear();
    await t()
      .db.insert(discountVehicles)
      .values([
        {
          carOwnerNm: '박감면',
          plate: '34나5678',
          discountCd: 'DC006',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        },
        {
          carOwnerNm: '박감면',
          plate: '34나5678',
          discountCd: 'DC012',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        },
        {
          carOwnerNm: '박감면',
          plate: '34나5678',
          discountCd: 'DC012',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        },
        {
          carOwnerNm: '최만료',
          plate: '45다6789',
          discountCd: 'DC006',
          startDt: '2000-01-01',
          endDt: '2000-12-31',
        },
        {
          carOwnerNm: '정미래',
          plate: '56라7890',
          discountCd: 'DC006',
          startDt: `${year + 1}-01-01`,
          endDt: `${year + 1}-12-31`,
        },
      ]);
  });

  // Anyone but the car's member learns only that a reduction applies and its rate, never the category
  // (e.g. a disability) of a named person's car (decision 183).
  const expected = {
    value: {
      dcList: [
        { dcCode: '', note: '감면 50%', rate: 50 },
        { dcCode: '', note: '감면 30%', rate: 30 },
      ],
    },
  };
  const withCategory = {
    value: {
      dcList: [
        { dcCode: 'DC006', note: '장애인(경증)', rate: 50 },
        { dcCode: 'DC012', note: '2자녀 가구', rate: 30 },
      ],
    },
  };

  it('POST (form): registrations of that car (spaces ignored) and owner valid today, once per code', async () => {
    const b = new Browser(t().app);
    const res = await b.post('/api/reduction/irs.json', { carNo: '34나 5678', carOwnerNm: '박감면' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('GET answers the same', async () => {
    const res = await new Browser(t().app).get('/api/reduction/irs.json', {
      carNo: '34나5678',
      carOwnerNm: '박감면',
    });
    expect(res.json()).toEqual(expected);
  });

  it('names the category only to the logged-in member whose car it is; another member gets the rate alone', async () => {
    const owner = await createMember(t().db, { plate: '34나5678' });
    const other = await createMember(t().db, { plate: '99가9999' });
    const ask = async (m: { empNo: string; password: string }) => {
      const cookie = await login(t().app, m.empNo, m.password);
      const qs = new URLSearchParams({ carNo: '34나 5678', carOwnerNm: '박감면' });
      return (
        await t().app.inject({ method: 'GET', url: `/api/reduction/irs.json?${qs}`, headers: { cookie } })
      ).json();
    };
    expect(await ask(owner)).toEqual(withCategory);
    expect(await ask(other)).toEqual(expected);
  });

  it('answers an empty list (general DC001) for another owner, an expired or a future registration', async () => {
    const b = new Browser(t().app);
    for (const [carNo, carOwnerNm] of [
      ['34나5678', '김다른'],
      ['45다6789', '최만료'],
      ['56라7890', '정미래'],
      ['12가3456', '박감면'],
    ] as const) {
      const res = await b.post('/api/reduction/irs.json', { carNo, carOwnerNm });
      expect(res.json()).toEqual({ value: { dcList: [] } });
    }
  });

  it('refuses malformed input with 400 and the Korean message', async () => {
    const b = new Browser(t().app);
    const res = await b.post('/api/reduction/irs.json', { carNo: '34나56', carOwnerNm: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      carNo: ['형식에 맞지 않는 차량번호입니다.'],
      carOwnerNm: ['필수 입력란입니다.'],
    });
  });

  it('uses the Korean calendar day', () => {
    expect(todayKst(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
    expect(todayKst(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
  });
});
