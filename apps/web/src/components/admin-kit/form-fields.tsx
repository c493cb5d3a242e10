import { ko } from '@parking/shared/messages/ko';
import { lazy, type ReactNode, Suspense } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { loadRichTextEditor } from '../rich-text-editor/load';
import { Group, NativeSelect, Radio, Text, TextInput, type TextInputProps } from '../ui/core';
import { DateField } from '../ui/date-field/date-field';

// The editor (Tiptap and ProseMirror) loads with the first form that has one, not with every back-office screen:
// the kit's list pages share this module with its forms (decision 192); the kit's form screens start it beside
// their code (resource-pages.tsx).
const RichTextEditor = lazy(() => loadRichTextEditor().then((m) => ({ default: m.RichTextEditor })));

function errorOf(errors: Record<string, unknown>, name: string): string | undefined {
  const e = errors[name] as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
}

type TextFieldProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'error'> & {
  name: Path<T>;
  label: string;
};

/** A text field bound to the surrounding AdminForm. */
export function FormTextField<T extends FieldValues>({ name, label, ...rest }: TextFieldProps<T>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<T>();
  return <TextInput label={label} {...register(name)} error={errorOf(errors, name)} {...rest} />;
}

/** A Korean date field (YYYY-MM-DD, calendar; decision 145) bound to the surrounding AdminForm. */
export function FormDateField<T extends FieldValues>({
  name,
  label,
  required,
  disabled,
}: {
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          inputRef={field.ref}
          label={label}
          withAsterisk={required}
          disabled={disabled}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Y/N radio shown as 사용 / 미사용 (popups, banners: spec 3 §4). */
export function FormYnRadio<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={fieldState.error?.message}
          withAsterisk
        >
          <Group mt="xs">
            <Radio value="Y" label={ko.admin.kit.yes} />
            <Radio value="N" label={ko.admin.kit.no} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A drop-down bound to the surrounding AdminForm; `placeholder` is a first, empty choice ('선택'). */
export function FormSelect<T extends FieldValues>({
  name,
  label,
  data,
  required,
  placeholder,
  disabled,
}: {
  name: Path<T>;
  label: string;
  data: readonly SelectOption[];
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) {
  const { control } = useFormContext<T>();
  const options = placeholder !== undefined ? [{ value: '', label: placeholder }, ...data] : [...data];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={label}
          data={options}
          // controlled, so a value whose option arrives later (loaded lists) still shows once it does
          value={String(field.value ?? '')}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          withAsterisk={required}
          disabled={disabled}
        />
      )}
    />
  );
}

/** A rich text (HTML) field bound to the surrounding AdminForm. */
export function FormRichText<T extends FieldValues>({
  name,
  label,
  required,
  touchOnBlur,
  minHeight,
}: {
  name: Path<T>;
  label: string;
  required?: boolean;
  /** report blur to the form (marks the field touched) */
  touchOnBlur?: boolean;
  minHeight?: number;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Suspense
          fallback={
            <Text size="sm" c="dimmed" mih={minHeight ?? 240}>
              {label} · {ko.common.loading}
            </Text>
          }
        >
          <RichTextEditor
            label={label}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            {...(touchOnBlur ? { onBlur: field.onBlur } : {})}
            error={fieldState.error?.message}
            {...(required ? { required } : {})}
            {...(minHeight !== undefined ? { minHeight } : {})}
          />
        </Suspense>
      )}
    />
  );
}

/** A read-only label/value line inside a form (writer, dates on edit screens). */
export function ReadOnlyField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text fw={600} w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {/* the shared read-only look (styles/global.css .readonly-value, decision 146) */}
      <Text className="readonly-value" data-readonly>
        {value || '-'}
      </Text>
    </Group>
  );
}
