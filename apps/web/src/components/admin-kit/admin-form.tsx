import { Box, Button, Group, Stack } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { type ReactNode, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError, errorText } from '../../lib/api-client';
import { Link, useNavigate } from '../../lib/router';
import { showAlert, showConfirm } from '../dialog/dialog-store';
import { PageTitle } from './page-title';

interface Props<T extends FieldValues, TOut extends FieldValues = T> {
  form: UseFormReturn<T, unknown, TOut>;
  /** save with the parsed values (the caller alerts the server message) */
  onSave: SubmitHandler<TOut>;
  /** where cancel goes after '취소하시겠습니까?' (and the list button) */
  listTo: string;
  /** alert on an invalid form instead of the first field message (e.g. '필수값 확인' for popups) */
  invalidMessage?: string;
  /** show a list button beside cancel (edit screens) */
  withListButton?: boolean;
  /** extra buttons (e.g. preview) before save */
  extraButtons?: ReactNode;
  saveLabel?: string;
  children: ReactNode;
  /** the field order used to pick the message and focus of an invalid form */
  fieldOrder?: readonly (keyof T & string)[];
}

/** The first error message of an invalid form, in field order. */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[] = [],
): { field: string; message: string; type?: string } | null {
  const keys = [...order, ...Object.keys(errors).filter((k) => !order.includes(k))];
  for (const k of keys) {
    const e = (errors as Record<string, { message?: unknown; type?: unknown } | undefined>)[k];
    if (e)
      return {
        field: k,
        message: typeof e.message === 'string' ? e.message : ko.validation.invalid,
        ...(typeof e.type === 'string' ? { type: e.type } : {}),
      };
  }
  return null;
}

/** Error types of a missing value: only these give way to a form's generic `invalidMessage` ('필수값 확인'). */
const MISSING_TYPES = new Set(['required', 'too_small', 'invalid_type']);

/**
 * A refused save's field errors (the server's `{ code, message, fieldErrors }`, decision 143) put under their
 * fields of `form` (aria-invalid, message under the field). Returns the first such field in `order` and its
 * message, or null when the error names no field of the form (the caller alerts the message alone).
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  order: readonly string[] = [],
): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.fieldErrors) return null;
  const fe = error.fieldErrors;
  const values = form.getValues() as Record<string, unknown>;
  const known = Object.keys(fe).filter((k) => k in values && fe[k]?.[0]);
  if (known.length === 0) return null;
  for (const k of known) form.setError(k as Path<T>, { type: 'server', message: fe[k]?.[0] });
  const field = [...order.filter((k) => known.includes(k)), ...known][0] ?? known[0]!;
  return { field, message: fe[field]?.[0] ?? error.message };
}

/** Focuses a field of the form (nothing when it has no focusable element). */
export function focusField<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setFocus'>, field: string) {
  try {
    form.setFocus(field as Path<T>);
  } catch {
    // a field without a focusable element
  }
}

/**
 * A failed save, the one way (decision 143): the refused fields get their message under them, the alert says
 * the first field's message (else the server's message) and, once closed, that field has the focus.
 */
export async function reportSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues' | 'setFocus'>,
  error: unknown,
  order: readonly string[] = [],
): Promise<void> {
  const first = setServerFieldErrors(form, error, order);
  await showAlert(first?.message ?? errorText(error));
  if (first) focusField(form, first.field);
}

/**
 * The one form of the back office, used by create and edit (DESIGN §3 rule 7): fields, then cancel
 * (confirm '취소하시겠습니까?', back to the list) and save. Invalid input alerts and focuses the field.
 */
export function AdminForm<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  onSave,
  listTo,
  invalidMessage,
  withListButton,
  extraButtons,
  saveLabel = ko.admin.kit.save,
  children,
  fieldOrder = [],
}: Props<T, TOut>) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const onInvalid = async (errors: FieldErrors<T>) => {
    const first = firstErrorMessage(errors, fieldOrder);
    // the spec's own message of a limit or format (e.g. '가로값은 640을 넘게 하지 말아주세요.') wins over the
    // form's generic one, which stands for missing values only
    const specific = first && !(first.type && MISSING_TYPES.has(first.type));
    await showAlert((specific ? first.message : invalidMessage) ?? first?.message ?? ko.validation.invalid);
    if (first) focusField(form, first.field);
  };

  const onValid: SubmitHandler<TOut> = async (values, e) => {
    setSaving(true);
    try {
      await onSave(values, e);
    } finally {
      setSaving(false);
    }
  };

  const cancel = async () => {
    if (await showConfirm(ko.admin.kit.cancelConfirm)) await navigate(listTo);
  };

  return (
    <Box>
      <PageTitle />
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
          <Stack gap="md">{children}</Stack>
          <Group justify="flex-end" mt="xl" gap="xs">
            {withListButton && (
              <Button component={Link} to={listTo} variant="default">
                {ko.admin.kit.list}
              </Button>
            )}
            <Button variant="default" onClick={cancel} disabled={saving}>
              {ko.admin.kit.cancel}
            </Button>
            {extraButtons}
            <Button type="submit" loading={saving}>
              {saveLabel}
            </Button>
          </Group>
        </form>
      </FormProvider>
    </Box>
  );
}
