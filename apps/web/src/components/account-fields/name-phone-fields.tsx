import type { Dispatch, SetStateAction } from 'react';
import type { PhoneParts } from '../phone-verification/phone-parts';
import { controlledParts, PhonePartsInput } from '../phone-verification/phone-parts-input';
import { TextInput } from '../ui/core';

export interface NamePhoneErrors {
  name?: string;
  phone?: string;
}

/** Name and mobile in three parts (find id, sign-up verification): editing a field clears its error. */
export function NamePhoneFields({
  ids,
  labels,
  name,
  setName,
  phone,
  setPhone,
  errors,
  setErrors,
  readOnly,
}: {
  ids: { name: string; phone: string };
  labels: { name: string; phone: string };
  name: string;
  setName: (name: string) => void;
  phone: PhoneParts;
  setPhone: (phone: PhoneParts) => void;
  errors: NamePhoneErrors;
  setErrors: Dispatch<SetStateAction<NamePhoneErrors>>;
  readOnly?: boolean;
}) {
  return (
    <>
      <TextInput
        id={ids.name}
        label={labels.name}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setErrors((x) => ({ ...x, name: undefined }));
        }}
        maxLength={50}
        required
        autoComplete="name"
        readOnly={readOnly}
        error={errors.name}
        data-autofocus
      />
      <PhonePartsInput
        id={ids.phone}
        label={labels.phone}
        required
        readOnly={readOnly}
        error={errors.phone}
        parts={controlledParts(phone, (next) => {
          setPhone(next);
          setErrors((x) => ({ ...x, phone: undefined }));
        })}
      />
    </>
  );
}
