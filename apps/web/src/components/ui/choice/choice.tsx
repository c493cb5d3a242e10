import {
  type ChangeEvent,
  createContext,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import { describedBy, messageShown, PlainFieldError } from '../plain-form/plain-form';
import { type StyleProps, splitStyleProps, useStyleProps } from '../style-props/style-props';
import classes from './choice.module.css';

/*
 * The kit's check box, radio and radio group without Mantine (decision 225), drawn as Mantine's Checkbox, Radio
 * and Radio.Group draw them (size sm, filled, the theme's primary colour). Unlike Mantine 9's Checkbox they set
 * `aria-invalid` themselves and tie the message under the label with `aria-describedby` (decision 193). A screen
 * built on them loads no Mantine (a route may then be marked withoutMantine).
 */

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>;

export type ChoiceProps = NativeProps &
  StyleProps & {
    /** the text beside the control; without it, give the control an aria-label */
    label?: ReactNode;
    /** a hint under the label, read with the control */
    description?: ReactNode;
    /** the field's error under the label (`true`: the red frame alone), read with the control, aria-invalid */
    error?: ReactNode;
  };

function CheckIcon({ className }: { className: string | undefined }) {
  return (
    <svg viewBox="0 0 10 7" fill="none" className={className} aria-hidden="true">
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

function DotIcon({ className }: { className: string | undefined }) {
  return (
    <svg viewBox="0 0 5 5" className={className} aria-hidden="true">
      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** The control, its label, hint and error, laid out as Mantine's InlineInput (label on the right). */
const Choice = forwardRef<HTMLInputElement, ChoiceProps & { kind: 'checkbox' | 'radio' }>(
  function Choice(props, ref) {
    const [{ kind, label, description, error, id: givenId, className, style, disabled, ...input }, sp] =
      splitStyleProps(props);
    const ownId = useId();
    const id = givenId ?? ownId;
    const own = useStyleProps(sp, style);
    const aria = describedBy(id, description, error);
    // its own hint and error, then what it is given (a radio: its group's)
    const describedByIds =
      [aria['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') || undefined;
    return (
      <>
        {own.sheet}
        <div
          className={[classes.root, own.className, className].filter(Boolean).join(' ')}
          style={own.style}
          data-checked={input.checked || undefined}
        >
          <div className={classes.body}>
            <div className={classes.inner}>
              <input
                ref={ref}
                {...input}
                id={id}
                type={kind}
                disabled={disabled}
                className={`${classes.input} ${kind === 'checkbox' ? classes.checkbox : classes.radio} mantine-focus-auto`}
                aria-invalid={aria['aria-invalid']}
                aria-describedby={describedByIds}
              />
              {kind === 'checkbox' ? (
                <CheckIcon className={classes.check} />
              ) : (
                <DotIcon className={classes.dot} />
              )}
            </div>
            {(label || description || messageShown(error)) && (
              <div className={classes.labelWrapper} data-disabled={disabled || undefined}>
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
                <PlainFieldError id={id} className={classes.error}>
                  {error}
                </PlainFieldError>
              </div>
            )}
          </div>
        </div>
      </>
    );
  },
);

/** The kit's plain check box (`core.ts`: `PlainCheckbox`): `checked` + `onChange`, or react-hook-form's register. */
export const Checkbox = forwardRef<HTMLInputElement, ChoiceProps>(function Checkbox(props, ref) {
  return <Choice ref={ref} {...props} kind="checkbox" />;
});

interface GroupContext {
  name: string;
  value: string | null;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean | undefined;
}

const RadioGroupContext = createContext<GroupContext | null>(null);

/**
 * The kit's plain radio (`core.ts`: `PlainRadio`). Inside a RadioGroup it takes the group's name, value and
 * change; alone it is a native radio with `checked` + `onChange`.
 */
export const Radio = forwardRef<HTMLInputElement, ChoiceProps & { value: string }>(
  function Radio(props, ref) {
    const group = useContext(RadioGroupContext);
    if (!group) return <Choice ref={ref} {...props} kind="radio" />;
    const { value, onChange, ...rest } = props;
    return (
      <Choice
        ref={ref}
        {...rest}
        kind="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        disabled={group.disabled || rest.disabled}
        error={rest.error ?? (group.invalid ? true : undefined)}
        aria-describedby={group.describedBy}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          group.onChange(value);
          onChange?.(e);
        }}
      />
    );
  },
);

export interface RadioGroupProps extends StyleProps {
  /** the group's name, shown above the radios and read as the radio group's name */
  label: ReactNode;
  /** the chosen value ('' or null: none) */
  value: string | null;
  onChange: (value: string) => void;
  /** the radios' `name` (default: an id of its own) */
  name?: string;
  description?: ReactNode;
  /** the group's error under it; every radio is then aria-invalid and described by it */
  error?: ReactNode;
  /** the red * after the label (a choice is required) */
  withAsterisk?: boolean;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The kit's plain radio group (`core.ts`: `PlainRadioGroup`), laid out as Mantine's Radio.Group: a radiogroup named
 * by its label, the hint under it, the radios (placed by the caller, e.g. in a Group or Stack), the error.
 * Arrow keys move between the radios (the browser's native radio group).
 */
export function RadioGroup({
  label,
  value,
  onChange,
  name,
  description,
  error,
  withAsterisk,
  required,
  disabled,
  id: givenId,
  className,
  children,
  ...styleProps
}: RadioGroupProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const own = useStyleProps(styleProps);
  const aria = describedBy(id, description, error);
  const context: GroupContext = {
    name: name ?? id,
    value,
    onChange,
    invalid: Boolean(error),
    describedBy: aria['aria-describedby'],
    disabled,
  };
  return (
    <>
      {own.sheet}
      <div
        id={id}
        className={[classes.group, own.className, className].filter(Boolean).join(' ')}
        style={own.style}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        {...aria}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
      >
        <div id={`${id}-label`} className={classes.legend}>
          {label}
          {(withAsterisk ?? required) && (
            <span className={classes.asterisk} aria-hidden="true">
              {' *'}
            </span>
          )}
        </div>
        {description && (
          <p id={`${id}-description`} className={classes.groupDescription}>
            {description}
          </p>
        )}
        <div className={classes.groupItems} data-offset-top={description ? true : undefined}>
          <RadioGroupContext value={context}>{children}</RadioGroupContext>
        </div>
        <PlainFieldError id={id} className={classes.groupError}>
          {error}
        </PlainFieldError>
      </div>
    </>
  );
}
