import { todayKst } from '@parking/shared/common/korea-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountVehicles } from '../../db/schema/accounts';
import { useTestApp } from '../../test/harness';
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
          carNo: '34나5678',
          discountCd: 'DC006',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        },
        {
          carOwnerNm: '박감면',
          carNo: '34나5678',
          discountCd: 'DC012',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        },
        {
          carOwnerNm: '박감면',
          carNo: '34나5678',
          discountCd: 'DC012',
          startDt: `${year}-01-01`,
          endDt: `${year}-12-31`,
        },
        {
          carOwnerNm: '최만료',
          carNo: '45다6789',
          discountCd: 'DC006',
          startDt: '2000-01-01',
          endDt: '2000-12-31',
        },
        {
          carOwnerNm: '정미래',
          carNo: '56라7890',
          discountCd: 'DC006',
          startDt: `${year + 1}-01-01`,
          endDt: `${year + 1}-12-31`,
        },
      ]);
  });

  const expected = {
    value: {
      dcList: [
        { dcCode: 'DC006', note: '장애인(경증)' },
        { dcCode: 'DC012', note: '2자녀 가구' },
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
