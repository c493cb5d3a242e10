import {
  type CSSProperties,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import { ChevronUpDownIcon } from '../../icons/icons';
import { type StyleProps, splitStyleProps, useStyleProps } from '../style-props/style-props';
import classes from './plain-form.module.css';

/*
 * Form controls without Mantine (decision 177): a labelled input, a password input with a show/hide button,
 * buttons (with a busy state) and a link-styled button, for the public screens a phone opens first. They take
 * react-hook-form's `register(...)` props like any input.
 */

/** A labelled input's own props (the password input takes these). */
export type BaseInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** a visible label; without it, give the input an aria-label */
  label?: ReactNode;
  /** a hint between the label and the input, read with the input */
  description?: ReactNode;
  /** the field's error: shown under it (unless `true`: the red frame alone), read with it, aria-invalid */
  error?: ReactNode;
};

export type InputProps = BaseInputProps & FieldLook;

/** What the kit's fields take of Mantine's field props (decision 223). */
export interface FieldLook extends StyleProps {
  /** xs 30 px, sm 36 px (the default) or md 42 px high */
  size?: 'xs' | 'sm' | 'md';
  /** default (white, grey line) or filled (grey, no line) */
  variant?: 'default' | 'filled';
  /** the red * after the label; by default when `required` */
  withAsterisk?: boolean;
  /** props of the label (e.g. `{ className: 'sr-only' }` for a label read but not shown) */
  labelProps?: { className?: string };
  /** something drawn inside the field's right end (a unit, a timer); `rightSectionWidth` px wide (34 by default) */
  rightSection?: ReactNode;
  rightSectionWidth?: number;
  /** wraps the input (not its label, hint and error), e.g. to put a button beside it */
  inputContainer?: (input: ReactNode) => ReactNode;
}

/** Whether a hint or error is a message to show (`true` alone asks only for the red frame). */
export const messageShown = (n: ReactNode) => Boolean(n) && n !== true;

/**
 * An error message under a control (id `<control id>-error`), as Mantine's `error` prop draws it; `className` for
 * a control laid out otherwise (the check box's and radio group's own class).
 */
export function PlainFieldError({
  id,
  className = classes.error,
  children,
}: {
  id: string;
  className?: string | undefined;
  children?: ReactNode;
}) {
  if (!messageShown(children)) return null;
  return (
    <p id={`${id}-error`} className={className}>
      {children}
    </p>
  );
}

/** The class of the message under a field (Mantine's Input.Error), for a control that draws its own. */
export const fieldErrorClass = classes.error;

