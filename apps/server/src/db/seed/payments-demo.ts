import { randomBytes } from 'node:crypto';
import { formatKstCompact, formatKstMinute, kstDatePlus, kstEpoch } from '@parking/shared/common/korea-time';
import { calculateFee } from '@parking/shared/fee/engine';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import { UNPAID_SURCHARGE_PERCENT } from '@parking/shared/payments/schemas';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { AppTx } from '../client';
import { inOut, unpaidItems } from '../schema/lots';
import { payments, simPgTransactions } from '../schema/payments';
import { systemMeta } from '../schema/system';
import { DEMO_DISCOUNT_CODES, DEMO_LOTS, DEMO_MEMBERS } from './demo-data';
import { DEMO_MEMBER_CAR, demoTariff } from './lots-demo';

/** systemMeta key set when the payments demo rows were written (they are written once). */
export const PAYMENTS_DEMO_SEEDED_AT_KEY = 'demo_payments_seeded_at';

/** A second parked car, easy to look up by its last four digits (7777): in lot 101 (24 h), not pre-paid. */
export const DEMO_PREPAY_CAR = '56마7777';
export const DEMO_PREPAY_LOT = 101;
/** The demo on-street item of the member's car (the on-street system's id). */
export const DEMO_ONSTREET_EXTERNAL_ID = 'DEMO-ONST-0001';

/** Merchant id of the demo payments: the simulated provider's default merchant. */
const DEMO_MID = 't_portal01';
const MIN = 60_000;

const lotName = (lotId: number) => DEMO_LOTS.find((l) => l.lotId === lotId)?.parkingNm ?? '';

function approvedPayment(
  row: Pick<
    typeof payments.$inferInsert,
    'category' | 'amount' | 'goodsName' | 'targets' | 'items' | 'lotId'
  >,
  at: number,
  seq: number,
): typeof payments.$inferInsert {
  const citizen = DEMO_MEMBERS.find((m) => m.empNo === 'citizen1');
  return {
    ...row,
    paymentId: randomBytes(16).toString('base64url'),
    moid: `DEMO${formatKstCompact(at)}${seq}`,
    status: 'APPROVED',
    provider: 'simulated',
    mid: DEMO_MID,
    ediDate: formatKstCompact(at - MIN),
    plate: DEMO_MEMBER_CAR,
    memberEsntlId: citizen?.memberId ?? null,
    tid: `DEMO-TID-${seq}-${randomBytes(6).toString('hex')}`,
    authCode: String(30000000 + seq),
    cardName: '모의카드',
    resultCode: '3001',
    resultMsg: 'approved',
    createdAt: new Date(at - MIN),
    updatedAt: new Date(at),
    approvingAt: new Date(at),
    approvedAt: new Date(at),
  };
}

/**
 * Demo data of pre-payment and unpaid fees (areas: prepay, unpaid), written once inside the demo seed's
 * transaction, relative to `now`: a second parked car for the pre-payment lookup, an on-street item of the
 * member's car, and a paid history for citizen1's my-page (a pre-payment 8 days ago, an unpaid item paid
 * with its surcharge 10 days ago).
 */
