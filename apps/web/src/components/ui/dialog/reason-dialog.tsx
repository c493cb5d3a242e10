import { Modal, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Button } from '../button/button';
import { Group, Stack, Text } from '../layout/layout';

/**
 * Asks staff for the reason of a destructive action (a season pass cancelled by the city, a refund): the
 * reason is required and at most `maxLength` characters, shown under the field when it is not; `confirm` may
 * ask once more before `onSubmit` gets the trimmed text.
 */
export function ReasonDialog({
  opened,
  title,
  intro,
  label,
  placeholder,
  submitLabel,
  closeLabel,
  busy,
  messages,
  maxLength = 200,
  confirm,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  intro?: string;
  label: string;
  placeholder?: string;
  submitLabel: string;
  closeLabel: string;
  busy: boolean;
  messages: { required: string; tooLong: string };
  maxLength?: number;
  confirm?: () => Promise<boolean>;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // a dialog opened again starts empty
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(undefined);
    }
  }, [opened]);
  const submit = async () => {
    const text = reason.trim();
    if (text === '') return setError(messages.required);
    if (text.length > maxLength) return setError(messages.tooLong);
    if (confirm && !(await confirm())) return;
    onSubmit(text);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="sm">
        {intro && <Text size="sm">{intro}</Text>}
        <Textarea
          label={label}
          placeholder={placeholder}
          required
          maxLength={maxLength}
          rows={3}
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
            {closeLabel}
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
