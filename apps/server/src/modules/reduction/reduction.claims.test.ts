import type { ReductionCheckResponse } from '@parking/shared/accounts/schemas';
import type { PaymentStartInput, PaymentStartResponse } from '@parking/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { discountCodes, inOut, unpaidItems } from '../../db/schema/lots';
import { reductionClaims } from '../../db/schema/reduction-registration';
import { useDemoApp } from '../../test/demo-app';
import { postMultipart } from '../../test/multipart';
import { startInputOf } from '../../test/payment-target-kit';
import { prepayPaymentTarget } from '../prepay';
import { offStreetPaymentTarget } from '../unpaid';

const MIN = 60_000;
/** Demo register (decision 123): 23사7788 / 최다둥 is entitled to 다자녀 (DC009). */
const CAR_A = '23사7788';
const OWNER_A = '최다둥';
const CAR_B = '31가2468';

async function park(db: AppDb, carNo: string, minutesAgo: number): Promise<number> {
  const [row] = await db
    .insert(inOut)
    .values({
      lotId: 4,
      plate: carNo,
      plateLast4: carNo.slice(-4),
      inDttm: new Date(Date.now() - minutesAgo * MIN),
    })
    .returning({ stayId: inOut.stayId });
  return row!.stayId;
}

async function unpaid(db: AppDb, carNo: string, principal: number): Promise<number> {
  const [row] = await db
    .insert(unpaidItems)
    .values({
      plate: carNo,
      kind: 'OFFSTREET',
      parkingName: '테스트 주차장',
      principal,
      dueDate: '2999-12-31',
      externalId: `claim-${carNo}-${principal}-${Math.random()}`,
    })
    .returning({ id: unpaidItems.id });
  return row!.id;
}

