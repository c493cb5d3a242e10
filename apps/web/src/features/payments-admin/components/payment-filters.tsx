import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useState } from 'react';
import { Button, Group, TextInput } from '../../../components/ui/core';
import type { PaymentFilters } from '../api/payments-admin-api';
import { CategoryField, DateField, LotField, StatusField } from './filter-fields';

const f = ko.paymentsAdmin.filters;

interface Props {
  value: PaymentFilters;
  onSearch: (next: PaymentFilters) => void;
  onReset: () => void;
}

/** The payments list's search: period (default today), category, state, lot, car, approval number, amount range. */
export function PaymentFiltersForm({ value, onSearch, onReset }: Props) {
  const [draft, setDraft] = useState(value);
  const set = (k: keyof PaymentFilters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  return (
    <form onSubmit={submit}>
      <Group gap="sm" align="flex-end" mb="md">
        <DateField label={f.startDt} value={draft.startDt} onChange={set('startDt')} />
        <DateField label={f.endDt} value={draft.endDt} onChange={set('endDt')} />
        <CategoryField value={draft.category} onChange={set('category')} />
        <StatusField value={draft.status} onChange={set('status')} />
        <LotField value={draft.lotId} onChange={set('lotId')} />
        <TextInput
          label={f.plate}
          value={draft.plate}
          onChange={(e) => set('plate')(e.currentTarget.value)}
          w={140}
        />
        <TextInput
          label={f.authCode}
          value={draft.authCode}
          onChange={(e) => set('authCode')(e.currentTarget.value)}
          w={130}
        />
        <TextInput
          label={f.minAmt}
          inputMode="numeric"
          value={draft.minAmt}
          onChange={(e) => set('minAmt')(e.currentTarget.value)}
          w={120}
        />
        <TextInput
          label={f.maxAmt}
          inputMode="numeric"
          value={draft.maxAmt}
          onChange={(e) => set('maxAmt')(e.currentTarget.value)}
          w={120}
        />
        <Button type="submit">{f.search}</Button>
        <Button variant="default" onClick={onReset}>
          {f.reset}
        </Button>
      </Group>
    </form>
  );
}
