import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { type NamePhoneErrors, NamePhoneFields } from '../../../components/account-fields/name-phone-fields';
import {
  checkPhoneParts,
  EMPTY_PHONE,
  joinPhone,
  type PhoneParts,
} from '../../../components/phone-verification/phone-parts';
import { usePhoneVerification } from '../../../components/phone-verification/use-phone-verification';
import {
  RequestCodeButton,
  VerificationCodeSection,
} from '../../../components/phone-verification/verification-steps';
import { Button, Group, Modal, Stack, Text, Title } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { ApiError, errorText } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { checkMobile } from '../api/mobile-check';
import { SignupSteps } from '../components/signup-steps';
import { isAgreedState, useStepState, type VerifiedState } from '../route-state';

const t = () => ko.accounts.certification;

/**
 * /membershipcertification: general sign-up step 2 (spec 1 §2.7, §4). The verification dialog opens at once;
 * a verified phone leads to the success dialog whose next-step button carries name and mobile onward.
 */
export function MembershipCertificationPage() {
  const state = useStepState(isAgreedState);
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [verified, setVerified] = useState<VerifiedState | null>(null);
  if (!state) return null;

  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {ko.routes.join}
      </Title>
      <SignupSteps steps={ko.accounts.steps.general} current={1} />
      <Text ta="center">{t().intro}</Text>
      <Group justify="center">
        <Button size="md" onClick={() => setOpen(true)}>
          {t().open}
        </Button>
      </Group>
      <Modal
        opened={open && !verified}
        onClose={() => setOpen(false)}
        title={t().dialogTitle}
        centered
        size="md"
      >
        <VerificationForm
          onVerified={(v) => {
            setOpen(false);
            setVerified(v);
          }}
        />
      </Modal>
      <Modal
        opened={verified !== null}
        onClose={() => setVerified(null)}
        title={t().successTitle}
        centered
        size="sm"
        closeOnClickOutside={false}
      >
        <Stack gap="md">
          <Text role="status">{ko.accounts.verified}</Text>
          <Group justify="flex-end">
            <Button
              data-autofocus
              onClick={() => verified && void navigate('/membershipinfomation', { state: verified })}
            >
              {t().next}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function VerificationForm({ onVerified }: { onVerified: (v: VerifiedState) => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<PhoneParts>(EMPTY_PHONE);
  const [errors, setErrors] = useState<NamePhoneErrors>({});
  const [checking, setChecking] = useState(false);
  const verification = usePhoneVerification({
    purpose: 'SIGNUP',
    onExpire: () => {
      setName('');
      setPhone(EMPTY_PHONE);
      document.getElementById('cert-name')?.focus();
    },
    // spec 1 §8: the alert, then the failure popup with the same two lines
    onWrongCode: async (message) => {
      await showAlert(message);
      await showAlert(t().failLines, t().failTitle);
    },
  });

  const request = async (e: FormEvent) => {
    e.preventDefault();
    if (checking || verification.sending) return;
    const problem = checkPhoneParts(phone);
    const next: NamePhoneErrors = {};
    if (name.trim() === '') next.name = ko.accounts.v.nameRequired;
    if (problem)
      next.phone = problem.problem === 'required' ? ko.accounts.v.phoneRequired : ko.accounts.v.phoneInvalid;
    setErrors(next);
    if (next.name) return document.getElementById('cert-name')?.focus();
    if (next.phone) return document.getElementById(`cert-mobile-${(problem?.index ?? 0) + 1}`)?.focus();
    const mobile = joinPhone(phone);
    setChecking(true);
    try {
      const res = await checkMobile(mobile);
      if (!res.result) {
        setChecking(false);
        await showAlert(ko.accounts.mobileTaken);
        return;
      }
    } catch (err) {
      setChecking(false);
      await showAlert(
        err instanceof ApiError && err.status === 400 ? ko.accounts.v.nameOrPhone : errorText(err),
      );
      return;
    }
    setChecking(false);
    if (await verification.send(mobile))
      setTimeout(() => document.getElementById(verification.codeId)?.focus(), 0);
  };

  const confirm = async () => {
    if (await verification.confirm()) onVerified({ empNm: name.trim(), empMobile: joinPhone(phone) });
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={(e) => void request(e)}>
        <Stack gap="md">
          <NamePhoneFields
            ids={{ name: 'cert-name', phone: 'cert-mobile' }}
            labels={{ name: t().name, phone: ko.accounts.verify.mobile }}
            name={name}
            setName={setName}
            phone={phone}
            setPhone={setPhone}
            errors={errors}
            setErrors={setErrors}
            readOnly={verification.sent}
          />
          <RequestCodeButton verification={verification} checking={checking} />
        </Stack>
      </form>
      <VerificationCodeSection
        verification={verification}
        onConfirm={() => void confirm()}
        extendConfirm={ko.accounts.extendConfirm}
      />
    </Stack>
  );
}
