import { describe, expect, it } from 'vitest';
import { Browser } from '../../modules/signup/test-kit';
import { useTestApp } from '../../test/harness';
import { discountVehicles } from '../schema/accounts';
import { discountCodes } from '../schema/lots';
import { seedAccountsDemo } from './accounts-demo';
import { DEMO_DISCOUNT_CODES } from './demo-data';

describe('accounts demo data', () => {
  const t = useTestApp();

  it('registers the demo discount vehicles once; 34나5678 / 박감면 gets the 50 % code this year', async () => {
    await t()
      .db.insert(discountCodes)
      .values([...DEMO_DISCOUNT_CODES])
      .onConflictDoNothing();
    await t().db.transaction((tx) => seedAccountsDemo(tx, new Date()));
    await t().db.transaction((tx) => seedAccountsDemo(tx, new Date()));
    expect(await t().db.select().from(discountVehicles)).toHaveLength(3);
    const b = new Browser(t().app);
    const res = await b.post('/api/reduction/irs.json', { carNo: '34나 5678', carOwnerNm: '박감면' });
    // a visitor learns the rate, never the category (장애인(경증), decision 183)
    expect(res.json().value.dcList).toEqual([{ dcCode: '', note: '감면 50%', rate: 50 }]);
    const expired = await b.post('/api/reduction/irs.json', { carNo: '78라1234', carOwnerNm: '최만료' });
    expect(expired.json().value.dcList).toEqual([]);
  });
});
