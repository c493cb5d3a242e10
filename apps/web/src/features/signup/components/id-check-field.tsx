import { ko } from '@parking/shared/messages/ko';
import type { ComponentPropsWithRef } from 'react';
import { Button, Group, Text, TextInput } from '../../../components/ui/core';
import { type IdCheck, idCheckMessage } from '../id-check';

/** Id input with the duplicate-check button and its state message (spec 1 §4, §8). */
export function IdCheckField({
  inputProps,
  check,
  error,
  hint,
  checking,
  onCheck,
}: {
  inputProps: Omit<ComponentPropsWithRef<'input'>, 'size'>;
  check: IdCheck;
  /** validation error of the form (takes precedence) */
  error: string | undefined;
  hint: string;
  checking: boolean;
  onCheck: () => void;
}) {
  const stateError =
    check.state === 'taken' || check.state === 'invalid' ? idCheckMessage(check.state) : undefined;
  // the result of the check the person just asked for speaks louder than an older validation message
  const shown = stateError ?? error;
  return (
    <div>
      <TextInput
        {...inputProps}
        id="signup-id"
        label={ko.accounts.signup.id}
        description={hint}
        required
        maxLength={20}
        autoComplete="username"
        error={shown}
        // the button sits next to the input only, so hint and error span the full width
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button
              variant="outline"
              onClick={onCheck}
              loading={checking}
              loaderProps={{ 'aria-label': ko.accounts.signup.idChecking }}
            >
              {ko.accounts.signup.idCheck}
            </Button>
          </Group>
        )}
      />
      <div aria-live="polite">
        {check.state === 'available' && !shown && (
          <Text id="signup-id-available" size="sm" c="success.6" mt={4} fw={600}>
            {idCheckMessage('available')}
          </Text>
        )}
      </div>
    </div>
  );
}
