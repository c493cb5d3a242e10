import { phoneParts, STAFF_ID_RE } from '@parking/shared/admin-staff/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button, Group, Input, NativeSelect, SimpleGrid, Text, TextInput } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { showFieldError } from '../../../components/ui/field-errors/field-errors';
import { errorText } from '../../../lib/api-client';
import { deptOptionsQuery, staffApi, teamOptionsQuery } from '../api/staff-api';

const t = ko.adminStaff.user;
type AnyForm = UseFormReturn<FieldValues>;
const asForm = (form: object) => form as unknown as AnyForm;
const errorOf = (form: AnyForm, name: string) => {
  const e = form.formState.errors[name] as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
};

/**
 * The login id with its availability check (spec 3 §5): the check must run on the id as typed before saving;
 * the form's `idChecked` holds the id found available.
 */
export function StaffIdField({ form: anyForm }: { form: object }) {
  const form = asForm(anyForm);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const id = String(form.getValues('empNo') ?? '').trim();
    // a malformed id answers under it, with the focus on it, no modal (decision 193)
    if (!STAFF_ID_RE.test(id)) return showFieldError(form, 'empNo', ko.accounts.v.idRule);
    setBusy(true);
    try {
      if ((await staffApi.idCheck(id)) === 1) {
        form.setValue('idChecked', '');
        await showAlert(ko.accounts.v.idTaken);
      } else {
        form.setValue('idChecked', id, { shouldValidate: form.formState.isSubmitted });
        await showAlert(ko.accounts.v.idAvailable);
      }
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const error = errorOf(form, 'empNo');
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t.id}
        description={t.idHint}
        withAsterisk
        maxLength={20}
        autoComplete="off"
        style={{ flex: 1 }}
        {...form.register('empNo')}
        error={error}
      />
      <Button variant="outline" onClick={() => void run()} loading={busy} mb={error ? 22 : 0}>
        {t.idCheck}
      </Button>
    </Group>
  );
}

const splitValue = (v: unknown): [string, string, string] => {
  const s = String(v ?? '');
  if (s.includes('-')) {
    const [a = '', b = '', c = ''] = s.split('-');
    return [a, b, c];
  }
  return phoneParts(s);
};

/** A phone of three parts of at most 4 digits each, stored joined with '-' (spec 3 §2.10, §9). */
export function PhoneField({
  form,
  name,
  label,
}: {
  form: object;
  name: 'empMobile' | 'empTelNo';
  label: string;
}) {
  return (
    <Controller
      control={asForm(form).control}
      name={name}
      render={({ field, fieldState }) => {
        const parts = splitValue(field.value);
        const set = (i: number, value: string) => {
          const next = [...parts];
          next[i] = value.trim();
          field.onChange(next.every((p) => p === '') ? '' : next.join('-'));
        };
        return (
          <Input.Wrapper label={label} error={fieldState.error?.message}>
            <Group gap={6} wrap="nowrap" align="center">
              {parts.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the three fixed parts of one number
                <Group key={i} gap={6} wrap="nowrap" style={{ flex: 1 }}>
                  {i > 0 && <Text aria-hidden>-</Text>}
                  <TextInput
                    aria-label={t.phonePart(label, i + 1)}
                    value={p}
                    maxLength={4}
                    inputMode="numeric"
                    style={{ flex: 1 }}
                    onChange={(e) => set(i, e.currentTarget.value)}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                  />
                </Group>
              ))}
            </Group>
          </Input.Wrapper>
        );
      }}
    />
  );
}

/** Department and team; the team choices follow the department, and a team outside it is cleared. */
export function OrgFields({ form: anyForm }: { form: object }) {
  const form = asForm(anyForm);
  const depts = useQuery(deptOptionsQuery);
  const teams = useQuery(teamOptionsQuery);
  const deptId = String(form.watch('empDeptCd') ?? '');
  const teamOptions = (teams.data ?? []).filter((tm) => deptId === '' || tm.deptId === deptId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={form.control}
        name="empDeptCd"
        render={({ field, fieldState }) => (
          <NativeSelect
            label={t.dept}
            data={[{ value: '', label: t.select }, ...(depts.data ?? [])]}
            value={String(field.value ?? '')}
            onChange={(e) => {
              field.onChange(e.currentTarget.value);
              const team = (teams.data ?? []).find((tm) => tm.teamId === form.getValues('empTeamCd'));
              if (team && team.deptId !== e.currentTarget.value) form.setValue('empTeamCd', '');
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="empTeamCd"
        render={({ field, fieldState }) => (
          <NativeSelect
            label={t.team}
            data={[
              { value: '', label: t.select },
              ...teamOptions.map((tm) => ({ value: tm.teamId, label: tm.teamNm })),
            ]}
            value={String(field.value ?? '')}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
