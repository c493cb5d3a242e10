import type { PayCategory } from '@parking/shared/payments/schemas';
import type { PaymentTargetHandler } from './targets';

/** Category → the handler that quotes and fulfils it; a category without one cannot be paid (yet). */
export interface PaymentTargets {
  of(category: PayCategory): PaymentTargetHandler | undefined;
}

/**
 * The registry of the handlers the app's composition hands the payments core (composition/payments.ts, from the
 * list in composition/payment-targets.ts). The core never imports an area: a new category adds its handler
 * there. Two handlers for one category are a wiring mistake and refused at start.
 */
export function paymentTargetRegistry(handlers: readonly PaymentTargetHandler[]): PaymentTargets {
  const byCategory = new Map<PayCategory, PaymentTargetHandler>();
  for (const handler of handlers) {
    if (byCategory.has(handler.category))
      throw new Error(`two payment target handlers for category ${handler.category}`);
    byCategory.set(handler.category, handler);
  }
  return { of: (category) => byCategory.get(category) };
}
