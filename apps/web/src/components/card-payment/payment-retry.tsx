import type { ReductionClaim } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useLocation } from '../../lib/router';
import { Alert } from '../ui/alert/alert';

/** What a failed payment hands back to its payment view (router state, decision 189). */
export interface PaymentRetry {
  /** why it failed: the provider's reason, a cancel, an unconfirmed approval */
  failure: string;
  /** the reduction claim the view was priced with */
  claim?: ReductionClaim;
}

export function isPaymentRetry(v: unknown): v is PaymentRetry {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.failure === 'string';
}

/** The failed payment this view was returned to after (null on an ordinary visit). */
export function usePaymentRetry(): PaymentRetry | null {
  const state = useLocation().state as { paymentRetry?: unknown } | null;
  return isPaymentRetry(state?.paymentRetry) ? state.paymentRetry : null;
}

/** The reason a payment of this view failed, above the amounts: the view is ready for another card. */
export function PaymentFailedNotice({ retry }: { retry: PaymentRetry | null }) {
  if (!retry) return null;
  return (
    <Alert color="danger" role="alert" title={ko.payments.result.retryTitle}>
      <p style={{ margin: 0 }}>{retry.failure}</p>
      <p style={{ margin: '4px 0 0' }}>{ko.payments.result.retryHint}</p>
    </Alert>
  );
}
