import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/dialog/dialog-store';
import { forwardToOpener, type PaymentReturn } from '../lib/payment-return';
import { takePendingPayment } from '../lib/pending-payment';

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
  const [success, setSuccess] = useState<{ backTo: string } | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice: handle the result once
    if (handled.current) return;
    handled.current = true;
    if (forwardToOpener(win)) return;
    const backTo = takePendingPayment(result.paymentId)?.backTo ?? fallback;
    if (result.ok) {
      setSuccess({ backTo });
      return;
    }
    void (async () => {
      await showAlert(t.result.failure);
      await navigate(backTo, { replace: true });
    })();
  }, [result, fallback, navigate, win]);

  const finish = useCallback(
    (openReceipt: boolean) => {
      if (!success) return;
      const paymentId = result.paymentId;
      setSuccess(null);
      if (openReceipt && paymentId) {
        // a separate window keeps the receipt printable while this one returns to the lookup
        let opened: Window | null = null;
        try {
          opened = win.open(receiptPath(paymentId), '_blank');
        } catch {
          opened = null;
        }
        if (!opened) {
          void navigate(receiptPath(paymentId), { replace: true });
          return;
        }
      }
      void navigate(success.backTo, { replace: true });
    },
    [success, result.paymentId, navigate, win],
  );

  return (
    <>
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t.web.returning}</Text>
        </Stack>
      </Center>
      {success ? (
        <ResultDialog
          message={t.result.success}
          canViewReceipt={!!result.paymentId}
          onClose={(receipt) => finish(receipt)}
        />
      ) : null}
    </>
  );
}

/** The success alert with a second action, in the dialog host's look (role alertdialog, OK focused). */
function ResultDialog({
  message,
  canViewReceipt,
  onClose,
}: {
  message: string;
  canViewReceipt: boolean;
  onClose: (openReceipt: boolean) => void;
}) {
  const contentRef = useCallback((el: HTMLElement | null) => {
    el?.setAttribute('role', 'alertdialog');
  }, []);
  return (
    <Modal.Root
      opened
      onClose={() => onClose(false)}
      closeOnEscape
      closeOnClickOutside={false}
      trapFocus
      centered
      size="sm"
      zIndex={1000}
    >
      <Modal.Overlay />
      <Modal.Content ref={contentRef}>
        <Modal.Header>
          <Modal.Title fw={700}>{ko.dialog.alertTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Text>{message}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            {canViewReceipt ? (
              <Button variant="default" onClick={() => onClose(true)}>
                {t.result.viewReceipt}
              </Button>
            ) : null}
            <Button data-autofocus onClick={() => onClose(false)}>
              {ko.common.confirm}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
