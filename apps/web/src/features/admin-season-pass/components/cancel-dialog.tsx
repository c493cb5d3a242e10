import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';

const a = ko.seasonPass.admin;

/** Asks the reason of a manual cancel (sent to the applicant by SMS). */
export function CancelDialog({
  target,
  busy,
  onClose,
  onConfirm,
}: {
  target: { periodId: number; carNo: string } | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const r = reason.trim();
    if (r === '' || r.length > 200) return setError(ko.seasonPass.v.reason);
    onConfirm(r);
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={`${a.cancelTitle} (${target?.carNo ?? ''})`}
      centered
      closeButtonProps={{ 'aria-label': a.close }}
    >
      <Stack gap="sm">
        <Text size="sm">{a.cancelConfirm}</Text>
        <Textarea
          label={a.cancelReason}
          required
          maxLength={200}
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {a.close}
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            {a.cancelTitle}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
