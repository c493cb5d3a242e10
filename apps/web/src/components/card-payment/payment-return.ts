/** What the provider's return address carries: /{paymentview|unpaidview|…}?r=true|false&paymentId=… */
export interface PaymentReturn {
  ok: boolean;
  paymentId: string | null;
  /** the payer pressed cancel in the card window (the provider's StopUrl carries stopped=true) */
  stopped?: boolean;
  /** the approval is not confirmed yet (processing=true) */
  processing?: boolean;
}

/** The payment result in a page's query, or null when the page was not reached from the provider. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const r = params.get('r');
  if (r !== 'true' && r !== 'false') return null;
  const paymentId = params.get('paymentId')?.trim() || null;
  return {
    ok: r === 'true',
    paymentId,
    stopped: params.get('stopped') === 'true',
    processing: params.get('processing') === 'true',
  };
}

/**
 * Inside the provider popup: hand the result address to the window that opened the payment (same origin
 * only) and close the popup; the opener loads the address and shows the result. Inside a provider frame
 * (spec 1 §7: a frame when the popup is not used): hand it to the page around the frame. False when this
 * window is neither (no opener or parent, closed, of another origin): then it shows the result itself.
 */
export function forwardToOpener(win: Window): boolean {
  const { pathname, search, hash } = win.location;
  const address = pathname + search + hash;
  const sameOrigin = (other: Window) => {
    try {
      return other.location.origin === win.location.origin;
    } catch {
      // reading a cross-origin window's location throws
      return false;
    }
  };
  const opener = win.opener as Window | null;
  if (opener && opener !== win && !opener.closed && sameOrigin(opener)) {
    opener.location.assign(address);
    try {
      opener.focus();
    } catch {
      // focusing is a courtesy
    }
    win.close();
    return true;
  }
  const top = win.top;
  if (top && top !== win && sameOrigin(top)) {
    top.location.assign(address);
    return true;
  }
  return false;
}
