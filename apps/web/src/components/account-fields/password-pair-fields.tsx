import { ko } from '@parking/shared/messages/ko';
import type { ComponentPropsWithRef } from 'react';
import { PlainPasswordInput } from '../ui/plain-form/password-input';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'>;

export interface PasswordFieldSpec {
  id: string;
  label: string;
  error: string | undefined;
  /** react-hook-form `register(…)` or controlled `value`/`onChange` */
  input: InputProps;
}

/** A password and its confirmation (sign-up, profile, password change, withdrawal). */
export function PasswordPairFields({
  password,
  confirm,
  description,
  required,
  autoComplete = 'new-password',
  autoFocus,
}: {
  password: PasswordFieldSpec;
  confirm: PasswordFieldSpec;
  /** hint under the first input */
  description?: string;
  required?: boolean;
  autoComplete?: 'new-password' | 'current-password';
  /** focus the first input when a dialog opens */
  autoFocus?: boolean;
}) {
  return (
    <>
      <PlainPasswordInput
        id={password.id}
        label={password.label}
        description={description}
        required={required}
        maxLength={20}
        autoComplete={autoComplete}
        error={password.error}
        toggleLabel={ko.auth.showPassword}
        data-autofocus={autoFocus || undefined}
        {...password.input}
      />
      <PlainPasswordInput
        id={confirm.id}
        label={confirm.label}
        required={required}
        maxLength={20}
        autoComplete={autoComplete}
        error={confirm.error}
        toggleLabel={ko.auth.showPassword}
        {...confirm.input}
      />
    </>
  );
}
