import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/*
 * The one way a form answers a wrong submit (issue 32, decision 193): the message under each wrong field
 * (aria-invalid, tied by aria-describedby — Mantine's `error` prop and the plain-form kit's `error` prop both do
 * that), the focus on the first wrong field, and no modal. Alerts stay for what the spec words as an alert after
 * a server answer.
 */

/** The first error of an invalid form, in field order (then the rest in the errors' own order). */
function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[] = [],
): { field: string; message: string } | null {
  const keys = [...order, ...Object.keys(errors).filter((k) => !order.includes(k))];
  for (const k of keys) {
    const e = (errors as Record<string, { message?: unknown } | undefined>)[k];
    if (e) return { field: k, message: typeof e.message === 'string' ? e.message : ko.validation.invalid };
  }
  return null;
}

/** Focuses a field of a react-hook-form form (nothing when it has no focusable element). */
export function focusField<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setFocus'>, field: string) {
  try {
    form.setFocus(field as Path<T>);
  } catch {
    // a field without a focusable element
  }
}

/**
 * The `onInvalid` of `handleSubmit`: the errors are already under their fields (react-hook-form's state), so it
 * only puts the focus on the first wrong field in `order`.
 */
export function focusFirstInvalid<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setFocus'>,
  order: readonly (keyof T & string)[] = [],
) {
  return (errors: FieldErrors<T>) => {
    const first = firstErrorMessage(errors, order);
    if (first) focusField(form, first.field);
  };
}

/**
 * A check outside the schema (a button beside the field, e.g. a duplicate check) that finds the field wrong: the
 * message under it and the focus on it, as a wrong submit does.
 */
export function showFieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  field: Path<T>,
  message: string,
): void {
  form.setError(field, { type: 'manual', message });
  focusField(form, field);
}

/**
 * `error` and `aria-invalid` for a Mantine control that shows the error but leaves `aria-invalid` out (Checkbox,
 * PasswordInput in Mantine 9; TextInput, Textarea and the selects set it themselves).
 */
export function errorProps(error: string | undefined) {
  return { error, 'aria-invalid': error ? true : undefined } as const;
}

/**
 * For a form kept in plain state whose check names one wrong field at a time (`{ field, message }`): the
 * message of that field for its `error` prop, `show` after a wrong submit (the caller focuses the field), and
 * `clear` when that field changes or the submit went through.
 */
export function useWrongField<K extends string>() {
  const [wrong, setWrong] = useState<{ field: K; message: string } | null>(null);
  return {
    errorOf: (field: K) => (wrong?.field === field ? wrong.message : undefined),
    show: (field: K, message: string) => setWrong({ field, message }),
    clear: (field?: K) => setWrong((w) => (field === undefined || w?.field === field ? null : w)),
  };
}
