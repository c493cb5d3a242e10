import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { Center, Loader, Stack, Text } from '../ui/core';
import { showAlert, showAlertWithAction } from '../ui/dialog/dialog-store';
import { fetchPaymentOutcome } from './api/payment-outcome';
import type { PaymentRetry } from './payment-retry';
import { forwardToOpener, type PaymentReturn } from './payment-return';
import { takePendingPayment } from './pending-payment';

const t = ko.payments;

/** The receipt address of a payment; with the car number when known (needed for payments made without login). */
export function receiptPath(paymentId: string, plate?: string): string {
  const car = plate ? `&carNo=${encodeURIComponent(plate)}` : '';
  return `/receipt?paymentId=${encodeURIComponent(paymentId)}${car}`;
}

/**
 * What a result page (paymentview, unpaidview, …) shows when the provider sent the payer back with
 * ?r=true|false&paymentId=. Inside the provider popup it forwards the address to the opener and closes;
 * otherwise it alerts the result ('영수증 보기' opens the receipt on success) and returns to the lookup the
 * payment started from (`fallback` when that is not known); a failure returns to the payment view itself, with
 * the reason and the verified reduction (decision 189). A failure says what happened (decision 141):
 * cancelled in the card window (stopped=true), declined with the provider's reason, or not confirmed yet.
 * The spinner shows only while the outcome is unknown; then the outcome's text replaces it.
 */
export async function failureMessage(result: PaymentReturn): Promise<string> {
  return (await failureOf(result)).message;
}

/**
 * What a failure says, and whether another card may be tried at once: not while the approval is unconfirmed
 * (it may still go through; the reconcile job settles it).
 */
async function failureOf(result: PaymentReturn): Promise<{ message: string; retry: boolean }> {
  const retry = (message: string) => ({ message, retry: true });
  const unconfirmed = { message: t.result.pending, retry: false };
  if (result.stopped) return retry(t.result.cancelled);
  if (result.processing) return unconfirmed;
  if (!result.paymentId) return retry(t.result.failure);
  try {
    const outcome = await fetchPaymentOutcome(result.paymentId);
    if (outcome.status === 'FAILED' && outcome.reason) return retry(t.result.declined(outcome.reason));
    if (outcome.status === 'APPROVING') return unconfirmed;
  } catch {
    // the generic failure text below
  }
  return retry(t.result.failure);
}

export function PaymentReturnView({
  result,
  fallback,
  win = window,
}: {
  result: PaymentReturn;
  fallback: string;
  win?: Window;
}) {
  const navigate = useNavigate();
  const handled = useRef(false);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice: handle the result once
    if (handled.current) return;
    handled.current = true;
    if (forwardToOpener(win)) return;
    const pending = takePendingPayment(result.paymentId);
    const backTo = pending?.backTo ?? fallback;
    const { paymentId } = result;
    void (async () => {
      // A failure returns to the payment view it started from, with the reason and the verified reduction,
      // ready for another card (decision 189).
      if (!result.ok) {
        const { message, retry } = await failureOf(result);
        setShown(message);
        await showAlert(message);
        if (!retry || !pending?.retryTo) {
          await navigate(backTo, { replace: true });
          return;
        }
        const paymentRetry: PaymentRetry = {
          failure: message,
          ...(pending.claim ? { claim: pending.claim } : {}),
        };
        await navigate(pending.retryTo, { replace: true, state: { paymentRetry } });
        return;
      }
      // Without a paymentId there is no receipt to offer: a plain alert.
      if (!paymentId) {
        setShown(t.result.success);
        await showAlert(t.result.success);
        await navigate(backTo, { replace: true });
        return;
      }
      setShown(t.result.success);
      const openReceipt = await showAlertWithAction(t.result.success, t.result.viewReceipt);
      const receipt = receiptPath(paymentId, pending?.plate);
      if (openReceipt && !openInNewWindow(win, receipt)) {
        // the new window was blocked: show the receipt here instead
        await navigate(receipt, { replace: true });
        return;
      }
      await navigate(backTo, { replace: true });
    })();
  }, [result, fallback, navigate, win]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        {shown === null && <Loader size="sm" aria-hidden />}
        <Text>{shown ?? t.web.returning}</Text>
      </Stack>
    </Center>
  );
}

/** Opens `path` in a separate window (the receipt stays printable while this one returns to the lookup). */
function openInNewWindow(win: Window, path: string): boolean {
  try {
    return !!win.open(path, '_blank');
  } catch {
    return false;
  }
}