describe('reduction claimed at the moment of paying (decision 147)', () => {
  const ready = useDemoApp();

  const claim = async (carNo: string, carOwnerNm: string) => {
    const { app } = await ready();
    const qs = new URLSearchParams({ carNo, carOwnerNm, claim: 'Y' });
    const res = await app.inject({ method: 'GET', url: `/api/reduction/irs.json?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ReductionCheckResponse).value;
  };
  const prepayQuote = async (inOutId: number, carNumber: string, reductionClaim?: string) => {
    const { db } = await ready();
    const input = startInputOf('PRESETTLEMENT', {
      inOutId: String(inOutId),
      carNumber,
      ...(reductionClaim ? { reductionClaim } : {}),
    } as Partial<PaymentStartInput>);
    return prepayPaymentTarget.quote(db, input, { principal: null, now: new Date() });
  };

  it('the owner of an entitled car gets a claim bound to that car; irs.json without claim=Y is unchanged', async () => {
    const v = await claim('23사 7788', OWNER_A);
    // an anonymous payer hears the rate, never the category (다자녀 DC009; decision 183)
    expect(v.dcList.length).toBeGreaterThan(0);
    expect(v.dcList.every((d) => d.dcCode === '' && !d.note.includes('다자녀'))).toBe(true);
    expect(v.claim).toMatchObject({ carNo: CAR_A, dcCode: '' });
    expect(v.claim!.note).toBe(`감면 ${v.claim!.rate}%`);
    expect(JSON.stringify(v)).not.toContain('DC009');
    expect(v.claim!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Date(v.claim!.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const { app } = await ready();
    const plain = await app.inject({
      method: 'GET',
      url: `/api/reduction/irs.json?${new URLSearchParams({ carNo: CAR_A, carOwnerNm: OWNER_A })}`,
    });
    expect((plain.json() as ReductionCheckResponse).value.claim).toBeUndefined();
  });

  it('a wrong owner is refused: empty list (general), no claim', async () => {
    const v = await claim(CAR_A, '김아무');
    expect(v).toEqual({ dcList: [] });
  });

  it('a verified claim lowers the pre-payment charged at payment start, and the view shows the breakdown', async () => {
    const { app, db } = await ready();
    const inOutId = await park(db, CAR_A, 180);
    const full = await prepayQuote(inOutId, CAR_A);
    expect(full.amount).toBeGreaterThan(0);
    const v = await claim(CAR_A, OWNER_A);
    const [dc] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'DC009'));
    const reduced = await prepayQuote(inOutId, CAR_A, v.claim!.token);
    expect(reduced.amount).toBeLessThan(full.amount);

    const view = await app.inject({
      method: 'GET',
      url: `/api/prepay/view.json?${new URLSearchParams({ inOutId: String(inOutId), carNo: CAR_A, reductionClaim: v.claim!.token })}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    const r = view.json().resultMap.result;
    expect(r.payAmt).toBe(reduced.amount);
    // the rate and amounts, not the category (decision 183)
    expect(r.reduction).toEqual({
      discountCd: '',
      discountNm: '',
      rate: dc!.rate,
      fixedAmt: dc!.fixedAmt,
      originalAmt: full.amount,
      reductionAmt: full.amount - reduced.amount,
      payAmt: reduced.amount,
    });

    // The real start call: the reduced amount is accepted, the full one refused (the server prices, not the browser).
    const start = (amount: number, reductionClaim?: string) =>
      postMultipart(app, '/api/smartropay/payment', undefined, {
        amount: String(amount),
        inOutId: String(inOutId),
        payCategory: 'PRESETTLEMENT',
        isStatus: 'false',
        memberInfoId: CAR_A,
        carNumber: CAR_A,
        period: '',
        ...(reductionClaim ? { reductionClaim } : {}),
      });
    const ok = await start(reduced.amount, v.claim!.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as PaymentStartResponse).result.amount).toBe(reduced.amount);
    const noClaim = await start(reduced.amount);
    expect(noClaim.statusCode).toBe(400);
    expect(noClaim.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
  });

  it('a forged, absent or expired claim charges the full price', async () => {
    const { db } = await ready();
    // the car left the lot of the previous test
    await db.update(inOut).set({ outDttm: new Date() }).where(eq(inOut.plate, CAR_A));
    const inOutId = await park(db, CAR_A, 200);
    const full = await prepayQuote(inOutId, CAR_A);
    expect((await prepayQuote(inOutId, CAR_A, 'A'.repeat(22))).amount).toBe(full.amount);
    expect((await prepayQuote(inOutId, CAR_A, 'not a token!')).amount).toBe(full.amount);
    const v = await claim(CAR_A, OWNER_A);
    await db
      .update(reductionClaims)
      .set({ expiresAt: new Date(Date.now() - MIN) })
      .where(eq(reductionClaims.token, v.claim!.token));
    expect((await prepayQuote(inOutId, CAR_A, v.claim!.token)).amount).toBe(full.amount);
  });

  it("car A's claim does not apply to car B", async () => {
    const { db } = await ready();
    const inOutB = await park(db, CAR_B, 180);
    const fullB = await prepayQuote(inOutB, CAR_B);
    const v = await claim(CAR_A, OWNER_A);
    expect((await prepayQuote(inOutB, CAR_B, v.claim!.token)).amount).toBe(fullB.amount);

    const itemB = await unpaid(db, CAR_B, 8000);
    const q = await offStreetPaymentTarget.quote(
      db,
      startInputOf('DEFAULT', { inOutId: String(itemB), carNumber: CAR_B, reductionClaim: v.claim!.token }),
      { principal: null, now: new Date() },
    );
    expect(q.amount).toBe(8000);
  });

  it('a verified claim lowers unpaid items charged at payment start', async () => {
    const { db } = await ready();
    const [dc] = await db.select().from(discountCodes).where(eq(discountCodes.code, 'DC009'));
    const ids = [await unpaid(db, CAR_A, 10_000), await unpaid(db, CAR_A, 3_000)];
    const v = await claim(CAR_A, OWNER_A);
    const quote = (reductionClaim?: string) =>
      offStreetPaymentTarget.quote(
        db,
        startInputOf('DEFAULT', {
          inOutId: ids.join(','),
          carNumber: CAR_A,
          ...(reductionClaim ? { reductionClaim } : {}),
        }),
        { principal: null, now: new Date() },
      );
    expect((await quote()).amount).toBe(13_000);
    const off = (n: number) => n - Math.floor((n * dc!.rate) / 100);
    const expected = Math.max(0, off(10_000) + off(3_000) - dc!.fixedAmt);
    expect(expected).toBeLessThan(13_000);
    expect((await quote(v.claim!.token)).amount).toBe(expected);

    // unpaidview's priced totals: the same amount, with the breakdown line's figures
    const { app } = await ready();
    const price = async (reductionClaim?: string) => {
      const qs = new URLSearchParams({ carNo: CAR_A, ids: ids.join(','), kind: 'OFFSTREET' });
      if (reductionClaim) qs.set('reductionClaim', reductionClaim);
      const res = await app.inject({ method: 'GET', url: `/api/unpaid/price.json?${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };
    expect(await price()).toEqual({ cnt: 2, totUseAmt: 13_000, totAddAmt: 0, totSumAmt: 13_000 });
    const priced = await price(v.claim!.token);
    expect(priced.totSumAmt).toBe(expected);
    expect(priced.reduction).toMatchObject({
      discountCd: '',
      discountNm: '',
      originalAmt: 13_000,
      reductionAmt: 13_000 - expected,
      payAmt: expected,
    });
  });
});