export async function seedPaymentsDemo(tx: AppTx, now: Date = new Date()): Promise<void> {
  const claimed = await tx
    .insert(systemMeta)
    .values({ key: PAYMENTS_DEMO_SEEDED_AT_KEY, value: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: systemMeta.key });
  if (claimed.length === 0) return;
  const t = now.getTime();
  const present = new Set(DEMO_LOTS.map((l) => l.lotId));

  if (present.has(DEMO_PREPAY_LOT))
    await tx
      .insert(inOut)
      .values({
        lotId: DEMO_PREPAY_LOT,
        plate: DEMO_PREPAY_CAR,
        plateLast4: DEMO_PREPAY_CAR.slice(-4),
        inDttm: new Date(t - 130 * MIN),
      })
      .onConflictDoNothing();

  // On-street item of the member's car, from the on-street system's feed.
  const onIn = kstEpoch(kstDatePlus(t, -7), '14:00');
  await tx
    .insert(unpaidItems)
    .values({
      plate: DEMO_MEMBER_CAR,
      kind: 'ONSTREET',
      parkingName: '중리천로 노상주차장(2구역)',
      inDttm: new Date(onIn),
      outDttm: new Date(onIn + 130 * MIN),
      principal: 2500,
      issuedAt: new Date(onIn + 130 * MIN),
      dueDate: kstDatePlus(onIn + 130 * MIN, 30),
      externalId: DEMO_ONSTREET_EXTERNAL_ID,
      status: 'UNPAID',
    })
    .onConflictDoNothing();

  // History 1: the member's stay at lot 1 eight days ago (seeded by lots-demo as paid in full) was pre-paid.
  const [stay] = await tx
    .select()
    .from(inOut)
    .where(and(eq(inOut.plate, DEMO_MEMBER_CAR), eq(inOut.lotId, 1), isNotNull(inOut.outDttm)))
    .limit(1);
  if (stay?.outDttm && stay.paidAmt > 0) {
    // Paid at the pay station 5 minutes before leaving: the fee up to then, the exit within the grace period.
    const through = stay.outDttm.getTime() - 5 * MIN;
    const dc = DEMO_DISCOUNT_CODES.find((d) => d.code === stay.discountCd);
    const fee = calculateFee({
      tariff: demoTariff(stay.lotId),
      inAt: stay.inDttm.getTime(),
      outAt: through,
      reduction: dc && dc.code !== 'DC001' ? dc : null,
    });
    await tx
      .update(inOut)
      .set({ paidThrough: new Date(through), paidAmt: fee.payAmt, payAmt: fee.payAmt })
      .where(eq(inOut.stayId, stay.stayId));
    const name = lotName(stay.lotId);
    await tx.insert(payments).values(
      approvedPayment(
        {
          category: 'PRESETTLEMENT',
          lotId: stay.lotId,
          amount: fee.payAmt,
          goodsName: paymentsKo.prepay.goodsName(name),
          targets: {
            stayId: stay.stayId,
            paidAmtBefore: 0,
            feeThrough: new Date(through).toISOString(),
            fee: fee.payAmt,
          },
          items: [
            {
              title: paymentsKo.settlement.prepayItemTitle(name, DEMO_MEMBER_CAR),
              carNo: DEMO_MEMBER_CAR, // stored receipt items keep the contract's names
              parkingName: name,
              inDttm: formatKstMinute(stay.inDttm.getTime()),
              outDttm: formatKstMinute(through),
              lines: fee.lines,
              amount: fee.payAmt,
            },
          ],
        },
        through + 30_000,
        1,
      ),
    );
  }

  // History 2: a stay at lot 2 fifty days ago left unpaid, paid with its surcharge ten days ago.
  if (present.has(2)) {
    const inAt = kstEpoch(kstDatePlus(t, -50), '09:00');
    const outAt = inAt + 200 * MIN;
    const principal = calculateFee({ tariff: demoTariff(2), inAt, outAt }, false).payAmt;
    const paidAt = kstEpoch(kstDatePlus(t, -10), '11:20');
    const addAmt = Math.floor((principal * UNPAID_SURCHARGE_PERCENT) / 100);
    const [row] = await tx
      .insert(inOut)
      .values({
        lotId: 2,
        plate: DEMO_MEMBER_CAR,
        plateLast4: DEMO_MEMBER_CAR.slice(-4),
        inDttm: new Date(inAt),
        outDttm: new Date(outAt),
        payAmt: principal,
      })
      .returning({ stayId: inOut.stayId });
    const name = lotName(2);
    const payment = approvedPayment(
      {
        category: 'DEFAULT',
        amount: principal + addAmt,
        goodsName: paymentsKo.unpaid.goodsName(1),
        targets: {},
        items: [
          {
            title: paymentsKo.settlement.unpaidItemTitle(name, DEMO_MEMBER_CAR),
            carNo: DEMO_MEMBER_CAR,
            parkingName: name,
            inDttm: formatKstMinute(inAt),
            outDttm: formatKstMinute(outAt),
            lines: [
              { label: paymentsKo.unpaid.principalLine, amount: principal },
              { label: paymentsKo.unpaid.surchargeLine, amount: addAmt },
            ],
            amount: principal + addAmt,
          },
        ],
      },
      paidAt,
      2,
    );
    const [item] = await tx
      .insert(unpaidItems)
      .values({
        stayId: row!.stayId,
        plate: DEMO_MEMBER_CAR,
        lotId: 2,
        kind: 'OFFSTREET',
        parkingName: name,
        inDttm: new Date(inAt),
        outDttm: new Date(outAt),
        principal,
        issuedAt: new Date(outAt),
        dueDate: kstDatePlus(outAt, 30),
        status: 'PAID',
        paidAmt: principal + addAmt,
        paidAt: new Date(paidAt),
        paymentId: payment.paymentId,
      })
      .returning({ id: unpaidItems.id });
    await tx.insert(payments).values({
      ...payment,
      lotId: 2,
      targets: { ids: [item!.id], expected: [{ id: item!.id, sumAmt: principal + addAmt }] },
    });
  }

  // The simulated provider knows the demo approvals too (its ledger is its settlement file and takes refunds),
  // so reconciling their days is clean (issue 21).
  const demoPayments = await tx.select().from(payments).where(like(payments.moid, 'DEMO%'));
  if (demoPayments.length > 0)
    await tx
      .insert(simPgTransactions)
      .values(
        demoPayments.map((p) => ({
          tid: p.tid!,
          trAuthKey: randomBytes(32).toString('base64url'),
          mid: p.mid,
          moid: p.moid,
          amt: p.amount,
          goodsName: p.goodsName,
          cardNo: '411111******1111',
          status: 'APPROVED',
          authCode: p.authCode,
          createdAt: p.createdAt,
          approvedAt: p.approvedAt,
        })),
      )
      .onConflictDoNothing();
}
