import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { Group, Text } from '../ui/core';
import { fieldErrorClass, inputClass } from '../ui/plain-form/plain-form';
import { digitsOnly, type PhoneParts } from './phone-parts';

type PartProps = Omit<ComponentPropsWithRef<'input'>, 'size'>;

export interface PhonePartsInputProps {
  /** id prefix: the parts get `${id}-1`, `${id}-2`, `${id}-3` */
  id: string;
  /** group label, e.g. '휴대폰 번호' */
  label: string;
  /** props of each part: react-hook-form's `register(...)` or `value` + `onChange` */
  parts: readonly [PartProps, PartProps, PartProps];
  /** maximum digits per part (default 3/4/4) */
  maxLengths?: readonly [number, number, number];
  required?: boolean;
  error?: string | undefined;
  /** extra text under the inputs (e.g. a check result), announced with the group */
  description?: string | undefined;
  disabled?: boolean;
  readOnly?: boolean;
}

const PART_NAMES = ['앞자리', '가운데 자리', '뒷자리'] as const;

/**
 * Three digit-only inputs in a fieldset (spec 1 §5). The legend names the group, each part has its own
 * accessible name, the error is tied to every part with aria-describedby. Typing a full part moves on.
 */
export function PhonePartsInput({
  id,
  label,
  parts,
  maxLengths = [3, 4, 4],
  required,
  error,
  description,
  disabled,
  readOnly,
}: PhonePartsInputProps) {
  const errorId = `${id}-error`;
  const descId = `${id}-description`;
  const describedBy = [error ? errorId : null, description && !error ? descId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 4 }}>
        <Text component="span" size="sm" fw={600}>
          {label}
        </Text>
        {required && (
          <Text component="span" c="danger.6" ml={4} aria-hidden>
            *
          </Text>
        )}
      </legend>
      <Group gap={6} wrap="nowrap" align="center">
        {parts.map((props, i) => {
          const max = maxLengths[i] ?? 4;
          const { onChange, ...rest } = props;
          const handle = (e: ChangeEvent<HTMLInputElement>) => {
            const clean = digitsOnly(e.target.value).slice(0, max);
            if (clean !== e.target.value) e.target.value = clean;
            onChange?.(e);
            if (clean.length === max && i < 2) document.getElementById(`${id}-${i + 2}`)?.focus();
          };
          return (
            <Group key={PART_NAMES[i]} gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              {i > 0 && (
                <Text component="span" aria-hidden c="gray.6">
                  -
                </Text>
              )}
              <input
                {...rest}
                id={`${id}-${i + 1}`}
                onChange={handle}
                inputMode="numeric"
                autoComplete="off"
                maxLength={max}
                aria-label={`${label} ${PART_NAMES[i]}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                aria-required={required}
                className={inputClass({})}
                disabled={disabled}
                readOnly={readOnly}
                style={{ flex: 1, minWidth: 0 }}
              />
            </Group>
          );
        })}
      </Group>
      {description && !error && (
        <Text id={descId} size="sm" mt={4} c="primary.6" aria-live="polite">
          {description}
        </Text>
      )}
      {error && (
        <p id={errorId} className={fieldErrorClass} style={{ marginTop: 4 }}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Props for three controlled parts (dialogs without react-hook-form). */
export function controlledParts(
  value: PhoneParts,
  onChange: (next: PhoneParts) => void,
): [PartProps, PartProps, PartProps] {
  const part = (i: 0 | 1 | 2): PartProps => ({
    value: value[i],
    onChange: (e) => {
      const next: [string, string, string] = [value[0], value[1], value[2]];
      next[i] = e.target.value;
      onChange(next);
    },
  });
  return [part(0), part(1), part(2)];
}
