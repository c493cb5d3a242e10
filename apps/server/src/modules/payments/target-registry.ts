import type { PayCategory } from '@parking/shared/payments/schemas';
import { prepayPaymentTarget } from '../prepay/prepay.payment';
import { seasonPassPaymentTarget } from '../season-pass/season-pass.payment';
import { offStreetPaymentTarget, onStreetPaymentTarget } from '../unpaid/unpaid.payment';
import { webPrepaidPaymentTarget } from '../web-prepaid/web-prepaid.payment';
import type { PaymentTargetHandler } from './targets';

/**
 * Category → the area handler that quotes and fulfils it. COMMUTATION_TICKET (season pass) has none yet:
 * starting such a payment answers PAYMENT_CATEGORY_UNAVAILABLE.
 */
const HANDLERS: Partial<Record<PayCategory, PaymentTargetHandler>> = {
  PRESETTLEMENT: prepayPaymentTarget,
  DEFAULT: offStreetPaymentTarget,
  STREET: onStreetPaymentTarget,
  COMMUTATION_TICKET: seasonPassPaymentTarget,
  TIMEDISCOUNT: webPrepaidPaymentTarget,
};

const testOverrides = new Map<PayCategory, PaymentTargetHandler>();

/** The handler of a category, or undefined when the category cannot be paid (yet). */
export function paymentTargetOf(category: PayCategory): PaymentTargetHandler | undefined {
  return testOverrides.get(category) ?? HANDLERS[category];
}

/**
 * Tests only: serve `handler` for its category instead of the area's own (until the returned function is
 * called). Module state: each test file has its own module graph, so it never leaks into another file.
 */
export function registerPaymentTargetForTests(handler: PaymentTargetHandler): () => void {
  testOverrides.set(handler.category, handler);
  return () => {
    if (testOverrides.get(handler.category) === handler) testOverrides.delete(handler.category);
  };
}
