import {
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  rem,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * KRDS (Korea Design System) tokens as a Mantine theme.
 * Each tuple maps the KRDS steps 5,10,20,30,40,50,60,70,80,90 onto Mantine's 0–9,
 * so shade 5 is the KRDS "50" base colour (#256ef4 for primary).
 */
const primary: MantineColorsTuple = [
  '#ecf2fe',
  '#d8e5fd',
  '#b1cefb',
  '#86aff9',
  '#4c87f6',
  '#256ef4',
  '#0b50d0',
  '#083891',
  '#052561',
  '#03163a',
];

const secondary: MantineColorsTuple = [
  '#eef2f7',
  '#d6e0eb',
  '#bacbde',
  '#90b0d5',
  '#6b96c7',
  '#346fb2',
  '#1c589c',
  '#063a74',
  '#052b57',
  '#031f3f',
];

const gray: MantineColorsTuple = [
  '#f4f5f6',
  '#e6e8ea',
  '#cdd1d5',
  '#b1b8be',
  '#8a949e',
  '#6d7882',
  '#58616a',
  '#464c53',
  '#33363d',
  '#1e2124',
];

const danger: MantineColorsTuple = [
  '#fdefec',
  '#fcdfd9',
  '#f7afa1',
  '#f48771',
  '#f05f42',
  '#de3412',
  '#bd2c0f',
  '#8a240f',
  '#5c180a',
  '#390d05',
];

const warning: MantineColorsTuple = [
  '#fff3db',
  '#ffe0a3',
  '#ffc95c',
  '#ffb114',
  '#c78500',
  '#9e6a00',
  '#8a5c00',
  '#614100',
  '#3d2900',
  '#241800',
];

const success: MantineColorsTuple = [
  '#eaf6ec',
  '#d8eedd',
  '#a9dab4',
  '#7ec88e',
  '#3fa654',
  '#228738',
  '#267337',
  '#285d33',
  '#1f4727',
  '#122b18',
];

const information: MantineColorsTuple = [
  '#e7f4fe',
  '#d3ebfd',
  '#9ed2fa',
  '#5fb5f7',
  '#2098f3',
  '#0b78cb',
  '#096ab3',
  '#085691',
  '#053961',
  '#03253f',
];

/** Raw KRDS colour values for places outside Mantine (CSS variables, SVG). */
export const krds = {
  primary: primary[5],
  primaryDark: primary[6],
  secondary: secondary[7],
  danger: danger[5],
  warning: warning[3],
  success: success[5],
  information: information[5],
  text: gray[9],
  textSubtle: gray[7],
  border: gray[2],
} as const;

const FONT_FAMILY =
  "'Pretendard GOV', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Malgun Gothic', '맑은 고딕', sans-serif";

/**
 * Outline buttons in the primary colour write their label in KRDS primary 60 (#0b50d0), like links: the base blue
 * (#256ef4) is 4.56:1 on white and falls under 4.5:1 on the hover tint or a gray-0 panel (axe, colour contrast).
 */
const outlineInPrimary60: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  if (parsed.color !== 'primary' && parsed.color !== 'blue') return colors;
  return {
    ...colors,
    color: 'var(--mantine-color-primary-6)',
    border: `${rem(1)} solid var(--mantine-color-primary-6)`,
  };
};

export const theme = createTheme({
  focusRing: 'auto',
  fontSmoothing: true,
  white: '#ffffff',
  black: '#1e2124',
  colors: {
    primary,
    secondary,
    gray,
    danger,
    warning,
    success,
    information,
    // Mantine's built-in names used by default props (e.g. color="red") follow KRDS too.
    blue: primary,
    red: danger,
    green: success,
    yellow: warning,
    cyan: information,
  },
  primaryColor: 'primary',
  primaryShade: 5,
  variantColorResolver: outlineInPrimary60,
  autoContrast: true,
  luminanceThreshold: 0.45,
  fontFamily: FONT_FAMILY,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'D2Coding', monospace",
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: '700',
    textWrap: 'wrap',
    sizes: {
      h1: { fontSize: rem(40), lineHeight: '1.5' },
      h2: { fontSize: rem(32), lineHeight: '1.5' },
      h3: { fontSize: rem(24), lineHeight: '1.5' },
      h4: { fontSize: rem(19), lineHeight: '1.5' },
      h5: { fontSize: rem(17), lineHeight: '1.5' },
      h6: { fontSize: rem(15), lineHeight: '1.5' },
    },
  },
  // KRDS body scale: xsmall 13 / small 15 / medium 17 (base) / large 19, then 24.
  fontSizes: {
    xs: rem(13),
    sm: rem(15),
    md: rem(17),
    lg: rem(19),
    xl: rem(24),
  },
  lineHeights: {
    xs: '1.5',
    sm: '1.5',
    md: '1.5',
    lg: '1.5',
    xl: '1.5',
  },
  radius: {
    xs: rem(2),
    sm: rem(4),
    md: rem(6),
    lg: rem(8),
    xl: rem(12),
  },
  defaultRadius: 'md',
  spacing: {
    xs: rem(8),
    sm: rem(12),
    md: rem(16),
    lg: rem(24),
    xl: rem(32),
  },
  // The portal switches between the desktop and mobile frame at 1024 px (spec 1 §9).
  breakpoints: {
    xs: '36em',
    sm: '48em',
    md: '64em',
    lg: '75em',
    xl: '88em',
  },
  shadows: {
    xs: '0 1px 2px rgba(0, 0, 0, 0.08)',
    sm: '0 1px 4px rgba(0, 0, 0, 0.1)',
    md: '0 2px 8px rgba(0, 0, 0, 0.12)',
    lg: '0 4px 16px rgba(0, 0, 0, 0.14)',
    xl: '0 8px 28px rgba(0, 0, 0, 0.16)',
  },
  cursorType: 'pointer',
  respectReducedMotion: true,
  other: { krds },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // KRDS link text is primary 60 (#0b50d0): the base blue falls under 4.5:1 on the gray-0 panels and
    // highlighted search hits
    Anchor: { defaultProps: { c: 'primary.6' } },
    Modal: { defaultProps: { centered: true, closeButtonProps: { 'aria-label': '닫기' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': '닫기' } } },
  },
});
