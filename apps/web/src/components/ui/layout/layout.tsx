import {
  Children,
  type ComponentProps,
  type CSSProperties,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { rem, type StyleProps, splitStyleProps, useStyleProps } from '../style-props/style-props';
import classes from './layout.module.css';

/*
 * The kit's layout and text primitives (decision 223): Box, Stack, Group, Text, Title, Paper and Anchor with
 * Mantine's props and look, in plain markup. `core.ts` exports them instead of Mantine's, so a screen made of them
 * (and of the kit's plain widgets) runs without Mantine's code and provider (the member screens, issue 36 item 3).
 */

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Spacing = Size | number | string;

/** A spacing token or number as Mantine's getSpacing writes it. */
export function spacing(v: Spacing | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'number') return v === 0 ? '0' : rem(v);
  return ['xs', 'sm', 'md', 'lg', 'xl'].includes(v) ? `var(--mantine-spacing-${v})` : v;
}

type Poly<C extends ElementType, Own> = Own &
  StyleProps & {
    /** the element or component to render */
    component?: C;
    className?: string;
    style?: CSSProperties;
    children?: ReactNode;
  } & Omit<ComponentProps<C>, keyof Own | keyof StyleProps | 'color' | 'style' | 'className' | 'children'>;

/** Renders `component` with the kit's class, the style props and extra CSS variables. */
function useRoot(
  props: Record<string, unknown>,
  fallback: ElementType,
  cls: string | undefined,
  vars: Record<string, string | undefined>,
): ReactElement {
  const [{ component, className, style, ...rest }, sp] = splitStyleProps(
    props as StyleProps & Record<string, unknown>,
  );
  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(vars)) if (v !== undefined) own[k] = v;
  const styled = useStyleProps(sp, { ...(own as CSSProperties), ...(style as CSSProperties | undefined) });
  const Root = (component as ElementType | undefined) ?? fallback;
  const classNames = [cls, styled.className, className as string | undefined].filter(Boolean).join(' ');
  const root = <Root {...rest} className={classNames || undefined} style={styled.style} />;
  if (!styled.sheet) return root;
  return (
    <>
      {styled.sheet}
      {root}
    </>
  );
}

/** A div (or `component`) with Mantine's style props. */
export function Box<C extends ElementType = 'div'>(props: Poly<C, object>) {
  return useRoot(props, 'div', undefined, {});
}

/** A column with a gap (md by default), as Mantine's Stack. */
export function Stack<C extends ElementType = 'div'>(
  props: Poly<
    C,
    { gap?: Spacing; align?: CSSProperties['alignItems']; justify?: CSSProperties['justifyContent'] }
  >,
) {
  const { gap, align, justify, ...rest } = props;
  return useRoot(rest, 'div', classes.stack, {
    '--stack-gap': spacing(gap),
    '--stack-align': align,
    '--stack-justify': justify,
  });
}

/** A row with a gap (md by default) that wraps unless `wrap="nowrap"`, as Mantine's Group. */
export function Group<C extends ElementType = 'div'>(
  props: Poly<
    C,
    {
      gap?: Spacing;
      align?: CSSProperties['alignItems'];
      justify?: CSSProperties['justifyContent'];
      wrap?: CSSProperties['flexWrap'];
      /** children share the row (each at most its share, as Mantine's preventGrowOverflow) */
      grow?: boolean;
      preventGrowOverflow?: boolean;
    }
  >,
) {
  const { gap, align, justify, wrap, grow, preventGrowOverflow = true, ...rest } = props;
  const count = Children.toArray(rest.children).filter(Boolean).length;
  const g = spacing(gap) ?? 'var(--mantine-spacing-md)';
  return useRoot({ ...rest, 'data-grow': grow || undefined }, 'div', classes.group, {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
    '--group-child-width':
      grow && preventGrowOverflow
        ? `calc(${100 / Math.max(count, 1)}% - (${g} - ${g} / ${Math.max(count, 1)}))`
        : undefined,
  });
}

