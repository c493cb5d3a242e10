import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import { ChevronUpDownIcon } from '../../icons/icons';
import { Spinner } from '../spinner/spinner';
import classes from './plain-form.module.css';

/*
 * Form controls without Mantine (decision 177): a labelled input, a password input with a show/hide button,
 * buttons (with a busy state) and a link-styled button, for the public screens a phone opens first. They take
 * react-hook-form's `register(...)` props like any input.
 */

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** a visible label; without it, give the input an aria-label */
  label?: ReactNode;
  /** a hint between the label and the input, read with the input */
  description?: ReactNode;
  /** the field's error: shown under it, read with it, and the input marked aria-invalid */
  error?: ReactNode;
};

/** An error message under a control (id `<control id>-error`), as Mantine's `error` prop draws it. */
function PlainFieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className={classes.error}>
      {children}
    </p>
  );
}

/** The aria attributes of a control with an optional hint and error. */
export function describedBy(id: string, description: ReactNode, error: ReactNode) {
  const ids = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/** A control's label and hint above it, tied to it by `id`. */
export function Field({
  id,
  label,
  description,
  error,
  style,
  children,
}: {
  id: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={classes.field} style={style}>
      {label && (
        <label className={classes.label} htmlFor={id}>
          {label}
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

export const PlainTextInput = forwardRef<HTMLInputElement, InputProps>(function PlainTextInput(
  { label, description, error, className, style, id: givenId, ...input },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Field id={id} label={label} description={description} error={error} style={style}>
      <input
        ref={ref}
        id={id}
        type="text"
        className={classes.input}
        {...describedBy(id, description, error)}
        {...input}
      />
    </Field>
  );
});

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  options: readonly { value: string; label: string }[];
  /** a visible label; without it, give the select an aria-label */
  label?: ReactNode;
  /** the field's error, as for PlainTextInput */
  error?: ReactNode;
};

/** A native select that looks like the portal's inputs, with the chevron of Mantine's NativeSelect. */
export const PlainSelect = forwardRef<HTMLSelectElement, SelectProps>(function PlainSelect(
  { options, label, error, id: givenId, style, ...select },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Field id={id} label={label} error={error} style={style}>
      <div className={classes.control}>
        <select
          ref={ref}
          id={id}
          className={`${classes.input} ${classes.select}`}
          {...describedBy(id, undefined, error)}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <span className={classes.chevron} aria-hidden="true">
          <ChevronUpDownIcon size={16} />
        </span>
      </div>
    </Field>
  );
});

export interface ButtonLook {
  /** xs 30 px, sm 36 px (the default), md 42 px high, compact 26 px, as Mantine's sizes */
  size?: 'xs' | 'sm' | 'md' | 'compact';
  /** filled (primary), outline (primary line), default (white with a grey line) or subtle (text only) */
  variant?: 'filled' | 'outline' | 'default' | 'subtle';
  /** the whole width: always, or only on phones (below 36em) */
  block?: boolean | 'phone';
}

/** The class of a plain button (also for a link that looks like one). */
export function buttonClass({ size = 'sm', variant = 'filled', block = false }: ButtonLook = {}): string {
  return [
    classes.button,
    classes[size],
    variant === 'filled' ? '' : classes[variant],
    block === true ? classes.block : block === 'phone' ? classes.blockOnPhone : '',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    /** disabled with a spinner in place of the label (the button's name stays the same) */
    busy?: boolean;
    /** announced in a status region beside the button while busy */
    busyLabel?: string;
  };

/** A button without Mantine; `busy` disables it and shows a spinner, `busyLabel` is announced meanwhile. */
export function PlainButton({
  size,
  variant,
  block,
  busy = false,
  busyLabel,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const button = (
    <button
      type={type}
      className={buttonClass({ size, variant, block })}
      disabled={disabled || busy}
      data-loading={busy || undefined}
      aria-busy={busy || undefined}
      {...rest}
    >
      <span className={classes.buttonLabel}>{children}</span>
      {busy && (
        <span className={classes.spinner}>
          <Spinner />
        </span>
      )}
    </button>
  );
  if (busyLabel === undefined) return button;
  return (
    <>
      {button}
      <span className="sr-only" role="status">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}

/** A button that reads as a link (opens a dialog on the same screen). */
export function PlainLinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={classes.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

export const plainLinkClass = classes.linkButton;
