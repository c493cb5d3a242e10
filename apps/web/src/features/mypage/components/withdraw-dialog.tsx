import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { PasswordPairFields } from '../../../components/account-fields/password-pair-fields';
import { Alert, Button, Group, Modal, Stack } from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { deleteMember } from '../api/member-delete';

/** Field errors of the withdrawal form (spec 2 §5): both required, both equal. */
export function withdrawErrors(pw: string, confirm: string): { pw?: string; confirm?: string } {
  if (pw === '') return { pw: ko.accounts.v.gatePasswordRequired };
  if (confirm === '') return { confirm: ko.accounts.v.gatePasswordRequired };
  if (pw !== confirm) return { confirm: ko.accounts.v.withdrawPasswordMismatch };
  return {};
}

/** Withdrawal popup: the password twice, verified by the server; `onDone` logs out and leaves. */
export function WithdrawDialog({
  opened,
  empNo,
  onClose,
  onDone,
}: {
  opened: boolean;
  empNo: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const t = ko.accounts.mypage;
  return (
    <Modal opened={opened} onClose={onClose} title={t.withdrawTitle} centered size="md">
      {opened && <WithdrawForm empNo={empNo} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function WithdrawForm({
  empNo,
  onClose,
  onDone,
}: {
  empNo: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const t = ko.accounts.mypage;
  const [pw, setPw] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ pw?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next = withdrawErrors(pw, confirm);
    setErrors(next);
    if (next.pw) return document.getElementById('withdraw-password')?.focus();
    if (next.confirm) return document.getElementById('withdraw-password-confirm')?.focus();
    if (!(await showConfirm(t.withdrawConfirm))) return;
    setBusy(true);
    try {
      await deleteMember(empNo, pw, confirm);
    } catch (err) {
      setBusy(false);
      setPw('');
      setConfirm('');
      await showAlert(errorText(err));
      document.getElementById('withdraw-password')?.focus();
      return;
    }
    await onDone();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Alert color="warning" variant="light">
          {t.withdrawIntro}
        </Alert>
        <PasswordPairFields
          required
          autoFocus
          autoComplete="current-password"
          password={{
            id: 'withdraw-password',
            label: t.withdrawPassword,
            error: errors.pw,
            input: {
              value: pw,
              onChange: (e) => {
                setPw(e.currentTarget.value);
                setErrors({});
              },
            },
          }}
          confirm={{
            id: 'withdraw-password-confirm',
            label: t.withdrawPasswordConfirm,
            error: errors.confirm,
            input: {
              value: confirm,
              onChange: (e) => {
                setConfirm(e.currentTarget.value);
                setErrors({});
              },
            },
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" color="danger" loading={busy} loaderProps={{ 'aria-label': t.withdrawing }}>
            {t.withdraw}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
