import { PAYMENT_STATUSES, type PaymentStatus } from '@parking/shared/payments/schemas';
import { AppError } from '../../lib/app-error';

/**
 * The one table of a card payment's life (DESIGN §5 "Payments", decisions 045, 049, 161, 196): from each status,
 * the statuses a write may move it to. Every status write of the repository goes through `assertTransition`
 * before its conditional `UPDATE … WHERE status = from` (which keeps two writers from both winning), so a
 * transition not listed here is refused with an AppError and never written.
 *
 * - READY → APPROVING: an approval callback claims the payment with the provider's Tid.
 * - APPROVING → APPROVED: the provider approved, Mid/Moid/Amt matched and the category's handler fulfilled.
 * - APPROVING → FAILED: the provider declined this payment, or the reconcile job found nothing to cancel.
 * - APPROVING → CANCELLED: the portal reversed an approval it will not keep (mismatch, fulfilment refused,
 *   reconcile job).
 * - APPROVING → READY: the provider did not know the Tid posted for it; the claim is released (issue 12 §9).
 * - APPROVING → APPROVING: the outcome is still unknown (provider unreachable); the row records why and stays.
 * - APPROVED → CANCELLED: a staff refund (decision 161).
 * - FAILED and CANCELLED are final.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  READY: ['APPROVING'],
  APPROVING: ['APPROVED', 'FAILED', 'CANCELLED', 'READY', 'APPROVING'],
  APPROVED: ['CANCELLED'],
  FAILED: [],
  CANCELLED: [],
};

/** The status a payment is created with (the only status written by an insert). */
export const INITIAL_PAYMENT_STATUS = 'READY' satisfies PaymentStatus;

const isStatus = (s: string): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s);

/** True when the table lets a payment in `from` be written as `to`. */
export function isAllowedTransition(from: string, to: string): boolean {
  return isStatus(from) && isStatus(to) && PAYMENT_TRANSITIONS[from].includes(to);
}

/**
 * The check every status write goes through: throws PAYMENT_STATUS_TRANSITION (409) for a transition the
 * table does not list. A bug in the core, never a user's doing: the write is not made.
 */
export function assertTransition(from: string, to: string): asserts to is PaymentStatus {
  if (!isAllowedTransition(from, to)) throw new AppError('PAYMENT_STATUS_TRANSITION', 409);
}
