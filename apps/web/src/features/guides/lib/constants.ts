import { PREPAY_GRACE_MINUTES, UNPAID_SURCHARGE_PERCENT } from '@parking/shared/payments/schemas';
import { unpaidAmounts } from '@parking/shared/unpaid/schemas';

/**
 * Guide constants (decision 027). The numbers are the payments area's own (packages/shared), so the guides
 * say exactly what the server charges.
 */

/** Minutes after a pre-payment within which the car must leave (spec 1 §9 gives 10 or 15). */
export const PREPAY_EXIT_GRACE_MINUTES = PREPAY_GRACE_MINUTES;

/** Unpaid surcharge after the due date, percent of the principal (spec 2 §9: 1,000 → 3,000 in total). */
export { UNPAID_SURCHARGE_PERCENT };

/** The worked example of the unpaid guide. */
export const UNPAID_EXAMPLE_PRINCIPAL = 1000;

/** Surcharge and total for a principal once the due date has passed, in won (the server's own rule). */
export function unpaidWithSurcharge(principal: number): { add: number; total: number } {
  // any due date before "today" means the surcharge applies
  const { addAmt, sumAmt } = unpaidAmounts(principal, '2000-01-01', '2000-01-02');
  return { add: addAmt, total: sumAmt };
}
