import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { ko } from '@parking/shared/messages/ko';
import dayjs from 'dayjs';
// The Korean calendar words (일–토, 11월) load with this module, i.e. only with screens that have a date
// field, never with the first page (build-budget.test.ts).
import 'dayjs/locale/ko';
import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { normaliseDate } from './parse-date';

const c = ko.controls;

export interface DateFieldProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type' | 'rightSection' | 'ref'> {
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  /** a normalised date, '' when cleared, or the raw text when it is not a date (the field shows why) */
  onChange: (value: string) => void;
  /** the earliest / latest choosable day, 'YYYY-MM-DD' */
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement | null>;
}

/** The week starts on Sunday (일 월 화 수 목 금 토), the header reads '2026년 11월'. */
export const calendarProps = {
  locale: 'ko',
  firstDayOfWeek: 0 as const,
  weekdayFormat: 'dd',
  monthLabelFormat: 'YYYY년 M월',
  yearLabelFormat: 'YYYY년',
  decadeLabelFormat: 'YYYY',
  monthsListFormat: 'M월',
  getDayAriaLabel: (d: string) => dayjs(d).locale('ko').format('YYYY년 M월 D일 dddd'),
  ariaLabels: {
    nextMonth: c.nextMonth,
    previousMonth: c.previousMonth,
    nextYear: c.nextYear,
    previousYear: c.previousYear,
    nextDecade: c.nextDecade,
    previousDecade: c.previousDecade,
    monthLevelControl: c.monthLevel,
    yearLevelControl: c.yearLevel,
  },
};

function CalendarIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * One Korean date field (decision 145): typed text in any common form (2026.11.24, 20261124, 2026/11/24) is
 * normalised to YYYY-MM-DD when the field is left; anything else gets a Korean message under the field. The
 * button beside it (or Alt+↓ in the box) opens a Korean calendar, week from Sunday, operated with the arrow
 * keys, Enter to choose, Esc to close.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  inputRef,
  error,
  onBlur,
  disabled,
  id: idProp,
  ...rest
}: DateFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const ref = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => ref.current as HTMLInputElement, []);
  const [text, setText] = useState(value ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const dropdown = useRef<HTMLDivElement>(null);

  // the calendar opens on the chosen day (else today), ready for the arrow keys
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => {
      dropdown.current?.querySelector<HTMLButtonElement>('table button[tabindex="0"]')?.focus();
    }, 0);
    return () => clearTimeout(t);
  }, [open]);

  // follow the value when it changes from outside (a reset, a loaded record)
  useEffect(() => {
    setText((t) => (normaliseDate(t) === value || t === value ? t : (value ?? '')));
    if (value === '' || normaliseDate(value ?? '')) setProblem(undefined);
  }, [value]);

  const commit = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed === '') {
      setProblem(undefined);
      onChange('');
      return;
    }
    const date = normaliseDate(trimmed);
    if (date) {
      setText(date);
      setProblem(undefined);
      onChange(date);
    } else {
      setProblem(c.dateInvalid);
      onChange(trimmed);
    }
  };

  const pick = (d: string | null) => {
    const date = d ? d.slice(0, 10) : '';
    setText(date);
    setProblem(undefined);
    onChange(date);
    // focus goes back to the calendar button (the popover's returnFocus)
    setOpen(false);
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
    } else if (e.key === 'Enter') {
      // normalise before a surrounding form submits
      commit(e.currentTarget.value);
    }
  };

  const selected = normaliseDate(value ?? '');
  return (
    <Popover
      opened={open}
      onChange={setOpen}
      position="bottom-start"
      trapFocus
      returnFocus
      // the dropdown is named after the field here (Mantine would name it by the text box's content)
      withRoles={false}
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <TextInput
          {...rest}
          id={id}
          ref={ref}
          label={label}
          value={text}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          placeholder={c.datePlaceholder}
          maxLength={20}
          error={error ?? problem}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setText(v);
            const date = normaliseDate(v);
            // a complete date counts at once (so Enter submits it); partial text waits for blur
            if (date && v.length >= 8) {
              setProblem(undefined);
              onChange(date);
            }
          }}
          onBlur={(e) => {
            commit(e.currentTarget.value);
            onBlur?.(e);
          }}
          onKeyDown={keyDown}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={disabled}
              aria-label={`${label} ${c.openCalendar}`}
              aria-expanded={open}
              aria-haspopup="dialog"
              onClick={() => setOpen((o) => !o)}
            >
              <CalendarIcon />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown ref={dropdown} role="dialog" aria-label={c.calendarLabel(label)}>
        <DatePicker
          {...calendarProps}
          value={selected}
          defaultDate={selected ?? undefined}
          onChange={pick}
          minDate={min}
          maxDate={max}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
