import { domainKey } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { type ReactNode, useState } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError, errorText } from '../../lib/api-client';
import { Link, useNavigate } from '../../lib/router';
import { Box, Button, Group, Stack, Text } from '../ui/core';
import { showAlert, showConfirm } from '../ui/dialog/dialog-store';
import { focusField, focusFirstInvalid } from '../ui/field-errors/field-errors';
import { PageTitle } from './page-title';

interface Props<T extends FieldValues, TOut extends FieldValues = T> {
  form: UseFormReturn<T, unknown, TOut>;
  /** save with the parsed values (the caller alerts the server message) */
  onSave: SubmitHandler<TOut>;
  /** where cancel goes after '취소하시겠습니까?' (and the list button) */
  listTo: string;
  /** a line above the buttons while the form has field errors (e.g. the spec's '필수값 확인' for popups) */
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

/**
 * A refused save's field errors (the server's `{ code, message, fieldErrors }`, decision 143) put under their
 * fields of `form` (aria-invalid, message under the field). The server names a field by its wire name
 * (`carNo`); a form in domain names has it as `plate` (decision 206, amended by 227), so an error lands on the
 * field of either name. Returns the first such field in `order` and its message, or null when the error names no
 * field of the form (the caller alerts the message alone).
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  order: readonly string[] = [],
): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.fieldErrors) return null;
  const values = form.getValues() as Record<string, unknown>;
  // the messages by the form's field names
  const fe = new Map<string, string>();
  for (const [k, messages] of Object.entries(error.fieldErrors)) {
    const name = k in values ? k : domainKey(k);
    const message = messages?.[0];
    if (name in values && message && !fe.has(name)) fe.set(name, message);
  }
  const known = [...fe.keys()];
  if (known.length === 0) return null;
  for (const k of known) form.setError(k as Path<T>, { type: 'server', message: fe.get(k) });
  const field = [...order.filter((k) => known.includes(k)), ...known][0] ?? known[0]!;
  return { field, message: fe.get(field) ?? error.message };
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
 * (confirm '취소하시겠습니까?', back to the list) and save. Invalid input shows each message under its field and
 * focuses the first wrong one (decision 193), no modal.
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

  const onInvalid = focusFirstInvalid(form, fieldOrder);
  const { errors, isSubmitted } = form.formState;
  const showInvalid = invalidMessage !== undefined && isSubmitted && Object.keys(errors).length > 0;

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
          {showInvalid && (
            <Text c="error" size="sm" mt="xl" ta="right">
              {invalidMessage}
            </Text>
          )}
          <Group justify="flex-end" mt={showInvalid ? 'xs' : 'xl'} gap="xs">
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
