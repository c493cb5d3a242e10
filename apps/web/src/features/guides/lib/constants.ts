/**
 * Guide constants the lot data does not carry (decision 027). The payments and pre-payment areas apply the
 * same numbers on the server; when they move to packages/shared these should be imported from there.
 */

/** Minutes after a pre-payment within which the car must leave (spec 1 §9 gives 10 or 15; we say 15). */
export const PREPAY_EXIT_GRACE_MINUTES = 15;

/** Unpaid surcharge after the due date, percent of the principal (spec 2 §9: 1,000 → 3,000 in total). */
export const UNPAID_SURCHARGE_PERCENT = 200;

/** The worked example of the unpaid guide. */
export const UNPAID_EXAMPLE_PRINCIPAL = 1000;

/** Surcharge and total for a principal, in won. */
export function unpaidWithSurcharge(principal: number): { add: number; total: number } {
  const add = Math.floor((principal * UNPAID_SURCHARGE_PERCENT) / 100);
  return { add, total: principal + add };
}
