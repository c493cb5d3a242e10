import { domainKey, toDomain, toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { historyQuerySchema, UNPAID_CAR_NO_MAX } from '@parking/shared/unpaid/schemas';
import { useRef, useState } from 'react';
import { SearchCard } from '../search-card/search-card';
import { TextInput } from '../ui/core';
import { DateField } from '../ui/date-field/date-field';
import { useWrongField } from '../ui/field-errors/field-errors';
import { defaultHistoryQuery, type HistorySearchQuery } from './default-query';

const h = ko.payments.history;
const w = ko.payments.web;

/** Today's range, the default of every history (spec 2 §9). */
// kept in a module of its own: the routes' prefetch uses it without this form's code (decision 201)
export { defaultHistoryQuery, type HistorySearchQuery };

/**
 * Validate the history conditions with the server's own schema: '차량번호 형식이 올바르지 않습니다.' for a
 * bad car number, the date order and span otherwise. Returns the query or the message to alert.
 */
export function checkHistoryQuery(input: {
  plate: string;
  startDate: string;
  endDate: string;
}):
  | { ok: true; query: HistorySearchQuery }
  | { ok: false; field: 'plate' | 'startDate' | 'endDate'; message: string } {
  const parsed = historyQuerySchema.safeParse(toWire(input));
  if (parsed.success) return { ok: true, query: toDomain(parsed.data) };
  const issue = parsed.error.issues[0];
  const field = domainKey(String(issue?.path[0]));
  return {
    ok: false,
    field: field === 'plate' || field === 'startDate' ? field : 'endDate',
    message: issue?.message ?? ko.validation.invalid,
  };
}

/**
 * 시작일, 종료일 (default today), optional car number (max 10; `withCarNo` false leaves it out, e.g. the
 * business member's web prepaid histories) and 조회; Enter searches.
 */
export function HistorySearch({
  onSearch,
  withCarNo = true,
}: {
  onSearch: (q: HistorySearchQuery) => void;
  withCarNo?: boolean;
}) {
  const [form, setForm] = useState(() => {
    const d = defaultHistoryQuery();
    return { plate: '', startDate: d.startDate, endDate: d.endDate };
  });
  const refs = {
    plate: useRef<HTMLInputElement>(null),
    startDate: useRef<HTMLInputElement>(null),
    endDate: useRef<HTMLInputElement>(null),
  };
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
    wrong.clear(k);
  };
  // the wrong field of the last search and its message, shown under it (decision 193)
  const wrong = useWrongField<keyof typeof form>();

  const submit = async () => {
    const r = checkHistoryQuery(form);
    if (!r.ok) {
      wrong.show(r.field, r.message);
      refs[r.field].current?.focus();
      return;
    }
    wrong.clear();
    onSearch(r.query);
  };

  return (
    <SearchCard label={w.historyForm} submitLabel={h.search} onSearch={submit}>
      <DateField
        inputRef={refs.startDate}
        label={h.startDate}
        value={form.startDate}
        onChange={(v) => set('startDate')({ currentTarget: { value: v } })}
        error={wrong.errorOf('startDate')}
        min="2000-01-01"
        max="2099-12-31"
        w={{ base: '100%', xs: 170 }}
      />
      <DateField
        inputRef={refs.endDate}
        label={h.endDate}
        value={form.endDate}
        onChange={(v) => set('endDate')({ currentTarget: { value: v } })}
        error={wrong.errorOf('endDate')}
        min={/^\d{4}-\d{2}-\d{2}$/.test(form.startDate) ? form.startDate : '2000-01-01'}
        max="2099-12-31"
        w={{ base: '100%', xs: 170 }}
      />
      {withCarNo ? (
        <TextInput
          ref={refs.plate}
          label={h.plate}
          placeholder={w.historyCarNoPlaceholder}
          value={form.plate}
          onChange={set('plate')}
          error={wrong.errorOf('plate')}
          maxLength={UNPAID_CAR_NO_MAX}
          autoComplete="off"
          style={{ flex: '1 1 180px' }}
        />
      ) : null}
    </SearchCard>
  );
}
