import { toDomain } from '@parking/shared/common/wire-names';
import { webPrepaidKo } from '@parking/shared/messages/ko/web-prepaid';
import { type PaymentStartInput, START_TARGET_FIELD, startTarget } from '@parking/shared/payments/schemas';
import { buyPrice, checkBuyMinutes, WEB_PREPAID_UNIT_MINUTES } from '@parking/shared/web-prepaid/schemas';
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
import {
  balanceOf,
  findMappedLot,
  findPurchase,
  findStore,
  insertPurchase,
  insertRefund,
} from './web-prepaid.repository';
import { quoteBuyFor, requireStore } from './web-prepaid.service';

/**
 * What a top-up remembers between quote and fulfil. Rows written before decision 206 hold the wire names
 * (empEsntlId, sectnId): read through toDomain so a payment started before a deploy still completes.
 */
const buyTargetsObject = z.object({
  memberId: z.string().min(1),
  lotId: z.number().int().positive(),
  minutes: z.number().int().positive(),
  /** the lot's price of 30 minutes when the payment started: a later price change does not touch it */
  unitAmt: z.number().int().positive(),
});
const buyTargetsSchema = z.preprocess(toDomain, buyTargetsObject);
export type BuyTargets = z.infer<typeof buyTargetsObject>;

function badField(field: typeof START_TARGET_FIELD | 'period', message: string): AppError {
  return new AppError('VALIDATION', 400, { [field]: [message] }, { message });
}

/**
 * The spec's payment form has no fields of its own for a top-up (decision 100): the payment's target (`inOutId`
 * on the wire, decision 227) carries the lot's section id and `period` the minutes to buy.
 */
function parseInput(input: PaymentStartInput): { lotId: number; buyTime: number } {
  const lot = startTarget(input).trim();
  const lotId = /^[0-9]{1,9}$/.test(lot) ? Number(lot) : 0;
  if (lotId <= 0) throw badField(START_TARGET_FIELD, webPrepaidKo.v.lotId);
  const minutes = checkBuyMinutes(input.period ?? '');
  if (!minutes.ok) throw badField('period', minutes.message);
  return { lotId, buyTime: minutes.minutes };
}

async function quote(db: DbOrTx, input: PaymentStartInput, ctx: PaymentTargetContext): Promise<PaymentQuote> {
  // who pays before what they ask for: anonymous 401, not an approved store 403, then the input
  const caller = await requireStore(db, ctx.principal);
  const q = await quoteBuyFor(db, caller, parseInput(input));
  const targets: BuyTargets = {
    memberId: q.memberId,
    lotId: q.lotId,
    minutes: q.buyTime,
    unitAmt: q.unitAmt,
  };
  const units = q.buyTime / WEB_PREPAID_UNIT_MINUTES;
  return {
    amount: q.amount,
    goodsName: webPrepaidKo.payment.goodsName(q.parkingNm, q.buyTime),
    plate: '',
    lotId: q.lotId,
    targets,
    items: [
      {
        title: webPrepaidKo.payment.itemTitle(q.parkingNm),
        plate: '',
        parkingName: q.parkingNm,
        inDttm: null,
        outDttm: null,
        lines: [{ label: webPrepaidKo.payment.line(q.unitAmt, units), minutes: q.buyTime, amount: q.amount }],
        amount: q.amount,
      },
    ],
  };
}

/**
 * Inside the approval transaction: the payer must still be an approved store mapped to the lot (its mapping
 * row is locked like every balance change), then the purchase is credited once — the payment id is unique in
 * the ledger. Throwing refuses: the core rolls back and cancels at the provider.
 */
async function fulfil(tx: DbOrTx, payment: PaymentRecordForFulfil, now: Date): Promise<void> {
  const parsed = buyTargetsSchema.safeParse(payment.targets);
  if (!parsed.success) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 409);
  const t = parsed.data;
  if (t.minutes % WEB_PREPAID_UNIT_MINUTES !== 0 || buyPrice(t.minutes, t.unitAmt) !== payment.amount)
    throw new AppError('PAYMENT_AMOUNT_MISMATCH', 409);
  // The member who started the payment is the one credited, never anyone named in the targets alone.
  if (payment.memberEsntlId !== t.memberId) throw new AppError('TIME_STORE_ONLY', 403);
  const store = await findStore(tx, t.memberId);
  if (store?.empSttus !== 'P' || store.authorCode !== 'ROLE_STORE')
    throw new AppError('TIME_STORE_ONLY', 403);
  if (!(await findMappedLot(tx, t.memberId, t.lotId, true))) throw new AppError('TIME_LOT_FORBIDDEN', 403);
  // false only if this payment was credited before, which the core's single approval already rules out
  await insertPurchase(tx, {
    memberId: t.memberId,
    lotId: t.lotId,
    minutes: t.minutes,
    paymentId: payment.paymentId,
    amount: payment.amount,
    at: now,
  });
}

/**
 * A staff refund (issue 21): the purchase's minutes are taken back (a REFUND ledger row) only while the store's
 * balance at that lot still holds all of them — minutes are interchangeable, so "unused" means the balance has not
 * dropped below the purchase. Otherwise refused (REFUND_TIME_USED). The mapping row is locked like every balance
 * change (decision 100), so an application cannot spend the minutes meanwhile.
 */
async function refund(tx: DbOrTx, payment: PaymentRecordForFulfil, ctx: PaymentRefundContext): Promise<void> {
  const purchase = await findPurchase(tx, payment.paymentId);
  if (!purchase) throw new AppError('REFUND_TARGET_CHANGED', 409);
  await findMappedLot(tx, purchase.memberId, purchase.lotId, true);
  const balance = await balanceOf(tx, purchase.memberId, purchase.lotId);
  if (balance < purchase.minutes) throw new AppError('REFUND_TIME_USED', 409);
  const taken = await insertRefund(tx, {
    memberId: purchase.memberId,
    lotId: purchase.lotId,
    minutes: purchase.minutes,
    paymentId: payment.paymentId,
    amount: purchase.amount ?? payment.amount,
    at: ctx.now,
  });
  if (!taken) throw new AppError('REFUND_TARGET_CHANGED', 409);
}

/** TIMEDISCOUNT: a business member buys web prepaid minutes for one of its lots (callback `webdiscountcharge`). */
export const webPrepaidPaymentTarget: PaymentTargetHandler = {
  category: 'TIMEDISCOUNT',
  quote,
  fulfil,
  refund,
};
