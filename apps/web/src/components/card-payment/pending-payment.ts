/**
 * The payment this tab is waiting for: the result page (reached with ?r=&paymentId= after the provider) reads
 * where to go back to (the lookup with the paid car). sessionStorage: per tab, survives the same-window flow.
 */
export interface PendingPayment {
  paymentId: string;
  /** the lookup to return to after the result alert, e.g. '/lookup?carNo=3456' */
  backTo: string;
}

const KEY = 'parking.payment.pending';

export function savePendingPayment(p: PendingPayment): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(p));
  } catch {
    // storage unavailable: the result page falls back to the plain lookup
  }
}

/** The pending payment of `paymentId` (or of any id when null), removed from storage once read. */
export function takePendingPayment(paymentId: string | null): PendingPayment | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof p.paymentId !== 'string' || typeof p.backTo !== 'string') return null;
    if (paymentId !== null && p.paymentId !== paymentId) return null;
    globalThis.sessionStorage?.removeItem(KEY);
    // only an in-app path: never follow a stored absolute address
    if (!p.backTo.startsWith('/') || p.backTo.startsWith('//')) return null;
    return { paymentId: p.paymentId, backTo: p.backTo };
  } catch {
    return null;
  }
}