/** The aria attributes of a control with an optional hint and error. */
export function describedBy(id: string, description: ReactNode, error: ReactNode) {
  const ids = [description ? `${id}-description` : '', messageShown(error) ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/**
 * A control's label, hint and error around it, tied to it by `id`, laid out as Mantine's Input.Wrapper (the label
 * inline in a line of the page's line height, 4 px between the hint and the control, and the control and the error).
 */
export function Field({
  id,
  label,
  description,
  error,
  required,
  labelProps,
  style,
  className,
  children,
}: {
  id: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** draw the red * after the label */
  required?: boolean;
  labelProps?: { className?: string };
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field} style={style}>
      {label && (
        <label
          className={labelProps?.className ? `${classes.label} ${labelProps.className}` : classes.label}
          htmlFor={id}
        >
          {label}
          {required && (
            <span className={classes.asterisk} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p id={`${id}-description`} className={classes.description}>
          {description}
        </p>
      )}
      {children}
      <PlainFieldError id={id}>{error}</PlainFieldError>
    </div>
  );
}

/** The data attributes of a field's control box: 4 px above it under a hint, 4 px below it above an error. */
export function offsets(description: ReactNode, error: ReactNode) {
  return {
    'data-offset-top': description ? true : undefined,
    'data-offset-bottom': messageShown(error) ? true : undefined,
  };
}

/** The class of a field's input or select, with its size and variant. */
export function inputClass(
  look: { size?: 'xs' | 'sm' | 'md'; variant?: 'default' | 'filled' },
  extra?: string,
) {
  return [
    classes.input,
    look.size === 'xs' ? classes.inputXs : look.size === 'md' ? classes.inputMd : '',
    look.variant === 'filled' ? classes.filled : '',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The kit's one text input (decision 223): `core.ts` exports it as `TextInput`, this file as `PlainTextInput`.
 * It takes react-hook-form's `register(...)` and Mantine's field props (label, description, error, withAsterisk,
 * required, size, variant, rightSection, inputContainer, style props).
 */
export const PlainTextInput = forwardRef<HTMLInputElement, InputProps>(function PlainTextInput(props, ref) {
  const [
    {
      label,
      description,
      error,
      className,
      style,
      id: givenId,
      size,
      variant,
      withAsterisk,
      labelProps,
      rightSection,
      rightSectionWidth,
      inputContainer,
      ...input
    },
    sp,
  ] = splitStyleProps(props);
  const ownId = useId();
  const id = givenId ?? ownId;
  const own = useStyleProps(sp, style);
  const control = (
    <div
      className={classes.control}
      {...offsets(description, error)}
      style={
        rightSection
          ? ({
              '--right-section-size': `${rightSectionWidth ?? (size === 'xs' ? 28 : size === 'md' ? 40 : 34)}px`,
            } as CSSProperties)
          : undefined
      }
    >
      <input
        ref={ref}
        id={id}
        type="text"
        className={inputClass({ size, variant }, rightSection ? classes.withRightSection : undefined)}
        data-kit-input=""
        {...describedBy(id, description, error)}
        {...input}
      />
      {rightSection && <div className={classes.section}>{rightSection}</div>}
    </div>
  );
  return (
    <>
      {own.sheet}
      <Field
        id={id}
        label={label}
        description={description}
        error={error}
        required={withAsterisk ?? input.required}
        labelProps={labelProps}
        style={own.style}
        className={[own.className, className].filter(Boolean).join(' ') || undefined}
      >
        {inputContainer ? inputContainer(control) : control}
      </Field>
    </>
  );
});

type Option = string | { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'size'> &
  Omit<FieldLook, 'rightSection' | 'rightSectionWidth' | 'inputContainer'> & {
    /** the choices ({ value, label } or a string that is both); `data` is Mantine's name for them */
    options?: readonly Option[];
    data?: readonly Option[];
    /** a visible label; without it, give the select an aria-label */
    label?: ReactNode;
    /** a hint between the label and the select */
    description?: ReactNode;
    /** the field's error, as for PlainTextInput */
    error?: ReactNode;
    className?: string;
  };

/**
 * The kit's one native select (decision 223): `core.ts` exports it as `NativeSelect`, this file as `PlainSelect`.
 * It looks like the portal's inputs, with the chevron of Mantine's NativeSelect.
 */
export const PlainSelect = forwardRef<HTMLSelectElement, SelectProps>(function PlainSelect(props, ref) {
  const [
    {
      options,
      data,
      label,
      description,
      error,
      id: givenId,
      style,
      className,
      size,
      variant,
      withAsterisk,
      labelProps,
      children,
      ...select
    },
    sp,
  ] = splitStyleProps(props);
  const ownId = useId();
  const id = givenId ?? ownId;
  const own = useStyleProps(sp, style);
  const choices = (options ?? data ?? []).map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <>
      {own.sheet}
      <Field
        id={id}
        label={label}
        description={description}
        error={error}
        required={withAsterisk ?? select.required}
        labelProps={labelProps}
        style={own.style}
        className={[own.className, className].filter(Boolean).join(' ') || undefined}
      >
        <div className={classes.control} {...offsets(description, error)}>
          <select
            ref={ref}
            id={id}
            className={inputClass({ size, variant }, classes.select)}
            {...describedBy(id, description, error)}
            {...select}
          >
            {choices.map((o) => (
              <option key={o.value} value={o.value} disabled={'disabled' in o ? o.disabled : undefined}>
                {o.label}
              </option>
            ))}
            {children}
          </select>
          <span className={classes.chevron} aria-hidden="true">
            <ChevronUpDownIcon size={16} />
          </span>
        </div>
      </Field>
    </>
  );
});

/** The kit's one button lives in ../button (decision 223); the plain screens know it by this name. */
export { Button as PlainButton, type ButtonLook, buttonClass } from '../button/button';

/** A button that reads as a link (opens a dialog on the same screen). */
export function PlainLinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={classes.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

export const plainLinkClass = classes.linkButton;
