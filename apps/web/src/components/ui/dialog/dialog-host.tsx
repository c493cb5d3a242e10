import { Modal } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useCallback, useEffect, useRef } from 'react';
import { Button } from '../button/button';
import { Group, Text } from '../layout/layout';
import { MantineRoot } from '../mantine-root/mantine-root';
import { type DialogRequest, settleDialog, useDialogQueue } from './dialog-store';

/**
 * Renders the first queued alert/confirm of dialog-store as a modal: role alertdialog, labelled by its title
 * and described by its message, focus trapped with OK focused, Escape = cancel (confirm) or OK (alert); an
 * alert may carry one more action button.
 * Focus goes back to where it was once the queue is empty.
 */
export function DialogHost() {
  const queue = useDialogQueue();
  const current = queue[0];
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (current && !returnTo.current) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    if (!current && returnTo.current) {
      const el = returnTo.current;
      returnTo.current = null;
      if (el.isConnected) el.focus();
    }
  }, [current]);

  if (!current) return null;
  return <DialogModal key={current.id} request={current} />;
}

function DialogModal({ request }: { request: DialogRequest }) {
  const isConfirm = request.kind === 'confirm';
  const title = request.title ?? (isConfirm ? ko.dialog.confirmTitle : ko.dialog.alertTitle);

  // Mantine renders role="dialog"; these messages interrupt the user and need an answer, so alertdialog.
  const contentRef = useCallback((el: HTMLElement | null) => {
    el?.setAttribute('role', 'alertdialog');
  }, []);

  return (
    <Modal.Root
      opened
      onClose={() => settleDialog(request.id, isConfirm ? 'cancel' : 'ok')}
      closeOnEscape
      closeOnClickOutside={false}
      trapFocus
      returnFocus={false}
      centered
      size="sm"
      zIndex={1000}
    >
      <Modal.Overlay />
      <Modal.Content ref={contentRef}>
        <Modal.Header>
          <Modal.Title fw={700}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Text style={{ whiteSpace: 'pre-line' }}>{request.message}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            {isConfirm && (
              <Button variant="default" onClick={() => settleDialog(request.id, 'cancel')}>
                {ko.common.cancel}
              </Button>
            )}
            {request.action !== undefined && (
              <Button variant="default" onClick={() => settleDialog(request.id, 'action')}>
                {request.action}
              </Button>
            )}
            <Button data-autofocus onClick={() => settleDialog(request.id, 'ok')}>
              {ko.common.confirm}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The host with its own Mantine, for the app root, which has none (decision 174). */
export function DialogHostWithMantine() {
  return (
    <MantineRoot>
      <DialogHost />
    </MantineRoot>
  );
}
