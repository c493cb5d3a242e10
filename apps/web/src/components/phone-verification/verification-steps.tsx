import { ko } from '@parking/shared/messages/ko';
import { Button, Text } from '../ui/core';
import type { PhoneVerification } from './use-phone-verification';
import { VerificationCodeField } from './verification-code-field';

/** '인증번호 요청' submit button of a verification form: disabled once a code was sent. */
export function RequestCodeButton({
  verification,
  checking,
}: {
  verification: PhoneVerification;
  checking: boolean;
}) {
  return (
    <Button
      type="submit"
      variant={verification.sent ? 'outline' : 'filled'}
      disabled={verification.sent}
      loading={checking || verification.sending}
      loaderProps={{ 'aria-label': ko.accounts.verify.sending }}
    >
      {ko.accounts.verify.requestCode}
    </Button>
  );
}

/** The code section shown after a code was sent: the notice and the code input with its countdown. */
export function VerificationCodeSection({
  verification,
  onConfirm,
  extendConfirm,
}: {
  verification: PhoneVerification;
  onConfirm: () => void;
  /** the question asked before extending, if any */
  extendConfirm?: string;
}) {
  if (!verification.sent) return null;
  return (
    <>
      <Text size="sm" role="status">
        {ko.accounts.verify.codeSentTo}
      </Text>
      <VerificationCodeField
        id={verification.codeId}
        value={verification.code}
        onChange={verification.setCode}
        remaining={verification.remaining}
        onConfirm={onConfirm}
        onExtend={() => void verification.extend(extendConfirm)}
        confirming={verification.confirming}
        extending={verification.sending}
        error={verification.codeError}
      />
    </>
  );
}
