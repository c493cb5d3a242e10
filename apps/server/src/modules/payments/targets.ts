import type { Principal } from '@parking/shared/auth/roles';
import type { Domain } from '@parking/shared/common/wire-names';
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
  plate: string;
  /** JSON the handler's fulfil reads back (ids, expected paid amounts, …) */
  targets: unknown;
  /** in domain names; the core stores them as the receipt's contract shows them (toWire) */
  items: Domain<ReceiptItem>[];
  /** the lot paid for (settlement groups by it); null or absent when there is none (on-street items) */
  lotId?: number | null;
}

export interface PaymentTargetContext {
  principal: Principal | null;
  now: Date;
}

export interface PaymentRecordForFulfil {
  paymentId: string;
  category: PayCategory;
  amount: number;
  plate: string;
  memberEsntlId: string | null;
  targets: unknown;
}

/** What a staff refund tells the handler (issue 21). */
export interface PaymentRefundContext {
  now: Date;
  /** the reason staff gave (shown to the payer where the area notifies them) */
  reason: string;
}

export interface PaymentTargetHandler {
  category: PayCategory;
  quote(db: DbOrTx, input: PaymentStartInput, ctx: PaymentTargetContext): Promise<PaymentQuote>;
  fulfil(tx: DbOrTx, payment: PaymentRecordForFulfil, now: Date): Promise<void>;
  /**
   * A staff refund (issue 21), inside the transaction that holds the payment's row lock and will mark it
   * CANCELLED: reverses exactly what `fulfil` did. Throwing an AppError refuses the refund before the provider is
   * asked (e.g. web prepaid minutes already used); nothing is changed then. Without it the category cannot be refunded.
   */
  refund?(tx: DbOrTx, payment: PaymentRecordForFulfil, ctx: PaymentRefundContext): Promise<void>;
}
