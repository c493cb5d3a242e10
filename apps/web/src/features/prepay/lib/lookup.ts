import { LAST4_RE } from '@parking/shared/prepay/schemas';

/** The pre-payment lookup key (spec 1 §5): exactly 4 digits. */
export function isValidLast4(value: string): boolean {
  return LAST4_RE.test(value);
}
