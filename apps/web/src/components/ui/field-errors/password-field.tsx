import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * Mantine's PasswordInput with `aria-invalid` on its input when it has an error: Mantine 9 marks only
 * `data-invalid` there (TextInput and the others set both), so a screen reader would not hear the field is wrong.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    return <PasswordInput ref={ref} aria-invalid={props.error ? true : undefined} {...props} />;
  },
);
