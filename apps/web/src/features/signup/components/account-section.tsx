import { ko } from '@parking/shared/messages/ko';
import type { ComponentPropsWithRef } from 'react';
import { FormSection } from '../../../components/account-fields/form-section';
import { PasswordPairFields } from '../../../components/account-fields/password-pair-fields';
import { Stack } from '../../../components/ui/core';
import type { useIdCheck } from '../use-id-check';
import { IdCheckField } from './id-check-field';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'>;

/** The account section of both sign-up forms: id with its duplicate check, password and confirmation. */
export function AccountSection({
  passwordId,
  hint,
  check,
  inputs,
  errors,
}: {
  /** id of the password input; the confirmation is `${passwordId}-confirm` */
  passwordId: string;
  /** the id rule of the flow */
  hint: string;
  check: ReturnType<typeof useIdCheck>;
  inputs: { id: InputProps; password: InputProps; confirm: InputProps };
  errors: { id: string | undefined; password: string | undefined; confirm: string | undefined };
}) {
  const t = ko.accounts.signup;
  return (
    <FormSection title={t.accountSection}>
      <Stack gap="md">
        <IdCheckField
          inputProps={inputs.id}
          check={check.idCheck}
          error={errors.id}
          hint={hint}
          checking={check.checkingId}
          onCheck={() => void check.runIdCheck()}
        />
        <PasswordPairFields
          required
          description={t.passwordHint}
          password={{ id: passwordId, label: t.password, error: errors.password, input: inputs.password }}
          confirm={{
            id: `${passwordId}-confirm`,
            label: t.passwordConfirm,
            error: errors.confirm,
            input: inputs.confirm,
          }}
        />
      </Stack>
    </FormSection>
  );
}
