import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { checkPhoneParts, EMPTY_PHONE, joinPhone, type PhoneParts } from '../phone-verification/phone-parts';
import { controlledParts, PhonePartsInput } from '../phone-verification/phone-parts-input';
import { usePhoneVerification } from '../phone-verification/use-phone-verification';
import { RequestCodeButton, VerificationCodeSection } from '../phone-verification/verification-steps';
import { Button, Group, Modal, Stack, Text, TextInput } from '../ui/core';
import { showAlert } from '../ui/dialog/dialog-store';
import { MantineRoot } from '../ui/mantine-root/mantine-root';
import { checkId } from './api/check-id';
import { ChangePasswordDialog } from './change-password-dialog';

const t = () => ko.accounts.recovery;

export interface FindPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Find password (spec 1 §2.5, §4, §8): id + phone → checkId → code by SMS with the 180 s countdown →
 * the server checks the code → the change-password dialog. Opened from the login screen, which is built without
 * Mantine (decision 177): the dialog brings its provider.
 */
export function FindPasswordDialog({ opened, onClose }: FindPasswordDialogProps) {
  const [verifiedId, setVerifiedId] = useState<string | null>(null);
  return (
    <MantineRoot>
      <Modal opened={opened} onClose={onClose} title={t().findPwTitle} centered size="md">
        {opened && (
          <FindPasswordForm
            onClose={onClose}
            onVerified={(id) => {
              onClose();
              setVerifiedId(id);
            }}
          />
        )}
      </Modal>
      <ChangePasswordDialog id={verifiedId} onClose={() => setVerifiedId(null)} />
    </MantineRoot>
  );
}

function FindPasswordForm({
  onClose,
  onVerified,
}: {
  onClose: () => void;
  onVerified: (id: string) => void;
}) {
  const [id, setId] = useState('');
  const [phone, setPhone] = useState<PhoneParts>(EMPTY_PHONE);
  const [checking, setChecking] = useState(false);
  const [wrong, setWrong] = useState<'id' | 'mobile' | null>(null);
  const verification = usePhoneVerification({
    purpose: 'FIND_PW',
    // spec 1 §4: on expiry the code section hides and the fields clear
    onExpire: () => {
      setId('');
      setPhone(EMPTY_PHONE);
      document.getElementById('find-pw-id')?.focus();
    },
  });

  const request = async (e?: FormEvent) => {
    e?.preventDefault();
    if (checking || verification.sending) return;
    const problem = checkPhoneParts(phone);
    // the spec's message under the wrong field, with the focus on it, no modal (decision 193)
    const wrong = id.trim() === '' ? 'id' : problem ? 'mobile' : null;
    setWrong(wrong);
    if (wrong === 'id') return void document.getElementById('find-pw-id')?.focus();
    if (wrong === 'mobile')
      return void document.getElementById(`find-pw-mobile-${(problem?.index ?? 0) + 1}`)?.focus();
    setChecking(true);
    try {
      const res = await checkId(id.trim(), joinPhone(phone));
      if (!res.result) {
        setChecking(false);
        await showAlert(ko.accounts.checkIdNoMatch);
        document.getElementById('find-pw-id')?.focus();
        return;
      }
    } catch (err) {
      setChecking(false);
      await showAlert(errorText(err));
      return;
    }
    setChecking(false);
    if (await verification.send(joinPhone(phone))) {
      setTimeout(() => document.getElementById(verification.codeId)?.focus(), 0);
    }
  };

  const confirm = async () => {
    if (await verification.confirm()) onVerified(id.trim());
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={(e) => void request(e)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t().findPwIntro}
          </Text>
          <TextInput
            id="find-pw-id"
            label={t().id}
            value={id}
            onChange={(e) => {
              setId(e.currentTarget.value);
              if (wrong === 'id') setWrong(null);
            }}
            error={wrong === 'id' ? ko.accounts.v.idOrPhone : undefined}
            maxLength={20}
            required
            autoComplete="username"
            readOnly={verification.sent}
            data-autofocus
          />
          <PhonePartsInput
            id="find-pw-mobile"
            label={t().mobile}
            required
            readOnly={verification.sent}
            error={wrong === 'mobile' ? ko.accounts.v.idOrPhone : undefined}
            parts={controlledParts(phone, (p) => {
              setPhone(p);
              if (wrong === 'mobile') setWrong(null);
            })}
          />
          <RequestCodeButton verification={verification} checking={checking} />
        </Stack>
      </form>
      <VerificationCodeSection verification={verification} onConfirm={() => void confirm()} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {ko.common.close}
        </Button>
      </Group>
    </Stack>
  );
}
