import { paymentsKo } from '@parking/shared/messages/ko/payments';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import { type PaymentStartInput, startTarget } from '@parking/shared/payments/schemas';
import { isUnpaidAssigned } from '@parking/shared/season-pass/rules';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertOwner } from '../../plugins/guards';
import type {
  PaymentQuote,
  PaymentRecordForFulfil,
  PaymentRefundContext,
  PaymentTargetContext,
  PaymentTargetHandler,
} from '../payments';
import { releaseCell } from './season-pass.allotment';
import { findApplication, findApplicationWithLot, transition } from './season-pass.repository';
import { findLotRow, findRound } from './season-pass.rounds.repository';
import { notify } from './season-pass.sms';

const m = seasonPassKo;

/** What a season-pass payment remembers between quote and fulfil. */
const targetsSchema = z.object({
  periodId: z.number().int().positive(),
  /** the amount of the application the quote saw */
  useAmt: z.number().int().positive(),
});
export type SeasonPassTargets = z.infer<typeof targetsSchema>;

/** `period` (spec 2 §7: a season pass sends period) holds the application id; the target (`inOutId` on the wire) too. */
function periodIdOf(input: PaymentStartInput): number {
  const raw = (input.period || startTarget(input) || '').trim();
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0 || id > Number.MAX_SAFE_INTEGER)
    throw new AppError(
      'VALIDATION',
      400,
      { period: [paymentsKo.v.target] },
      { message: paymentsKo.v.target },
    );
  return id;
}

/**
 * Quote: the caller's own (or, for ROLE_ADMIN, any) unpaid assignment whose deadline has not passed; the
 * amount is the application's, computed when it was made. Anonymous callers are refused (spec 2 §6: season
 * passes need a general member).
 */
async function quote(db: DbOrTx, input: PaymentStartInput, ctx: PaymentTargetContext): Promise<PaymentQuote> {
  const periodId = periodIdOf(input);
  if (!ctx.principal) throw new AppError('UNAUTHORIZED', 401);
  const found = await findApplicationWithLot(db, periodId);
  if (!found) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 400);
  const { app } = found;
  assertOwner(ctx.principal, app.memberId);
  if (app.procStsCd === 'MUT-002') throw new AppError('PAYMENT_TARGET_PAID', 409);
  if (!isUnpaidAssigned(app.procStsCd)) throw new AppError('SEASON_PASS_NOT_PAYABLE', 409);
  if (app.payDeadline && app.payDeadline.getTime() < ctx.now.getTime())
    throw new AppError('SEASON_PASS_EXPIRED', 409);
  const targets: SeasonPassTargets = { periodId, useAmt: app.useAmt };
  const lines = [{ label: m.payment.baseLine(app.monthlyAmt, app.months), amount: app.baseAmt }];
  if (app.discountAmt > 0)
    lines.push({
      label: m.payment.reductionLine(app.discountNm, app.discountRate),
      amount: -app.discountAmt,
    });
  return {
    amount: app.useAmt,
    goodsName: m.payment.goodsName(found.parkingNm),
    plate: app.plate,
    lotId: app.lotId,
    targets,
    items: [
      {
        title: m.payment.itemTitle(found.parkingNm, app.plate),
        plate: app.plate,
        parkingName: found.parkingNm,
        inDttm: app.useStartDt,
        outDttm: app.useEndDt,
        lines,
        amount: app.useAmt,
      },
    ],
  };
}

/**
 * Inside the approval transaction: locks the application and marks it paid (MUT-002) only while it is still an
 * unpaid assignment of the quoted amount. A second payment of the same pass finds MUT-002 and is refused, so
 * the core cancels it at the provider: a pass is never paid twice. The SMS is queued in the same transaction.
 */
async function fulfil(tx: DbOrTx, payment: PaymentRecordForFulfil, now: Date): Promise<void> {
  const parsed = targetsSchema.safeParse(payment.targets);
  if (!parsed.success) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 409);
  const t = parsed.data;
  if (t.useAmt !== payment.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH', 409);
  const app = await findApplication(tx, t.periodId, true);
  if (!app) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 409);
  if (app.procStsCd === 'MUT-002') throw new AppError('PAYMENT_TARGET_PAID', 409);
  if (!isUnpaidAssigned(app.procStsCd)) throw new AppError('SEASON_PASS_NOT_PAYABLE', 409);
  if (app.useAmt !== payment.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH', 409);
  const paid = await transition(tx, app.periodId, [app.procStsCd], {
    procStsCd: 'MUT-002',
    paidAt: now,
    paymentId: payment.paymentId,
  });
  if (!paid) throw new AppError('SEASON_PASS_NOT_PAYABLE', 409);
  const lot = await findLotRow(tx, app.lotId);
  await notify(tx, paid, lot?.parkingNm ?? '', 'PAID');
}

/**
 * A staff refund (issue 21): the paid pass this payment bought is cancelled (MUT-003 by ADMIN with the reason,
 * SMS to the holder) and its cell offered to the next in the queue, under the round's lock — the same
 * allotment code as any other freed cell (decision 092). Refused when the pass is no longer paid by it.
 */
async function refund(tx: DbOrTx, payment: PaymentRecordForFulfil, ctx: PaymentRefundContext): Promise<void> {
  const parsed = targetsSchema.safeParse(payment.targets);
  if (!parsed.success) throw new AppError('REFUND_TARGET_CHANGED', 409);
  const peek = await findApplication(tx, parsed.data.periodId);
  if (!peek) throw new AppError('REFUND_TARGET_CHANGED', 409);
  const round = await findRound(tx, peek.roundId, true);
  const app = await findApplication(tx, peek.periodId, true);
  if (!round || !app || app.procStsCd !== 'MUT-002' || app.paymentId !== payment.paymentId)
    throw new AppError('REFUND_TARGET_CHANGED', 409);
  const done = await transition(tx, app.periodId, ['MUT-002'], {
    procStsCd: 'MUT-003',
    cancelledAt: ctx.now,
    cancelBy: 'ADMIN',
    cancelReason: ctx.reason,
  });
  if (!done) throw new AppError('REFUND_TARGET_CHANGED', 409);
  const lotName = (await findLotRow(tx, app.lotId))?.parkingNm ?? '';
  await notify(tx, done, lotName, 'CANCELLED_ADMIN', { reason: ctx.reason });
  await releaseCell(tx, round, lotName, ctx.now);
}

/** COMMUTATION_TICKET: payment of an assigned season pass (`period` = periodId), callback page periodview. */
export const seasonPassPaymentTarget: PaymentTargetHandler = {
  category: 'COMMUTATION_TICKET',
  quote,
  fulfil,
  refund,
};
