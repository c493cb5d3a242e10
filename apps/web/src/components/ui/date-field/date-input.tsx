import { forwardRef } from 'react';
import { type InputProps, PlainTextInput } from '../plain-form/plain-form';

/*
 * A date without Mantine (decision 225): the browser's own date input (its calendar, its keyboard use, the
 * phone's date wheel) drawn as the kit's text input, with the kit's label, hint, error and aria-invalid. For a
 * screen that only asks for a day and may load no Mantine; the typed-text DateField (decision 145: 2026.11.24,
 * 20261124…, a Korean calendar) stays for the others.
 */
export type DateInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  /** 'YYYY-MM-DD' or '' */
  value: string;
  /** 'YYYY-MM-DD', or '' when cleared */
  onChange: (value: string) => void;
  /** the earliest / latest choosable day, 'YYYY-MM-DD' */
  min?: string;
  max?: string;
};

export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, ...rest },
  ref,
) {
  return (
    <PlainTextInput
      ref={ref}
      {...rest}
      type="date"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
});
