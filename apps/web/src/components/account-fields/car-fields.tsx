import type { DcItem } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { ComponentPropsWithRef } from 'react';
import { DiscountCheck, type DiscountCheckProps } from '../discount-check/discount-check';
import { Stack, TextInput } from '../ui/core';
import { FormSection } from './form-section';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'>;

/** The car section: number, owner, kind and the reduction check (spec 1 §2.7, spec 2 §5). */
export function CarFields({
  idPrefix,
  carNoMaxLength,
  required,
  kindRequired,
  inputs,
  errors,
  getCar,
  discount,
  onDiscount,
  method,
}: {
  /** `${idPrefix}-car-no`, `${idPrefix}-owner`, `${idPrefix}-car-kind`, `${idPrefix}-discount` */
  idPrefix: string;
  carNoMaxLength: number;
  /** car number and owner */
  required: boolean;
  kindRequired?: boolean;
  inputs: { plate: InputProps; owner: InputProps; kind: InputProps };
  errors: { plate?: string | undefined; owner?: string | undefined; kind?: string | undefined };
  getCar: DiscountCheckProps['getCar'];
  discount: DcItem | null;
  onDiscount: (value: DcItem) => void;
  method?: DiscountCheckProps['method'];
}) {
  const s = ko.accounts.signup;
  return (
    <FormSection title={s.carSection}>
      <Stack gap="md">
        <TextInput
          id={`${idPrefix}-car-no`}
          label={s.plate}
          description={s.carNoHint}
          required={required}
          maxLength={carNoMaxLength}
          error={errors.plate}
          {...inputs.plate}
        />
        <TextInput
          id={`${idPrefix}-owner`}
          label={s.carOwnerNm}
          required={required}
          maxLength={50}
          error={errors.owner}
          {...inputs.owner}
        />
        <TextInput
          id={`${idPrefix}-car-kind`}
          label={s.carKind}
          placeholder={s.carKindPlaceholder}
          required={kindRequired}
          maxLength={30}
          error={errors.kind}
          {...inputs.kind}
        />
        <DiscountCheck
          id={`${idPrefix}-discount`}
          method={method}
          getCar={getCar}
          value={discount}
          onChange={onDiscount}
        />
      </Stack>
    </FormSection>
  );
}
