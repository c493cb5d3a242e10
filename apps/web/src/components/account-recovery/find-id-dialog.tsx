import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { type NamePhoneErrors, NamePhoneFields } from '../account-fields/name-phone-fields';
import { checkPhoneParts, EMPTY_PHONE, joinPhone, type PhoneParts } from '../phone-verification/phone-parts';
import { Alert, Button, Group, Modal, Stack, Text } from '../ui/core';
import { showAlert } from '../ui/dialog/dialog-store';
import { MantineRoot } from '../ui/mantine-root/mantine-root';
import { findId } from './api/find-id';

const t = () => ko.accounts.recovery;

type Result = { found: true; empNo: string } | { found: false };

export interface FindIdDialogProps {
  opened: boolean;
  onClose: () => void;
  /** '비밀번호 찾기' after a found id */
  onFindPassword?: () => void;
}

/**
 * Find id (spec 1 §2.4, §5, §8): name and phone in three parts → the id, or the no-match text and close.
 * Opened from the login screen, which is built without Mantine (decision 177): the dialog brings its provider.
 */
export function FindIdDialog({ opened, onClose, onFindPassword }: FindIdDialogProps) {
  return (
    <MantineRoot>
      <Modal opened={opened} onClose={onClose} title={t().findIdTitle} centered size="md">
        {opened && <FindIdForm onClose={onClose} onFindPassword={onFindPassword} />}
      </Modal>
    </MantineRoot>
  );
}

function FindIdForm({ onClose, onFindPassword }: Omit<FindIdDialogProps, 'opened'>) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<PhoneParts>(EMPTY_PHONE);
  const [errors, setErrors] = useState<NamePhoneErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: NamePhoneErrors = {};
    const phoneProblem = checkPhoneParts(phone);
    if (name.trim() === '') next.name = ko.accounts.v.nameRequired;
    if (phoneProblem?.problem === 'required') next.phone = ko.accounts.v.phoneRequired;
    setErrors(next);
    if (next.name) return document.getElementById('find-id-name')?.focus();
    if (next.phone)
      return document.getElementById(`find-id-mobile-${(phoneProblem?.index ?? 0) + 1}`)?.focus();
    // a malformed number cannot belong to anyone: the spec shows the no-match text (spec 1 §5)
    if (phoneProblem) return setResult({ found: false });
    setBusy(true);
    try {
      const res = await findId(name.trim(), joinPhone(phone));
      setResult(res.message === 'true' ? { found: true, empNo: res.empNo } : { found: false });
    } catch (err) {
      await showAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (result) {
    return (
      <Stack gap="md">
        {result.found ? (
          <Alert color="primary" variant="light" role="status" title={t().foundIntro}>
            <Text>
              {t().foundId}:{' '}
              {/* the masked id (cit***1) in the page's own font, not a fallback or code face (issue 14) */}
              <Text component="strong" fw={700} fz="lg" ff="inherit" data-testid="masked-id">
                {result.empNo}
              </Text>
            </Text>
          </Alert>
        ) : (
          <Alert color="danger" variant="light" role="alert">
            {ko.accounts.findIdNoMatch}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {result.found && onFindPassword && (
            <Button variant="default" onClick={onFindPassword}>
              {t().toFindPw}
            </Button>
          )}
          {!result.found && (
            <Button variant="default" onClick={() => setResult(null)}>
              {t().retry}
            </Button>
          )}
          <Button onClick={onClose} data-autofocus>
            {ko.common.close}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t().findIdIntro}
        </Text>
        <NamePhoneFields
          ids={{ name: 'find-id-name', phone: 'find-id-mobile' }}
          labels={{ name: t().name, phone: t().mobile }}
          name={name}
          setName={setName}
          phone={phone}
          setPhone={setPhone}
          errors={errors}
          setErrors={setErrors}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" loading={busy} loaderProps={{ 'aria-label': t().finding }}>
            {t().find}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
