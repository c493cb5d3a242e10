import { ko } from '@parking/shared/messages/ko';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { PostcodeField } from '../postcode/postcode-field';
import { FormSection } from './form-section';

/** The address section of a react-hook-form form: zip code and address from the postcode widget, detail. */
export function AddressSection<T extends FieldValues>({
  id,
  required,
  names,
  register,
  setValue,
  errors,
}: {
  /** id prefix of the three inputs */
  id: string;
  required?: boolean;
  names: { zipcode: Path<T>; address: Path<T>; detail: Path<T> };
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
}) {
  const message = (name: Path<T>): string | undefined =>
    (get(errors, name) as FieldError | undefined)?.message;
  return (
    <FormSection title={ko.accounts.signup.addressSection}>
      <PostcodeField
        id={id}
        required={required}
        zipcode={register(names.zipcode)}
        address={register(names.address)}
        detail={register(names.detail)}
        zipcodeError={message(names.zipcode)}
        addressError={message(names.address)}
        detailError={message(names.detail)}
        onPick={({ zipcode, address }) => {
          setValue(names.zipcode, zipcode as PathValue<T, Path<T>>, { shouldValidate: true });
          setValue(names.address, address as PathValue<T, Path<T>>, { shouldValidate: true });
        }}
      />
    </FormSection>
  );
}
