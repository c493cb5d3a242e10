import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import classes from './plain-form.module.css';

/*
 * Form controls without Mantine (decision 177): a labelled input, a password input with a show/hide button and
 * a submit button with a busy state, for the public screens a phone opens first. They take react-hook-form's
 * `register(...)` props like any input.
 */

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: ReactNode };

export const PlainTextInput = forwardRef<HTMLInputElement, InputProps>(function PlainTextInput(
  { label, className, ...input },
  ref,
) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <input ref={ref} id={id} type="text" className={classes.input} {...input} />
    </div>
  );
});

export const PlainPasswordInput = forwardRef<
  HTMLInputElement,
  InputProps & { /** the show/hide button's name */ toggleLabel: string }
>(function PlainPasswordInput({ label, toggleLabel, className, ...input }, ref) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${classes.input} ${classes.withToggle}`}
          {...input}
        />
        <button
          type="button"
          className={classes.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
    </div>
  );
});

/**
 * A full-width submit button; while `busy` it is disabled, shows a spinner and announces `busyLabel` (its name
 * stays the same).
 */
export function PlainSubmitButton({
  children,
  busy,
  busyLabel,
}: {
  children: ReactNode;
  busy: boolean;
  busyLabel: string;
}) {
  return (
    <>
      <button
        type="submit"
        className={classes.button}
        disabled={busy}
        data-loading={busy || undefined}
        aria-busy={busy || undefined}
      >
        <span className={classes.buttonLabel}>{children}</span>
        {busy && <span className={classes.spinner} aria-hidden="true" />}
      </button>
      <span className={classes.status} role="status">
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
