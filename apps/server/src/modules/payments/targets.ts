import type { Principal } from '@parking/shared/auth/roles';
import type { PayCategory, PaymentStartInput, ReceiptItem } from '@parking/shared/payments/schemas';
import type { DbOrTx } from '../../db/client';

/**
 * What a payment category pays for. The payments core knows nothing of pre-payment, unpaid items, season
 * passes or web prepaid time: each area gives it one handler, listed in the app's composition (composition/payment-targets.ts).
 *
 * - `quote` runs when a payment starts: it validates the request against the server's data (the caller's
 *   rights included) and computes the amount and the receipt items. The browser's amount is compared with
 *   it by the core, never used.
 * - `fulfil` runs inside the approval transaction after the provider approved and Mid/Moid/Amt matched.
 *   It locks its targets, checks they are still in the state the quote saw (`targets` holds what it needs)
 *   and applies the payment. Throwing refuses: the core rolls back and cancels at the provider.
 */
export interface PaymentQuote {
  amount: number;
  goodsName: string;
  carNo: string;
  /** JSON the handler's fulfil reads back (ids, expected paid amounts, …) */
  targets: unknown;
  items: ReceiptItem[];
}

export interface PaymentTargetContext {
  principal: Principal | null;
  now: Date;
}

export interface PaymentRecordForFulfil {
  paymentId: string;
  category: PayCategory;
  amount: number;
  carNo: string;
  memberEsntlId: string | null;
  targets: unknown;
}

export interface PaymentTargetHandler {
  category: PayCategory;
  quote(db: DbOrTx, input: PaymentStartInput, ctx: PaymentTargetContext): Promise<PaymentQuote>;
  fulfil(tx: DbOrTx, payment: PaymentRecordForFulfil, now: Date): Promise<void>;
}
