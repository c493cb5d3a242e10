import { type CSSProperties, createElement, type ReactElement, useId } from 'react';

/*
 * The few Mantine style props the kit's plain widgets take (decision 223): margins, paddings and widths, as a
 * number (px, as Mantine's rem at scale 1), a spacing token (xs…xl → the theme's --mantine-spacing-*) or any CSS
 * value, and responsive as Mantine's `{ base, xs, sm, md, lg, xl }` (the theme's breakpoints). A responsive value
 * is written the way Mantine writes it: a <style> element beside the widget with a media query per breakpoint
 * (display: none, so it takes no place in a flex row's gaps).
 */

const BREAKPOINTS = { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' } as const;
type Breakpoint = keyof typeof BREAKPOINTS;
const SPACING = new Set(['xs', 'sm', 'md', 'lg', 'xl']);

/** A length in px in rem (16 px to the rem). */
export const rem = (px: number): string => `${px / 16}rem`;

export type StyleValue = number | string;
export type ResponsiveValue = StyleValue | ({ base?: StyleValue } & Partial<Record<Breakpoint, StyleValue>>);

const PROPS = {
  m: 'margin',
  mt: 'margin-top',
  mb: 'margin-bottom',
  ml: 'margin-left',
  mr: 'margin-right',
  mx: 'margin-inline',
  my: 'margin-block',
  p: 'padding',
  pt: 'padding-top',
  pb: 'padding-bottom',
  pl: 'padding-left',
  pr: 'padding-right',
  px: 'padding-inline',
  py: 'padding-block',
  w: 'width',
  miw: 'min-width',
  maw: 'max-width',
  h: 'height',
  mih: 'min-height',
  mah: 'max-height',
  c: 'color',
  bg: 'background',
  fw: 'font-weight',
  fz: 'font-size',
  fs: 'font-style',
  ff: 'font-family',
  ta: 'text-align',
  lh: 'line-height',
  td: 'text-decoration',
  tt: 'text-transform',
  display: 'display',
  flex: 'flex',
  opacity: 'opacity',
  pos: 'position',
} as const;

export type StyleProps = Partial<Record<keyof typeof PROPS, ResponsiveValue>>;
const KEYS = Object.keys(PROPS) as (keyof typeof PROPS)[];

const FONT_SIZES = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A theme colour as Mantine's style props read it: `dimmed`, `gray.8` (a shade), `red` (its text colour for `c`). */
export function themeColor(v: string, forText: boolean): string {
  if (v === 'dimmed' || v === 'bright') return `var(--mantine-color-${v})`;
  if (v === 'white' || v === 'black') return `var(--mantine-color-${v})`;
  const shade = /^([a-z]+)\.(\d)$/.exec(v);
  if (shade) return `var(--mantine-color-${shade[1]}-${shade[2]})`;
  if (/^[a-z]+$/.test(v) && v !== 'inherit' && v !== 'transparent' && v !== 'currentColor')
    return forText ? `var(--mantine-color-${v}-text)` : `var(--mantine-color-${v}-filled)`;
  return v;
}

function cssValue(key: keyof typeof PROPS, v: StyleValue): string {
  if (key === 'c' || key === 'bg') return themeColor(String(v), key === 'c');
  if (key === 'fw' || key === 'opacity' || key === 'flex' || key === 'display' || key === 'pos')
    return String(v);
  if (key === 'fz') {
    if (typeof v === 'string' && FONT_SIZES.has(v)) return `var(--mantine-font-size-${v})`;
    if (typeof v === 'string' && HEADINGS.has(v)) return `var(--mantine-${v}-font-size)`;
  }
  if (key === 'ff')
    return v === 'monospace'
      ? 'var(--mantine-font-family-monospace)'
      : v === 'text'
        ? 'var(--mantine-font-family)'
        : v === 'heading'
          ? 'var(--mantine-font-family-headings)'
          : String(v);
  if (key === 'lh' && typeof v === 'string' && FONT_SIZES.has(v)) return `var(--mantine-line-height-${v})`;
  if (key === 'lh' || key === 'fs' || key === 'ta' || key === 'td' || key === 'tt') return String(v);
  if (typeof v === 'number') return v === 0 ? '0' : rem(v);
  const spacing = /^[mp][trblxy]?$/.test(key);
  if (spacing && SPACING.has(v)) return `var(--mantine-spacing-${v})`;
  if (spacing && v.startsWith('-') && SPACING.has(v.slice(1)))
    return `calc(var(--mantine-spacing-${v.slice(1)}) * -1)`;
  return v;
}

const camel = (p: string) => p.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Splits the style props off `props`: the rest, and what to put on the widget. */
export function splitStyleProps<P extends StyleProps>(props: P): [Omit<P, keyof StyleProps>, StyleProps] {
  const rest = { ...props } as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const k of KEYS) {
    if (k in rest) {
      if (rest[k] !== undefined) own[k] = rest[k];
      delete rest[k];
    }
  }
  return [rest as Omit<P, keyof StyleProps>, own as StyleProps];
}

/**
 * The inline style of the style props (merged under `style`), a class for the responsive ones and the <style>
 * element that holds their media queries (render it beside the widget).
 */
export function useStyleProps(
  sp: StyleProps,
  style?: CSSProperties,
): { style: CSSProperties | undefined; className: string | undefined; sheet: ReactElement | null } {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const inline: Record<string, string> = {};
  const media: Partial<Record<Breakpoint, string[]>> = {};
  const base: string[] = [];
  for (const k of KEYS) {
    const v = sp[k];
    if (v === undefined) continue;
    if (typeof v !== 'object') {
      inline[camel(PROPS[k])] = cssValue(k, v);
      continue;
    }
    if (v.base !== undefined) base.push(`${PROPS[k]}: ${cssValue(k, v.base)};`);
    for (const bp of Object.keys(BREAKPOINTS) as Breakpoint[]) {
      const at = v[bp];
      if (at === undefined) continue;
      const list = media[bp] ?? [];
      list.push(`${PROPS[k]}: ${cssValue(k, at)};`);
      media[bp] = list;
    }
  }
  const merged = Object.keys(inline).length > 0 ? { ...inline, ...style } : style;
  const responsive = base.length > 0 || Object.keys(media).length > 0;
  if (!responsive) return { style: merged, className: undefined, sheet: null };
  const cls = `kit-sp-${id}`;
  const rules = [
    base.length > 0 ? `.${cls}{${base.join('')}}` : '',
    ...(Object.keys(BREAKPOINTS) as Breakpoint[])
      .filter((bp) => media[bp])
      .map((bp) => `@media (min-width: ${BREAKPOINTS[bp]}){.${cls}{${media[bp]?.join('')}}}`),
  ].join('');
  return { style: merged, className: cls, sheet: createElement('style', { key: 'sp' }, rules) };
}
