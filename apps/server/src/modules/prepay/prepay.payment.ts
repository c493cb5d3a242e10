import { formatKstMinute } from '@parking/shared/common/korea-time';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import { type PaymentStartInput, START_TARGET_FIELD, startTarget } from '@parking/shared/payments/schemas';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type {
  PaymentQuote,
  PaymentRecordForFulfil,
  PaymentRefundContext,
  PaymentTargetContext,
  PaymentTargetHandler,
} from '../payments';
import { addPrepayment, findSessionWithLot, lastPrepaidThrough, revertPrepayment } from './prepay.repository';
import { quoteLines, quotePrepay } from './prepay.service';

/**
 * What a pre-payment remembers between quote and fulfil, in domain names. The stored JSON keeps the wire key
 * `inOutId` (written `toWire`, read `toDomain`): prepay.repository matches `targets->>'inOutId'` in SQL and the
 * rows stored before decision 227 must still match (decision 227).
 */
const prepayTargetsSchema = z.object({
  stayId: z.number().int().positive(),
  /** the session's paidAmt the quote saw: a payment in between makes this one stale */
  paidAmtBefore: z.number().int().nonnegative(),
  /** ISO time the fee was computed up to; becomes the session's paidThrough */
  feeThrough: z.string(),
  /** fee of the stay up to feeThrough */
  fee: z.number().int().nonnegative(),
});
export type PrepayTargets = z.infer<typeof prepayTargetsSchema>;

/** PRESETTLEMENT: the payment's target is the stay. */
function stayIdOf(input: PaymentStartInput): number {
  const raw = startTarget(input).trim();
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0)
    throw new AppError(
      'VALIDATION',
      400,
      { [START_TARGET_FIELD]: [paymentsKo.v.target] },
      { message: paymentsKo.v.target },
    );
  return id;
}

async function quote(db: DbOrTx, input: PaymentStartInput, ctx: PaymentTargetContext): Promise<PaymentQuote> {
  const q = await quotePrepay(db, stayIdOf(input), ctx.now, {
    plate: input.carNumber,
    reductionClaim: input.reductionClaim,
  });
  if (q.payAmt <= 0) throw new AppError('PAYMENT_NOTHING_TO_PAY', 409);
  const targets: PrepayTargets = {
    stayId: q.session.stayId,
    paidAmtBefore: q.paidAmt,
    feeThrough: ctx.now.toISOString(),
    fee: q.fee.payAmt,
  };
  return {
    amount: q.payAmt,
    goodsName: paymentsKo.prepay.goodsName(q.lot.parkingNm),
    plate: q.session.plate,
    lotId: q.lot.lotId,
    targets: toWire(targets),
    items: [
      {
        title: paymentsKo.settlement.prepayItemTitle(q.lot.parkingNm, q.session.plate),
        plate: q.session.plate,
        parkingName: q.lot.parkingNm,
        inDttm: formatKstMinute(q.session.inDttm),
        outDttm: formatKstMinute(ctx.now),
        lines: quoteLines(q),
        amount: q.payAmt,
      },
    ],
  };
}

/**
 * Inside the approval transaction: locks the session and applies the payment only when the car is still in
 * and nothing was paid since the quote; otherwise throws and the core cancels at the provider.
 */
async function fulfil(tx: DbOrTx, payment: PaymentRecordForFulfil): Promise<void> {
  const parsed = prepayTargetsSchema.safeParse(toDomain(payment.targets));
  if (!parsed.success) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 409);
  const t = parsed.data;
  const feeThrough = new Date(t.feeThrough);
  if (Number.isNaN(feeThrough.getTime()) || t.paidAmtBefore + payment.amount !== t.fee)
    throw new AppError('PAYMENT_AMOUNT_MISMATCH', 409);
  const found = await findSessionWithLot(tx, t.stayId, true);
  if (!found || found.session.outDttm !== null) throw new AppError('PREPAY_SESSION_NOT_FOUND', 409);
  if (found.session.paidAmt !== t.paidAmtBefore) throw new AppError('PAYMENT_TARGET_PAID', 409);
  await addPrepayment(tx, t.stayId, t.paidAmtBefore + payment.amount, feeThrough);
}

/**
 * A staff refund (issue 21): the session's paid amount goes back to what it was before this payment, so the car
 * is payable again (decision 162). Refused when something was paid on the session after this payment (refund
 * that one first).
 */
async function refund(
  tx: DbOrTx,
  payment: PaymentRecordForFulfil,
  _ctx: PaymentRefundContext,
): Promise<void> {
  const parsed = prepayTargetsSchema.safeParse(toDomain(payment.targets));
  if (!parsed.success) throw new AppError('REFUND_TARGET_CHANGED', 409);
  const t = parsed.data;
  const found = await findSessionWithLot(tx, t.stayId, true);
  if (!found || found.session.paidAmt !== t.paidAmtBefore + payment.amount)
    throw new AppError('REFUND_TARGET_CHANGED', 409);
  const before = t.paidAmtBefore > 0 ? await lastPrepaidThrough(tx, t.stayId, payment.paymentId) : null;
  await revertPrepayment(tx, t.stayId, t.paidAmtBefore, before);
}

/** PRESETTLEMENT: pre-payment of a parked car's fee up to now (`stayId`, checked against `carNumber`). */
export const prepayPaymentTarget: PaymentTargetHandler = {
  category: 'PRESETTLEMENT',
  quote,
  fulfil,
  refund,
};
