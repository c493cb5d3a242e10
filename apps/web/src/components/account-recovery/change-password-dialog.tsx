import { passwordSchema } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { PasswordPairFields } from '../account-fields/password-pair-fields';
import { Button, Group, Modal, Stack, Text } from '../ui/core';
import { showAlert } from '../ui/dialog/dialog-store';
import { changePw } from './api/change-pw';

const t = () => ko.accounts.recovery;

/** Field errors of the new-password form (spec 1 §5): required, 8~20, the rule, the confirmation. */
export function newPasswordErrors(pw: string, confirm: string): { pw?: string; confirm?: string } {
  const errors: { pw?: string; confirm?: string } = {};
  const parsed = passwordSchema.safeParse(pw);
  if (!parsed.success) errors.pw = parsed.error.issues[0]?.message ?? ko.accounts.v.passwordRule;
  if (confirm === '') errors.confirm = ko.accounts.v.required;
  else if (confirm !== pw) errors.confirm = ko.accounts.v.passwordConfirm;
  return errors;
}

export interface ChangePasswordDialogProps {
  /** the id whose code was verified; null = closed */
  id: string | null;
  onClose: () => void;
}

/** Change password after a verified code (spec 1 §2.5): new password and confirmation. */
export function ChangePasswordDialog({ id, onClose }: ChangePasswordDialogProps) {
  return (
    <Modal opened={id !== null} onClose={onClose} title={t().changePwTitle} centered size="md">
      {id !== null && <ChangePasswordForm id={id} onClose={onClose} />}
    </Modal>
  );
}

function ChangePasswordForm({ id, onClose }: { id: string; onClose: () => void }) {
  const [pw, setPw] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ pw?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next = newPasswordErrors(pw, confirm);
    setErrors(next);
    if (next.pw) return document.getElementById('change-pw-new')?.focus();
    if (next.confirm) return document.getElementById('change-pw-confirm')?.focus();
    setBusy(true);
    try {
      await changePw(id, pw, confirm);
      setBusy(false);
      await showAlert(ko.accounts.pwChanged);
      onClose();
    } catch (err) {
      setBusy(false);
      // the server's refusal (PW_CHANGE_REFUSED) carries the spec's failure text; other errors their own
      await showAlert(errorText(err) || ko.accounts.pwChangeFailed);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t().changePwIntro}
        </Text>
        <PasswordPairFields
          required
          autoFocus
          description={ko.accounts.signup.passwordHint}
          password={{
            id: 'change-pw-new',
            label: t().newPassword,
            error: errors.pw,
            input: {
              value: pw,
              onChange: (e) => {
                setPw(e.currentTarget.value);
                setErrors((x) => ({ ...x, pw: undefined }));
              },
            },
          }}
          confirm={{
            id: 'change-pw-confirm',
            label: t().newPasswordConfirm,
            error: errors.confirm,
            input: {
              value: confirm,
              onChange: (e) => {
                setConfirm(e.currentTarget.value);
                setErrors((x) => ({ ...x, confirm: undefined }));
              },
            },
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" loading={busy} loaderProps={{ 'aria-label': t().changing }}>
            {t().change}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
