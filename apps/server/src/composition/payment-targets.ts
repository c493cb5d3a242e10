import type { PaymentTargetHandler } from '../modules/payments';
import { prepayPaymentTarget } from '../modules/prepay';
import { seasonPassPaymentTarget } from '../modules/season-pass';
import { offStreetPaymentTarget, onStreetPaymentTarget } from '../modules/unpaid';
import { webPrepaidPaymentTarget } from '../modules/web-prepaid';

/**
 * What each card-payment category pays for: one handler per category, given to the payments core by
 * buildApp (the core imports no area). A new category adds its area's handler here, one line; a category without a handler answers PAYMENT_CATEGORY_UNAVAILABLE.
 */
export const paymentTargets: readonly PaymentTargetHandler[] = [
  prepayPaymentTarget,
  offStreetPaymentTarget,
  onStreetPaymentTarget,
  webPrepaidPaymentTarget,
  seasonPassPaymentTarget,
];
