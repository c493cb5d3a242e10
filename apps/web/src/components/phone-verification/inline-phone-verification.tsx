import { ko } from '@parking/shared/messages/ko';
import { Button, Group, Stack, Text } from '../ui/core';
import { usePhoneVerification } from './use-phone-verification';
import { VerificationCodeSection } from './verification-steps';

/**
 * SMS verification of a number typed into a larger form (business sign-up, profile edit; decision 081): a
 * request button, then the 180 s code field. The server remembers the verification for this browser and the
 * form's submit uses it up. Give it `key={phone}` so a changed number starts over.
 */
export function InlinePhoneVerification({
  phone,
  verified,
  onVerified,
}: {
  /** the 11 digits to verify, or null while the number is incomplete */
  phone: string | null;
  /** this number is verified already */
  verified: boolean;
  onVerified: (phone: string) => void;
}) {
  const verification = usePhoneVerification({ purpose: 'SIGNUP' });

  if (verified)
    return (
      <Text size="sm" c="success.7" role="status">
        {ko.accounts.profile.mobileVerified}
      </Text>
    );

  const request = async () => {
    if (!phone || verification.sending) return;
    if (await verification.send(phone))
      setTimeout(() => document.getElementById(verification.codeId)?.focus(), 0);
  };
  const confirm = async () => {
    if (phone && (await verification.confirm())) onVerified(phone);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="outline"
          disabled={!phone || verification.sent}
          loading={verification.sending}
          loaderProps={{ 'aria-label': ko.accounts.verify.sending }}
          onClick={() => void request()}
        >
          {ko.accounts.verify.requestCode}
        </Button>
      </Group>
      <VerificationCodeSection
        verification={verification}
        onConfirm={() => void confirm()}
        extendConfirm={ko.accounts.extendConfirm}
      />
    </Stack>
  );
}
