import { type CSSProperties, type HTMLAttributes, type ReactNode, useId } from 'react';
import classes from './alert.module.css';

/** The theme's colours an alert may take (its light background and dark text come from theme-vars.css). */
export type AlertColor =
  | 'primary'
  | 'information'
  | 'warning'
  | 'danger'
  | 'blue'
  | 'teal'
  | 'green'
  | 'yellow'
  | 'red'
  | 'gray';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * The portal's one alert box (decision 203): a light, coloured box with an optional bold title over its
 * message, drawn as Mantine's light Alert was (same classes of spacing, colours from the theme's variables) in
 * plain markup, so a page built without Mantine shows the same box as the others. Like Mantine's it is a
 * `role="alert"` unless the caller gives another role (`status` for a state that changes, `note`…); the title
 * labels it and the message describes it.
 */
export function Alert({
  color = 'primary',
  title,
  role,
  mt,
  mb,
  children,
  style,
  // Mantine's `variant="light"` was the only variant in use: the prop is accepted and ignored
  variant: _variant,
  ...rest
}: {
  color?: AlertColor;
  title?: ReactNode;
  /** `alert` (the default, as Mantine's), `status`, `note`; `none` for a box without a role */
  role?: 'alert' | 'status' | 'note' | 'none';
  /** margin above / below, on the theme's spacing scale */
  mt?: Spacing;
  mb?: Spacing;
  variant?: 'light';
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'color' | 'className'>) {
  const id = useId();
  const look = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    marginTop: mt ? `var(--mantine-spacing-${mt})` : undefined,
    marginBottom: mb ? `var(--mantine-spacing-${mb})` : undefined,
    ...style,
  } as CSSProperties;
  const aria = {
    role: role === 'none' ? undefined : (role ?? 'alert'),
    'aria-labelledby': title ? `${id}-title` : undefined,
    'aria-describedby': children ? `${id}-body` : undefined,
  };
  return (
    <div className={classes.root} style={look} {...aria} {...rest}>
      <div className={classes.body}>
        {title && (
          <div className={classes.title}>
            <span id={`${id}-title`} className={classes.label}>
              {title}
            </span>
          </div>
        )}
        {children && (
          <div id={`${id}-body`} className={classes.message}>
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