type TextOwn = {
  /** a font size token (xs…xl, with its line height) or a CSS size */
  size?: Size | string;
  /** a <span> instead of a <p> */
  span?: boolean;
  /** the font of the parent (size, weight, line height) */
  inherit?: boolean;
  truncate?: boolean;
  lineClamp?: number;
  inline?: boolean;
};

function textVars(size: string | undefined) {
  const token = size !== undefined && ['xs', 'sm', 'md', 'lg', 'xl'].includes(size);
  return {
    '--text-fz': size === undefined ? undefined : token ? `var(--mantine-font-size-${size})` : size,
    '--text-lh': size === undefined ? undefined : token ? `var(--mantine-line-height-${size})` : undefined,
  };
}

/** A paragraph (or a span) of text, as Mantine's Text (size md, normal weight, no margin). */
export function Text<C extends ElementType = 'p'>(props: Poly<C, TextOwn>) {
  const { size, span, inherit, truncate, lineClamp, inline, ...rest } = props;
  return useRoot(
    {
      ...rest,
      component: rest.component ?? (span ? 'span' : 'p'),
      'data-inherit': inherit || undefined,
      'data-truncate': truncate || undefined,
      'data-line-clamp': lineClamp !== undefined || undefined,
      'data-inline': inline || undefined,
    },
    'p',
    classes.text,
    { ...textVars(size), '--text-line-clamp': lineClamp?.toString() },
  );
}

/** A heading h1–h6 (`order`) drawn at its own size or at `size` (h1…h6, xs…xl or CSS), as Mantine's Title. */
export function Title<C extends ElementType = 'h1'>(
  props: Poly<C, { order?: 1 | 2 | 3 | 4 | 5 | 6; size?: string | number; lineClamp?: number }>,
) {
  const { order = 1, size, lineClamp, ...rest } = props;
  const s = size ?? `h${order}`;
  const heading = typeof s === 'string' && /^h[1-6]$/.test(s);
  const token = typeof s === 'string' && ['xs', 'sm', 'md', 'lg', 'xl'].includes(s);
  return useRoot({ ...rest, component: rest.component ?? `h${order}` }, 'h1', classes.title, {
    '--title-fz': heading
      ? `var(--mantine-${s}-font-size)`
      : token
        ? `var(--mantine-font-size-${s})`
        : typeof s === 'number'
          ? rem(s)
          : s,
    '--title-fw': heading ? `var(--mantine-${s}-font-weight)` : `var(--mantine-h${order}-font-weight)`,
    '--title-lh': heading ? `var(--mantine-${s}-line-height)` : `var(--mantine-h${order}-line-height)`,
    '--title-line-clamp': lineClamp?.toString(),
  });
}

/** A white surface with optional border, radius and shadow, as Mantine's Paper. */
export function Paper<C extends ElementType = 'div'>(
  props: Poly<C, { withBorder?: boolean; radius?: Size | number; shadow?: Size }>,
) {
  const { withBorder, radius, shadow, ...rest } = props;
  return useRoot({ ...rest, 'data-with-border': withBorder || undefined }, 'div', classes.paper, {
    '--paper-radius':
      radius === undefined
        ? undefined
        : typeof radius === 'number'
          ? rem(radius)
          : `var(--mantine-radius-${radius})`,
    '--paper-shadow': shadow === undefined ? undefined : `var(--mantine-shadow-${shadow})`,
  });
}

/** A link in the theme's link colour (KRDS primary 60), underlined on hover, as Mantine's Anchor. */
export function Anchor<C extends ElementType = 'a'>(
  props: Poly<C, TextOwn & { underline?: 'hover' | 'always' | 'never' }>,
) {
  const { size, span, inherit, truncate, lineClamp, inline, underline = 'hover', ...rest } = props;
  return useRoot(
    {
      c: 'primary.6',
      ...rest,
      component: rest.component ?? 'a',
      'data-underline': underline,
      'data-inherit': inherit || undefined,
      'data-truncate': truncate || undefined,
      'data-inline': inline || undefined,
    },
    'a',
    `${classes.text} ${classes.anchor}`,
    textVars(size),
  );
}
