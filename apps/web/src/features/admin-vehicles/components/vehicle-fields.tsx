import { isVehicleCarNo, stripSpaces } from '@parking/shared/admin-vehicles/rules';
import { ko } from '@parking/shared/messages/ko';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button, Checkbox, Group, NativeSelect, TextInput } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { showFieldError } from '../../../components/ui/field-errors/field-errors';
import { errorText } from '../../../lib/api-client';
import { freeCarLotsQuery } from '../api/vehicles-api';

const t = ko.adminVehicles;
/** The form of a descriptor (the fields serve the discount and the free form alike). */
type AnyForm = UseFormReturn<FieldValues>;
const asForm = (form: object) => form as unknown as AnyForm;
const errorOf = (form: AnyForm, name: string) => {
  const e = form.formState.errors[name] as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
};

interface PlateProps {
  form: object;
  /** free vehicles accept a 3-letter prefix */
  free: boolean;
  /** the number of the record being edited ('같은 번호입니다.' when unchanged) */
  original: string | null;
  check: (plate: string) => Promise<{ available: boolean; message: string }>;
  /** a reason the check cannot run yet (e.g. no lot chosen), alerted instead */
  blocked?: () => string | null;
  /** hide the check button (free vehicles for all or annex lots, spec 3 §2.5) */
  hideCheck?: boolean;
}

/** The vehicle number (form field `plate`) with its duplicate-check button (spec 3 §2.4, §2.5, §5). */
export function PlateField({ form: anyForm, free, original, check, blocked, hideCheck }: PlateProps) {
  const form = asForm(anyForm);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const plate = stripSpaces(String(form.getValues('plate') ?? ''));
    // the number's own problems answer under it (decision 193); a missing lot is the other field's, alerted
    if (!isVehicleCarNo(plate, free))
      return showFieldError(form, 'plate', free ? t.v.carNoFormatCheck : t.v.carNoFormat);
    const reason = blocked?.();
    if (reason) return showAlert(reason);
    if (original !== null && plate === original) return showFieldError(form, 'plate', t.v.sameNumber);
    form.clearErrors('plate');
    setBusy(true);
    try {
      await showAlert((await check(plate)).message);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t.discount.plate}
        placeholder="12가3456"
        withAsterisk
        maxLength={20}
        style={{ flex: 1 }}
        {...form.register('plate')}
        error={errorOf(form, 'plate')}
      />
      {!hideCheck && (
        <Button
          variant="outline"
          onClick={() => void run()}
          loading={busy}
          mb={errorOf(form, 'plate') ? 22 : 0}
        >
          {t.discount.check}
        </Button>
      )}
    </Group>
  );
}

/** Weekday check boxes writing applyDay digits 1 Sunday … 7 Saturday (spec 3 §3). */
export function WeekdayField({ form }: { form: object }) {
  return (
    <Controller
      control={asForm(form).control}
      name="applyDay"
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label={t.free.days}
          withAsterisk
          value={[...String(field.value ?? '')]}
          onChange={(v) => field.onChange([...v].sort().join(''))}
          error={fieldState.error?.message}
        >
          <Group mt="xs" gap="md">
            {t.weekdays.map((name, i) => (
              <Checkbox key={name} value={String(i + 1)} label={name} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}

/** Markers of the lot select: all lots and annex lots (spec 3 §4). */
const ALL = '-1';
const ANNEX = '-2';

/** The target lot: all lots (PRD-002, -1), annex lots (PRD-003, -2) or one lot (PRD-001, its id). */
export function LotField({ form: anyForm }: { form: object }) {
  const form = asForm(anyForm);
  const lots = useQuery(freeCarLotsQuery);
  const lotId = String(form.watch('lotId') ?? '');
  const error = errorOf(form, 'lotId') ?? errorOf(form, 'parkingRegDiv');
  return (
    <NativeSelect
      label={t.free.lot}
      withAsterisk
      value={lotId}
      error={error}
      onChange={(e) => {
        const v = e.currentTarget.value;
        form.setValue('lotId', v, { shouldValidate: form.formState.isSubmitted });
        form.setValue('parkingRegDiv', v === ALL ? 'PRD-002' : v === ANNEX ? 'PRD-003' : 'PRD-001');
      }}
      data={[
        { value: '', label: t.free.lotPlaceholder },
        { value: ALL, label: t.free.allLots },
        { value: ANNEX, label: t.free.annexLots },
        ...(lots.data ?? []),
      ]}
    />
  );
}
