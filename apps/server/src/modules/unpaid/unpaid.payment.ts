import { normalizeCarNo } from '@parking/shared/accounts/rules';
import { todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import {
  type PayCategory,
  type PaymentStartInput,
  type ReductionBreakdown,
  START_TARGET_FIELD,
  startTarget,
  streetItemSchema,
} from '@parking/shared/payments/schemas';
import { type UnpaidItem, unpaidAmounts } from '@parking/shared/unpaid/schemas';
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
import { breakdownOf, claimedReductions, reducedAmount } from '../reduction';
import {
  findItems,
  lockItems,
  markPaid,
  markUnpaid,
  type UnpaidItemView,
  type UnpaidKind,
} from './unpaid.repository';
import { toUnpaidItem } from './unpaid.service';

/** At most this many items in one payment. */
export const MAX_ITEMS_PER_PAYMENT = 100;

/** What an unpaid payment remembers between quote and fulfil. */
const unpaidTargetsSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1),
  expected: z.array(z.object({ id: z.number().int().positive(), sumAmt: z.number().int().nonnegative() })),
});
export type UnpaidTargets = z.infer<typeof unpaidTargetsSchema>;

function badField(field: typeof START_TARGET_FIELD | 'streetItems' | 'carNumber', message: string): AppError {
  return new AppError('VALIDATION', 400, { [field]: [message] }, { message });
}

/** DEFAULT: the payment's target (`inOutId` on the wire) is the comma-joined unpaid item ids (price.json's `ids` too). */
export function idsFromList(value: string): number[] {
  const parts = value.split(',').map((p) => p.trim());
  if (
    parts.length === 0 ||
    parts.length > MAX_ITEMS_PER_PAYMENT ||
    parts.some((p) => !/^[0-9]{1,15}$/.test(p))
  )
    throw badField(START_TARGET_FIELD, paymentsKo.v.target);
  const ids = parts.map(Number);
  if (ids.some((id) => id <= 0) || new Set(ids).size !== ids.length)
    throw badField(START_TARGET_FIELD, paymentsKo.v.target);
  return ids;
}

/** STREET: `streetItems` is a JSON array of the chosen items, each with its id. */
function idsFromStreetItems(value: string | undefined): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '');
  } catch {
    throw badField('streetItems', paymentsKo.v.streetItems);
  }
  const list = z.array(streetItemSchema).min(1).max(MAX_ITEMS_PER_PAYMENT).safeParse(parsed);
  if (!list.success) throw badField('streetItems', paymentsKo.v.streetItems);
  const ids = list.data.map((i) => i.id);
  if (ids.some((id) => id > Number.MAX_SAFE_INTEGER) || new Set(ids).size !== ids.length)
    throw badField('streetItems', paymentsKo.v.streetItems);
  return ids;
}

/**
 * The amounts of unpaid items on `now`; with a valid reduction claim of this car (decision 147) the best
 * claimed reduction is taken off each principal (the rate on each, a fixed amount once, on the oldest first)
 * and the surcharge follows the reduced principal.
 */
export async function priceItems(
  db: DbOrTx,
  rows: UnpaidItemView[],
  plate: string,
  reductionClaim: string | undefined,
  now: Date,
): Promise<{ items: Domain<UnpaidItem>[]; reduction?: Domain<ReductionBreakdown> }> {
  const today = todayKst(now);
  const items = rows.map((r) => toUnpaidItem(r, today));
  const terms = (await claimedReductions(db, reductionClaim, plate, now))[0];
  if (!terms) return { items };
  let fixedLeft = terms.fixedAmt;
  const reduced = items.map((i) => {
    const afterRate = reducedAmount(i.unpaidAmt, { rate: terms.rate, fixedAmt: 0 });
    const principal = Math.max(0, afterRate - fixedLeft);
    fixedLeft -= afterRate - principal;
    return { ...i, ...unpaidAmounts(principal, i.dueDate, today) };
  });
  const before = items.reduce((s, i) => s + i.sumAmt, 0);
  const after = reduced.reduce((s, i) => s + i.sumAmt, 0);
  if (after >= before) return { items };
  return { items: reduced, reduction: breakdownOf(terms, before, after) };
}

/**
 * The chosen items of one car and kind priced now (the payment start's computation, also behind
 * /api/unpaid/price.json): unknown ids, another kind or another car are all "not found".
 */
export async function priceSelection(
  db: DbOrTx,
  ids: number[],
  kind: UnpaidKind,
  carNumber: string,
  now: Date,
  reductionClaim?: string,
): Promise<{
  plate: string;
  lotId: number | null;
  items: Domain<UnpaidItem>[];
  reduction?: Domain<ReductionBreakdown>;
}> {
  const plate = normalizeCarNo(carNumber);
  if (plate === '') throw badField('carNumber', paymentsKo.v.carNoFormat);
  const rows = await findItems(db, ids);
  // Unknown ids, another kind or another car are all "not found": nothing about other cars is revealed.
  if (rows.length !== ids.length || rows.some((r) => r.kind !== kind || r.plate !== plate))
    throw new AppError('PAYMENT_TARGET_NOT_FOUND', 400);
  if (rows.some((r) => r.status !== 'UNPAID')) throw new AppError('PAYMENT_TARGET_PAID', 409);
  const lotId = rows[0]?.lotId ?? null;
  return { plate, lotId, ...(await priceItems(db, rows, plate, reductionClaim, now)) };
}

