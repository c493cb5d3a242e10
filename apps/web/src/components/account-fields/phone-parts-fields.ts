import type { FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';

/** The three inputs of a phone number kept as `${prefix}1`…`${prefix}3` in a react-hook-form form. */
export function registerPhoneParts<T extends FieldValues>(
  register: UseFormRegister<T>,
  prefix: string,
  options?: RegisterOptions<T>,
) {
  return [1, 2, 3].map((i) => register(`${prefix}${i}` as Path<T>, options)) as [
    ReturnType<UseFormRegister<T>>,
    ReturnType<UseFormRegister<T>>,
    ReturnType<UseFormRegister<T>>,
  ];
}

/** The first validation message of the three parts, in order. */
export function phonePartsError<T extends FieldValues>(
  errors: FieldErrors<T>,
  prefix: string,
): string | undefined {
  for (const i of [1, 2, 3]) {
    const message = errors[`${prefix}${i}`]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
