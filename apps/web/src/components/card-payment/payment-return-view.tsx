import { Center, Loader, Stack, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showAlert, showAlertWithAction } from '../dialog/dialog-store';
import { forwardToOpener, type PaymentReturn } from './payment-return';
import { takePendingPayment } from './pending-payment';

const t = ko.payments;

/** The receipt address of a payment. */
export function receiptPath(paymentId: string): string {
  return `/receipt?paymentId=${encodeURIComponent(paymentId)}`;
}

/**
 * What a result page (paymentview, unpaidview, …) shows when the provider sent the payer back with
 * ?r=true|false&paymentId=. Inside the provider popup it forwards the address to the opener and closes;
 * otherwise it alerts the result ('영수증 보기' opens the receipt on success) and returns to the lookup the
 * payment started from (`fallback` when that is not known).
 */
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

  useEffect(() => {
    // StrictMode runs effects twice: handle the result once
    if (handled.current) return;
    handled.current = true;
    if (forwardToOpener(win)) return;
    const backTo = takePendingPayment(result.paymentId)?.backTo ?? fallback;
    const { paymentId } = result;
    void (async () => {
      // Without a paymentId there is no receipt to offer: a plain alert.
      if (!result.ok || !paymentId) {
        await showAlert(result.ok ? t.result.success : t.result.failure);
        await navigate(backTo, { replace: true });
        return;
      }
      const openReceipt = await showAlertWithAction(t.result.success, t.result.viewReceipt);
      if (openReceipt && !openInNewWindow(win, receiptPath(paymentId))) {
        // the new window was blocked: show the receipt here instead
        await navigate(receiptPath(paymentId), { replace: true });
        return;
      }
      await navigate(backTo, { replace: true });
    })();
  }, [result, fallback, navigate, win]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t.web.returning}</Text>
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
