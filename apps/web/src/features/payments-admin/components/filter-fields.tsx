import { ko } from '@parking/shared/messages/ko';
import { PAY_CATEGORIES, PAYMENT_STATUSES } from '@parking/shared/payments/schemas';
import { useParkingMap } from '../../../components/lot-data/parking-map-query';
import { NativeSelect } from '../../../components/ui/core';
import { DateField as KoreanDateField } from '../../../components/ui/date-field/date-field';

const f = ko.paymentsAdmin.filters;
const r = ko.payments.receipt;

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function DateField({ label, value, onChange }: FieldProps & { label: string }) {
  return <KoreanDateField label={label} value={value} onChange={onChange} w={170} />;
}

export function CategoryField({ value, onChange }: FieldProps) {
  return (
    <NativeSelect
      label={f.category}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: '', label: f.all },
        ...PAY_CATEGORIES.map((c) => ({ value: c, label: r.categories[c] })),
      ]}
      w={170}
    />
  );
}

export function StatusField({ value, onChange }: FieldProps) {
  return (
    <NativeSelect
      label={f.status}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: '', label: f.all },
        ...PAYMENT_STATUSES.map((s) => ({ value: s, label: r.statuses[s] })),
      ]}
      w={140}
    />
  );
}

/** The lots of the map, plus "on-street / other" (payments without a lot, sectnId 0). */
export function LotField({ value, onChange }: FieldProps) {
  const lots = useParkingMap();
  return (
    <NativeSelect
      label={f.lot}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: '', label: f.all },
        { value: '0', label: ko.paymentsAdmin.noLot },
        ...(lots.data ?? []).map((l) => ({ value: String(l.SECTN_ID), label: l.PARKING_NM })),
      ]}
      w={220}
    />
  );
}
