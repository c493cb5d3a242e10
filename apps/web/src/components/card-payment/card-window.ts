import { PAYMENT_POPUP, type PaymentStartResponse } from '@parking/shared/payments/schemas';

/** The name of the card provider's popup: the provider form posts into the window of this name. */
export const PAYMENT_WINDOW_NAME = 'parkingCardPayment';

/**
 * Open the (empty) provider popup, 650 × 416 (spec 2 §9). Must run synchronously inside the click handler,
 * before any await, or popup blockers refuse it. Null when the browser blocked it.
 */
export function openPaymentWindow(win: Window, waitingText: string): Window | null {
  let popup: Window | null = null;
  try {
    popup = win.open('', PAYMENT_WINDOW_NAME, `width=${PAYMENT_POPUP.width},height=${PAYMENT_POPUP.height}`);
  } catch {
    return null;
  }
  if (!popup) return null;
  try {
    // the blank window is ours (same origin) until the form is posted into it
    popup.document.title = waitingText;
    if (popup.document.body) popup.document.body.textContent = waitingText;
  } catch {
    // a window of that name already showing the provider's page: it is simply reused
  }
  return popup;
}

export type ProviderForm = Pick<PaymentStartResponse['result'], 'actionUrl' | 'form' | 'charset'>;

/** A hidden POST form of the provider's fields (in the provider's charset), appended to the page's body. */
function appendProviderForm(doc: Document, provider: ProviderForm): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.acceptCharset = provider.charset;
  form.hidden = true;
  for (const [name, value] of Object.entries(provider.form)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  return form;
}

/**
 * Post the provider form (built by the server) to `actionUrl` in the window `target`: the popup's name, or
 * '_self' when there is no popup (blocked): then the payment continues in this window.
 */
export function submitProviderForm(doc: Document, provider: ProviderForm, target: string): HTMLFormElement {
  const form = appendProviderForm(doc, provider);
  form.action = provider.actionUrl;
  form.target = target;
  form.submit();
  form.remove();
  return form;
}

/** Smartro's browser SDK (loaded from `actionUrl`): it opens the provider's own window for the form. */
interface SmartroSdk {
  init(options: { mode: string }): void;
  payment(options: { FormId: string }): void;
}

const SMARTRO_FORM_ID = 'smartroPayForm';

function loadScript(doc: Document, src: string): Promise<void> {
  const existing = Array.from(doc.scripts).find((s) => s.getAttribute('src') === src);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? doc.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`script failed: ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      doc.head.appendChild(script);
    }
  });
}

/**
 * The smartro provider (decision 055): load its SDK from `actionUrl`, put the provider form in the page under
 * a known id (not submitted: the SDK reads it), then `smartropay.init({ mode })` and
 * `smartropay.payment({ FormId })`. Rejects when the SDK cannot be loaded.
 */
export async function startSmartroPayment(
  win: Window,
  provider: ProviderForm & { mode?: string | undefined },
): Promise<void> {
  const doc = win.document;
  doc.getElementById(SMARTRO_FORM_ID)?.remove();
  appendProviderForm(doc, provider).id = SMARTRO_FORM_ID;
  const sdkOf = () => (win as unknown as { smartropay?: SmartroSdk }).smartropay;
  if (!sdkOf()) await loadScript(doc, provider.actionUrl);
  const sdk = sdkOf();
  if (!sdk) throw new Error('smartropay SDK missing');
  sdk.init({ mode: provider.mode ?? 'REAL' });
  sdk.payment({ FormId: SMARTRO_FORM_ID });
}
