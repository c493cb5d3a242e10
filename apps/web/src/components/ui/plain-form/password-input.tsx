import { forwardRef, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import own from './password-input.module.css';
import { type BaseInputProps, describedBy, Field, offsets } from './plain-form';
import classes from './plain-form.module.css';

/**
 * A password input with a show/hide button: the portal's one password field (the login form, the my-page gate,
 * the sign-up and Q&A forms). `required` or `withAsterisk` marks the label with a red *.
 */
export const PlainPasswordInput = forwardRef<
  HTMLInputElement,
  BaseInputProps & {
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
      label={label}
      required={withAsterisk ?? input.required}
      description={description}
      error={error}
      style={style}
    >
      <div className={classes.control} {...offsets(description, error)}>
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
