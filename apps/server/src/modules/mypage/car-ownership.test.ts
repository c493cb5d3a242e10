import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carOwnerships, members } from '../../db/schema/accounts';
import { unpaidItems } from '../../db/schema/lots';
import { payments } from '../../db/schema/payments';
import { DEMO_MEMBER_CAR } from '../../db/seed/lots-demo';
import { useDemoApp } from '../../test/demo-app';
import { createMember, login } from '../../test/harness';
import { confirmCarOwnership } from './car-ownership.service';

const CAR = DEMO_MEMBER_CAR; // citizen1's car, 12가3456
const RANGE = (() => {
  const day = (offset: number) =>
    new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  return `startDate=${day(-80)}&endDate=${day(0)}`;
})();

/**
 * Issue 12 §3 (decision 083): a car number written into a profile proves nothing. A second member who claims
 * citizen1's car reads none of its places, times, amounts or payment ids; citizen1 sees what they paid while
 * logged in, and the car's whole record once the ownership is proven.
 */
describe('car ownership and the my-page histories', () => {
  const ready = useDemoApp();

  async function anonymousPrepayment(paymentId: string) {
    const { db } = await ready();
    await db.insert(payments).values({
      paymentId,
      moid: `M-${paymentId}`,
      category: 'PRESETTLEMENT',
      status: 'APPROVED',
      provider: 'simulated',
      mid: 't_portal01',
      amount: 1200,
      goodsName: '사전결제',
      ediDate: '20260101000000',
      plate: CAR,
      memberEsntlId: null,
      targets: {},
      items: [],
      approvedAt: new Date(Date.now() - 3 * 86_400_000),
    });
  }

  const history = async (kind: 'prepay' | 'unpaid', cookie: string) => {
    const { app } = await ready();
    const url =
      kind === 'prepay'
        ? `/api/prepay/searchPrepayList.json?myPage=Y&${RANGE}`
        : `/api/unpaid/searchUnpaidList.json?myPage=Y&${RANGE}`;
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.result as { paymentId: string | null; carNo: string; id?: number }[];
  };

  it('shows a second member claiming citizen1’s car nothing of it, and its receipts need the plate', async () => {
    const { app, db } = await ready();
    await anonymousPrepayment('anon-prepay-of-citizen1-car-01');
    const mallory = await createMember(db, { plate: CAR, empNm: '말로리' });
    const malloryCookie = await login(app, mallory.empNo, mallory.password);
    const citizenCookie = await login(app, 'citizen1', 'Citizen#2026');

    // citizen1's own history: the payments made while logged in (the demo's), not the anonymous one
    const citizenPrepay = await history('prepay', citizenCookie);
    expect(citizenPrepay.length).toBeGreaterThan(0);
    expect(citizenPrepay.map((r) => r.paymentId)).not.toContain('anon-prepay-of-citizen1-car-01');
    const citizenUnpaid = await history('unpaid', citizenCookie);
    expect(citizenUnpaid.some((r) => r.paymentId !== null)).toBe(true);

    // the claimant: nothing at all
    expect(await history('prepay', malloryCookie)).toEqual([]);
    expect(await history('unpaid', malloryCookie)).toEqual([]);

    // nor the receipts: citizen1's payment is citizen1's, the anonymous one needs the plate as well
    const citizenPaymentId = citizenPrepay[0]!.paymentId!;
    const receipt = (paymentId: string, cookie: string, carNo?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/payments/receipt.json?paymentId=${paymentId}${carNo ? `&carNo=${encodeURIComponent(carNo)}` : ''}`,
        headers: { cookie },
      });
    expect((await receipt(citizenPaymentId, malloryCookie, CAR)).statusCode).toBe(403);
    expect((await receipt(citizenPaymentId, citizenCookie)).statusCode).toBe(200);
    const [anonId] = (
      await db
        .select({ id: payments.paymentId })
        .from(payments)
        .where(eq(payments.paymentId, 'anon-prepay-of-citizen1-car-01'))
    ).map((r) => r.id);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payments/receipt.json?paymentId=${anonId}` })).statusCode,
    ).toBe(404);
  });

  it('shows the car’s whole record once ownership is proven, and only to that member', async () => {
    const { app, db } = await ready();
    await anonymousPrepayment('anon-prepay-of-citizen1-car-02');
    const [citizen] = await db.select().from(members).where(eq(members.empNo, 'citizen1'));
    const citizenCookie = await login(app, 'citizen1', 'Citizen#2026');
    await confirmCarOwnership(db, {
      memberId: citizen!.memberId,
      plate: '12가 3456',
      method: 'ADMIN',
      verifiedBy: 'admin',
    });
    const prepay = await history('prepay', citizenCookie);
    expect(prepay.map((r) => r.paymentId)).toContain('anon-prepay-of-citizen1-car-02');
    // the open unpaid items of the car appear too (not only those citizen1 paid)
    const open = await db
      .select({ id: unpaidItems.id })
      .from(unpaidItems)
      .where(and(eq(unpaidItems.plate, CAR), eq(unpaidItems.status, 'UNPAID')));
    const unpaid = await history('unpaid', citizenCookie);
    expect(open.some((o) => unpaid.some((r) => r.id === o.id))).toBe(true);

    // the proof is citizen1's, for this car: a claimant of the same car still sees nothing
    const eve = await createMember(db, { plate: CAR, empNm: '이브' });
    const eveCookie = await login(app, eve.empNo, eve.password);
    expect(await history('prepay', eveCookie)).toEqual([]);

    // a member who pays for the car while logged in sees that payment (and only it)
    await db.insert(payments).values({
      paymentId: 'eve-paid-it-while-logged-in',
      moid: 'M-eve-paid',
      category: 'PRESETTLEMENT',
      status: 'APPROVED',
      provider: 'simulated',
      mid: 't_portal01',
      amount: 900,
      goodsName: '사전결제',
      ediDate: '20260101000000',
      plate: CAR,
      memberEsntlId: eve.memberId,
      targets: {},
      items: [],
      approvedAt: new Date(),
    });
    expect((await history('prepay', eveCookie)).map((r) => r.paymentId)).toEqual([
      'eve-paid-it-while-logged-in',
    ]);

    // a withdrawal removes the proofs
    await app.inject({
      method: 'POST',
      url: '/api/member/delete',
      headers: { cookie: citizenCookie },
      payload: { password: 'Citizen#2026' },
    });
    expect(
      await db.select().from(carOwnerships).where(eq(carOwnerships.memberId, citizen!.memberId)),
    ).toEqual([]);
  });
});
