import type {
  ButtonHTMLAttributes,
  ComponentPropsWithoutRef,
  CSSProperties,
  ElementType,
  ReactNode,
} from 'react';
import { Spinner } from '../spinner/spinner';
import { rem, type StyleProps, splitStyleProps, useStyleProps } from '../style-props/style-props';
import classes from './button.module.css';

/*
 * The kit's one button (decision 223; issue 33 item 3). It draws Mantine's Button — sizes, variants, colours,
 * the busy state, the focus ring — without Mantine's code, so a page built without Mantine (decisions 174, 177)
 * and a Mantine screen use the same one: `core.ts` exports it as `Button`, `plain-form` as `PlainButton`.
 */

export type ButtonVariant = 'filled' | 'outline' | 'default' | 'subtle' | 'light' | 'transparent';
/** Mantine's sizes: xs 30 px, sm 36 px (the default), md 42 px high; compact-sm 26 px (`compact` is its old name) */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'compact-sm' | 'compact';

export interface ButtonLook {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** a theme colour (`danger`, `red`, `gray`…) or one of its shades (`primary.6`); the primary colour by default */
  color?: string;
  /** the whole width: always (`fullWidth` or `block`), or only on phones (below 36em, `block="phone"`) */
  block?: boolean | 'phone';
}

/** The CSS variables of a variant in a colour, as Mantine's default colour resolver and the theme's (theme.ts). */
export function buttonVars(variant: ButtonVariant = 'filled', color = 'primary'): Record<string, string> {
  if (variant === 'default')
    return {
      '--button-bg': 'var(--mantine-color-default)',
      '--button-hover': 'var(--mantine-color-default-hover)',
      '--button-color': 'var(--mantine-color-default-color)',
      '--button-bd': '1px solid var(--mantine-color-default-border)',
    };
  const [name, shade] = color.split('.');
  const c = shade === undefined ? undefined : `var(--mantine-color-${name}-${shade})`;
  switch (variant) {
    case 'outline': {
      // the theme writes outline buttons of the primary colour in primary 6 (contrast on tints; theme.ts)
      const line =
        c ??
        (name === 'primary' || name === 'blue'
          ? 'var(--mantine-color-primary-6)'
          : `var(--mantine-color-${name}-outline)`);
      return {
        '--button-bg': 'transparent',
        '--button-hover': c
          ? `color-mix(in srgb, ${c} 5%, transparent)`
          : `var(--mantine-color-${name}-outline-hover)`,
        '--button-color': line,
        '--button-bd': `1px solid ${line}`,
      };
    }
    case 'subtle':
    case 'transparent':
    case 'light':
      return {
        '--button-bg': variant === 'light' ? `var(--mantine-color-${name}-light)` : 'transparent',
        '--button-hover':
          variant === 'transparent'
            ? 'transparent'
            : c
              ? `color-mix(in srgb, ${c} 12%, transparent)`
              : `var(--mantine-color-${name}-light-hover)`,
        '--button-color': c ?? `var(--mantine-color-${name}-light-color)`,
        '--button-bd': '1px solid transparent',
      };
    default:
      return {
        '--button-bg': c ?? `var(--mantine-color-${name}-filled)`,
        '--button-hover': c
          ? `var(--mantine-color-${name}-${Math.min(Number(shade) + 1, 9)})`
          : `var(--mantine-color-${name}-filled-hover)`,
        '--button-color': 'var(--mantine-color-white)',
        '--button-bd': '1px solid transparent',
      };
  }
}

/** The class of a button (also for a link drawn as one, with `buttonStyle()` for a colour other than filled primary). */
export function buttonClass({ size = 'sm', block = false }: ButtonLook = {}): string {
  return [
    'mantine-focus-auto mantine-active',
    classes.root,
    size === 'sm' ? '' : classes[size === 'compact-sm' ? 'compact' : size],
    block === true ? classes.block : block === 'phone' ? classes.blockOnPhone : '',
  ]
    .filter(Boolean)
    .join(' ');
}

type OwnProps = ButtonLook &
  StyleProps & {
    /** Mantine's name for `block` */
    fullWidth?: boolean;
    /** disabled with a spinner in place of the label (the button's name stays the same) */
    loading?: boolean;
    /** `loading`'s older name */
    busy?: boolean;
    /** announced in a status region beside the button while busy */
    busyLabel?: string;
    /** props of the spinner shown while busy: its `aria-label` says what is going on */
    loaderProps?: { 'aria-label'?: string };
    leftSection?: ReactNode;
    rightSection?: ReactNode;
    /** the corners: a theme radius (md by default, as the theme's Button) or px */
    radius?: number | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
    className?: string;
    style?: CSSProperties;
    children?: ReactNode;
  };

export type ButtonProps<C extends ElementType = 'button'> = OwnProps & {
  /** the element or component to render (`Link` with `to`, `'a'` with `href`); a <button> by default */
  component?: C;
} & Omit<
    C extends 'button' ? ButtonHTMLAttributes<HTMLButtonElement> : ComponentPropsWithoutRef<C>,
    keyof OwnProps
  >;

/** The kit's button: Mantine's look and props (variant, size, color, loading, fullWidth, component…) in plain markup. */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const [
    {
      component,
      size,
      variant,
      color,
      block,
      fullWidth,
      loading,
      busy,
      busyLabel,
      loaderProps,
      leftSection,
      rightSection,
      radius,
      className,
      style,
      children,
      ...rest
    },
    sp,
  ] = splitStyleProps(props as ButtonProps<ElementType>);
  const isBusy = Boolean(loading || busy);
  const vars = buttonVars(variant, color) as Record<string, string>;
  if (radius !== undefined)
    vars['--button-radius'] = typeof radius === 'number' ? rem(radius) : `var(--mantine-radius-${radius})`;
  const own = useStyleProps(sp, { ...(vars as CSSProperties), ...style });
  const Root: ElementType = component ?? 'button';
  const native = Root === 'button';
  const { type, disabled, ...others } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  const root = (
    <Root
      {...others}
      {...(native ? { type: type ?? 'button', disabled: disabled || isBusy } : {})}
      className={[buttonClass({ size, block: fullWidth || block }), own.className, className]
        .filter(Boolean)
        .join(' ')}
      style={own.style}
      data-variant={variant ?? 'filled'}
      data-loading={isBusy || undefined}
      data-disabled={(!native && disabled) || undefined}
      aria-busy={isBusy || undefined}
    >
      {isBusy &&
        (loaderProps?.['aria-label'] ? (
          <span className={classes.loader} role="img" aria-label={loaderProps['aria-label']}>
            <Spinner />
          </span>
        ) : (
          <span className={classes.loader}>
            <Spinner />
          </span>
        ))}
      <span className={classes.inner}>
        {leftSection && (
          <span className={classes.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={classes.label}>{children}</span>
        {rightSection && (
          <span className={classes.section} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Root>
  );
  if (busyLabel === undefined && !own.sheet) return root;
  return (
    <>
      {own.sheet}
      {root}
      {busyLabel !== undefined && (
        <span className="sr-only" role="status">
          {isBusy ? busyLabel : ''}
        </span>
      )}
    </>
  );
}
