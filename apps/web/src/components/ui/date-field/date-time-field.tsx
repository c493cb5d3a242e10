import { TextInput } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { Group, Text } from '../layout/layout';
import { DateField } from './date-field';
import { normaliseDate, normaliseTime, splitDateTime } from './parse-date';

const c = ko.controls;

interface Props {
  label: string;
  /** 'YYYY-MM-DDTHH:mm' (what datetime-local gave before) or '' */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** the date box, for focusing it after a failed check */
  inputRef?: Ref<HTMLInputElement | null>;
}

/**
 * A Korean date-time field (decision 145): the date field (YYYY-MM-DD, calendar) and a time box (HH:mm; '0930',
 * '9:30', '09시 30분' are normalised). The value is 'YYYY-MM-DDTHH:mm' once both parts are valid; a half-filled
 * pair gives '' and says what is missing.
 */
export function DateTimeField({ label, value, onChange, error, disabled, required, inputRef }: Props) {
  const id = useId();
  const initial = splitDateTime(value);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [problem, setProblem] = useState<string | undefined>();

  // follow only outside changes of the value (a reset, a loaded record), not what this field emitted
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const next = splitDateTime(value);
    setDate(next.date);
    setTime(next.time);
    setProblem(undefined);
  }, [value]);

  const send = (v: string) => {
    emitted.current = v;
    onChange(v);
  };

  // `fromDate`: a date chosen before the time box was reached is not yet "incomplete" — saying so would
  // push the controls below the field down while the person moves on to the time (and move the button
  // they are about to press)
  const emit = (d: string, t: string, fromDate = false) => {
    const tt = t ? normaliseTime(t) : '';
    if (t && !tt) {
      setProblem(c.timeInvalid);
      send('');
      return;
    }
    if ((d && !tt) || (!d && tt)) {
      if (!(fromDate && d && !t)) setProblem(c.dateTimeIncomplete);
      send('');
      return;
    }
    setProblem(undefined);
    send(d && tt ? `${d}T${tt}` : '');
  };

  const message = error ?? problem;
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <DateField
          label={label}
          withAsterisk={required}
          style={{ flex: '1 1 160px', minWidth: 0 }}
          inputRef={inputRef}
          value={date}
          disabled={disabled}
          onChange={(d) => {
            // a whole date-time pasted into the date box ('2026-11-24 09:30', '2026.11.24T0930') is split
            const whole = /^(.+?)(?:T|\s+)(\d{1,2}:?\d{2})$/.exec(d);
            const wd = whole ? normaliseDate(whole[1] ?? '') : null;
            const wt = whole ? normaliseTime(whole[2] ?? '') : null;
            if (wd && wt) {
              setDate(wd);
              setTime(wt);
              emit(wd, wt);
              return;
            }
            setDate(d);
            emit(/^\d{4}-\d{2}-\d{2}$/.test(d) ? d : '', time, true);
          }}
        />
        <TextInput
          label={c.time}
          aria-label={`${label} ${c.time}`}
          placeholder={c.timePlaceholder}
          value={time}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          w={90}
          style={{ flexShrink: 0 }}
          onChange={(e) => setTime(e.currentTarget.value)}
          onBlur={(e) => {
            const t = normaliseTime(e.currentTarget.value);
            if (t) setTime(t);
            emit(date, e.currentTarget.value.trim() ? (t ?? e.currentTarget.value) : '');
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
      </Group>
      {message && (
        <Text id={`${id}-error`} c="error" size="sm" mt={4}>
          {message}
        </Text>
      )}
    </div>
  );
}
