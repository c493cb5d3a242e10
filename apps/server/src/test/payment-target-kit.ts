import type { PayCategory, PaymentStartInput } from '@parking/shared/payments/schemas';
import type { AppDb } from '../db/client';
import type { PaymentQuote, PaymentTargetHandler } from '../modules/payments';

/** A start request of `category` as the payments core hands it to a target handler; `over` sets the rest. */
export function startInputOf(
  category: PayCategory,
  over: Partial<PaymentStartInput> = {},
): PaymentStartInput {
  return {
    amount: 1,
    inOutId: '',
    payCategory: category,
    memberInfoId: '',
    carNumber: '',
    ...over,
  } as PaymentStartInput;
}

let paySeq = 0;

/**
 * What the payments core does after the provider approved `quote`: the handler's fulfil inside a transaction,
 * for a payment without a member. Returns the (fresh) payment id it used.
 */
export async function approveQuote(
  db: AppDb,
  handler: PaymentTargetHandler,
  quote: PaymentQuote,
  now = new Date(),
): Promise<string> {
  paySeq += 1;
  const paymentId = `test-${handler.category.toLowerCase()}-${paySeq}`;
  await db.transaction((tx) =>
    handler.fulfil(
      tx,
      {
        paymentId,
        category: handler.category,
        amount: quote.amount,
        plate: quote.plate,
        memberEsntlId: null,
        targets: quote.targets,
      },
      now,
    ),
  );
  return paymentId;
}
