import { useState } from 'react';
import { DateField } from './date-field';
import { dateRangeProblem } from './parse-date';

interface PeriodMessages {
  from: string;
  to: string;
  /** a date not written YYYY-MM-DD */
  format: string;
  /** the start after the end */
  order: string;
}

/**
 * A search period of two date fields (from, to) with its check: a wrong period answers under the date it concerns
 * and moves the focus there, no modal (decision 193). One piece for every admin search by period
 * (/accessinfo, /privacyaccess).
 */
export function usePeriodFields(idPrefix: string, messages: PeriodMessages) {
  const [problem, setProblem] = useState<ReturnType<typeof dateRangeProblem>>(null);
  const id = (field: 'start' | 'end') => `${idPrefix}-${field}`;

  /** True when [start, end] is a period; otherwise shows why under the field and focuses it. */
  const check = (start: string, end: string): boolean => {
    const found = dateRangeProblem(start, end, messages);
    setProblem(found);
    if (found) document.getElementById(id(found.field))?.focus();
    return found === null;
  };

  const fields = (start: string, end: string, onChange: (field: 'start' | 'end', value: string) => void) => (
    <>
      <DateField
        id={id('start')}
        error={problem?.field === 'start' ? problem.message : undefined}
        label={messages.from}
        value={start}
        onChange={(v) => onChange('start', v)}
        w={170}
      />
      <DateField
        id={id('end')}
        error={problem?.field === 'end' ? problem.message : undefined}
        label={messages.to}
        value={end}
        onChange={(v) => onChange('end', v)}
        w={170}
      />
    </>
  );

  return { check, fields };
}
