import { forwardRef, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import own from './password-input.module.css';
import { describedBy, Field, type InputProps } from './plain-form';
import classes from './plain-form.module.css';

/**
 * A password input with a show/hide button: the portal's one password field (the login form, the my-page gate,
 * the sign-up and Q&A forms). `required` or `withAsterisk` marks the label with a red *.
 */
export const PlainPasswordInput = forwardRef<
  HTMLInputElement,
  InputProps & {
    /** the show/hide button's name */
    toggleLabel: string;
    /** the red * without the browser's own required check (a form that validates itself) */
    withAsterisk?: boolean;
  }
>(function PlainPasswordInput(
  { label, description, toggleLabel, withAsterisk, error, className, style, id: givenId, ...input },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [visible, setVisible] = useState(false);
  return (
    <Field
      id={id}
      label={
        withAsterisk || input.required ? (
          <>
            {label}
            <span className={own.asterisk} aria-hidden="true">
              {' *'}
            </span>
          </>
        ) : (
          label
        )
      }
      description={description}
      error={error}
      style={style}
    >
      <div className={classes.control}>
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${classes.input} ${own.withToggle}`}
          {...describedBy(id, description, error)}
          {...input}
        />
        <button
          type="button"
          className={own.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
    </Field>
  );
});