async function quoteItems(
  db: DbOrTx,
  ids: number[],
  kind: UnpaidKind,
  carNumber: string,
  now: Date,
  reductionClaim?: string,
): Promise<PaymentQuote> {
  const { plate, lotId, items } = await priceSelection(db, ids, kind, carNumber, now, reductionClaim);
  const amount = items.reduce((s, i) => s + i.sumAmt, 0);
  const targets: UnpaidTargets = {
    ids: items.map((i) => i.id),
    expected: items.map((i) => ({ id: i.id, sumAmt: i.sumAmt })),
  };
  return {
    amount,
    goodsName: paymentsKo.unpaid.goodsName(items.length),
    plate,
    lotId,
    targets,
    items: items.map((i) => ({
      title: paymentsKo.settlement.unpaidItemTitle(i.parkingName, i.plate),
      plate: i.plate,
      parkingName: i.parkingName,
      inDttm: i.inDttm,
      outDttm: i.outDttm,
      lines: [
        { label: paymentsKo.unpaid.principalLine, amount: i.unpaidAmt },
        ...(i.addAmt > 0 ? [{ label: paymentsKo.unpaid.surchargeLine, amount: i.addAmt }] : []),
      ],
      amount: i.sumAmt,
    })),
  };
}

/**
 * Inside the approval transaction: locks the items, refuses (throws) when any is no longer UNPAID — the
 * first payment of an item wins, a second one is cancelled at the provider by the core — then marks them
 * PAID with the amount quoted for each.
 */
async function fulfilItems(tx: DbOrTx, payment: PaymentRecordForFulfil, now: Date): Promise<void> {
  const parsed = unpaidTargetsSchema.safeParse(payment.targets);
  if (!parsed.success) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 400);
  const { ids, expected } = parsed.data;
  const total = expected.reduce((s, e) => s + e.sumAmt, 0);
  if (total !== payment.amount || expected.length !== ids.length)
    throw new AppError('PAYMENT_AMOUNT_MISMATCH', 409);
  const rows = await lockItems(tx, ids);
  if (rows.length !== ids.length) throw new AppError('PAYMENT_TARGET_NOT_FOUND', 409);
  if (rows.some((r) => r.status !== 'UNPAID')) throw new AppError('PAYMENT_TARGET_PAID', 409);
  for (const e of expected)
    await markPaid(tx, e.id, { paidAmt: e.sumAmt, paidAt: now, paymentId: payment.paymentId });
}

/**
 * A staff refund (issue 21): every item this payment paid goes back to UNPAID (paid amount, time and payment
 * cleared), so it shows in the lookup and can be paid again. Refused when an item is no longer paid by it.
 */
async function refundItems(
  tx: DbOrTx,
  payment: PaymentRecordForFulfil,
  _ctx: PaymentRefundContext,
): Promise<void> {
  const parsed = unpaidTargetsSchema.safeParse(payment.targets);
  if (!parsed.success) throw new AppError('REFUND_TARGET_CHANGED', 409);
  const rows = await lockItems(tx, parsed.data.ids);
  if (
    rows.length !== parsed.data.ids.length ||
    rows.some((r) => r.status !== 'PAID' || r.paymentId !== payment.paymentId)
  )
    throw new AppError('REFUND_TARGET_CHANGED', 409);
  for (const r of rows) await markUnpaid(tx, r.id, payment.paymentId);
}

function handler(
  category: Extract<PayCategory, 'DEFAULT' | 'STREET'>,
  kind: UnpaidKind,
  ids: (input: PaymentStartInput) => number[],
): PaymentTargetHandler {
  return {
    category,
    quote: async (db: DbOrTx, input: PaymentStartInput, ctx: PaymentTargetContext) =>
      quoteItems(db, ids(input), kind, input.carNumber, ctx.now, input.reductionClaim),
    fulfil: fulfilItems,
    refund: refundItems,
  };
}

/** DEFAULT: off-street unpaid items, ids comma-joined in the target, all of the car in `carNumber`. */
export const offStreetPaymentTarget: PaymentTargetHandler = handler('DEFAULT', 'OFFSTREET', (input) =>
  idsFromList(startTarget(input)),
);

/** STREET: on-street unpaid items, chosen in `streetItems` (JSON array of { id }), all of one car. */
export const onStreetPaymentTarget: PaymentTargetHandler = handler('STREET', 'ONSTREET', (input) =>
  idsFromStreetItems(input.streetItems),
);
