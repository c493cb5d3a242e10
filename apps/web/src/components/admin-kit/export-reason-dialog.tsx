import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { Button, Group, Modal, Text, TextInput } from '../ui/core';
import { MantineRoot } from '../ui/mantine-root/mantine-root';

interface Props {
  opened: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Asks why a list with personal data is exported (personal-information access records, decision 112): the
 * server refuses an export without a reason and records the one given. It brings its own Mantine provider (a
 * chunk loaded when asked): the kit's lists load none (decision 226).
 */
export function ExportReasonDialog({ opened, onCancel, onSubmit }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const t = ko.adminMembers;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') {
      setError(ko.errors.EXPORT_REASON_REQUIRED);
      return;
    }
    onSubmit(reason.trim());
    setReason('');
    setError(undefined);
  };
  return (
    <MantineRoot>
      <Modal
        opened={opened}
        onClose={onCancel}
        title={ko.admin.kit.excel}
        centered
        closeButtonProps={{ 'aria-label': ko.common.close }}
      >
        <form onSubmit={submit} noValidate>
          <Text size="sm" mb="sm">
            {t.exportReasonHint}
          </Text>
          <TextInput
            label={t.exportReason}
            placeholder={t.exportReasonPlaceholder}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            maxLength={200}
            withAsterisk
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onCancel}>
              {ko.common.cancel}
            </Button>
            <Button type="submit">{ko.admin.kit.excel}</Button>
          </Group>
        </form>
      </Modal>
    </MantineRoot>
  );
}
