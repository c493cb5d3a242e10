import type { PaymentTargetHandler } from '../modules/payments/targets';
import { prepayPaymentTarget } from '../modules/prepay/prepay.payment';
import { offStreetPaymentTarget, onStreetPaymentTarget } from '../modules/unpaid/unpaid.payment';
import { webPrepaidPaymentTarget } from '../modules/web-prepaid/web-prepaid.payment';

/**
 * What each card-payment category pays for: one handler per category, given to the payments core by
 * buildApp (the core imports no area). A new category (the season pass: COMMUTATION_TICKET) adds its area's
 * handler here, one line; a category without a handler answers PAYMENT_CATEGORY_UNAVAILABLE.
 */
export const paymentTargets: readonly PaymentTargetHandler[] = [
  prepayPaymentTarget,
  offStreetPaymentTarget,
  onStreetPaymentTarget,
  webPrepaidPaymentTarget,
];
