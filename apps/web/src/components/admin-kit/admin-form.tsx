import { Box, Button, Group, Stack } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { type ReactNode, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
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
): { field: string; message: string } | null {
  const keys = [...order, ...Object.keys(errors).filter((k) => !order.includes(k))];
  for (const k of keys) {
    const e = (errors as Record<string, { message?: unknown } | undefined>)[k];
    if (e) return { field: k, message: typeof e.message === 'string' ? e.message : ko.validation.invalid };
  }
  return null;
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
    await showAlert(invalidMessage ?? first?.message ?? ko.validation.invalid);
    if (first) {
      try {
        form.setFocus(first.field as Parameters<typeof form.setFocus>[0]);
      } catch {
        // a field without a focusable element
      }
    }
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
