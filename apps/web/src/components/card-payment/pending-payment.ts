import type { ReductionClaim } from '@parking/shared/accounts/schemas';
import { toDomain, toWire } from '@parking/shared/common/wire-names';

/**
 * The payment this tab is waiting for: the result page (reached with ?r=&paymentId= after the provider) reads
 * where to go back to (the lookup with the paid car). sessionStorage: per tab, survives the same-window flow.
 * Stored as before decision 206's web part (the plate as the spec's `carNo`), so a payment in flight across a
 * deploy still finds its receipt.
 */
export interface PendingPayment {
  paymentId: string;
  /** the lookup to return to after the result alert, e.g. '/lookup?carNo=3456' */
  backTo: string;
  /** the car paid for: a receipt of a payment made without login needs it (decision 083) */
  plate?: string;
  /** the payment view to come back to when the payment fails, to try another card (decision 189) */
  retryTo?: string;
  /** the reduction claim verified on that view: it is priced with it again (decision 147) */
  claim?: ReductionClaim;
}

const KEY = 'parking.payment.pending';

export function savePendingPayment(p: PendingPayment): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(stored(p)));
  } catch {
    // storage unavailable: the result page falls back to the plain lookup
  }
}

/** The pending payment of `paymentId` (or of any id when null), removed from storage once read. */
export function takePendingPayment(paymentId: string | null): PendingPayment | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const p = { ...saved, plate: toDomain(saved).plate } as Partial<PendingPayment>;
    if (typeof p.paymentId !== 'string' || typeof p.backTo !== 'string') return null;
    if (paymentId !== null && p.paymentId !== paymentId) return null;
    globalThis.sessionStorage?.removeItem(KEY);
    // only an in-app path: never follow a stored absolute address
    if (!inApp(p.backTo)) return null;
    return {
      paymentId: p.paymentId,
      backTo: p.backTo,
      ...(typeof p.plate === 'string' ? { plate: p.plate } : {}),
      ...(inApp(p.retryTo) ? { retryTo: p.retryTo } : {}),
      ...(p.claim && typeof p.claim.token === 'string' ? { claim: p.claim } : {}),
    };
  } catch {
    return null;
  }
}

/** The stored record: the plate under its wire name, the claim as the server gave it. */
function stored({ plate, ...rest }: PendingPayment) {
  return { ...rest, ...toWire({ plate }) };
}

const inApp = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
