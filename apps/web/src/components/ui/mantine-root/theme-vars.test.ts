// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/*
 * styles/theme-vars.css holds the CSS variables Mantine's provider would write for the portal's theme (the
 * values that differ from Mantine's defaults, light scheme), so the first page has them without Mantine
 * (decision 174). This test computes them from theme.ts as MantineProvider does and fails when the file
 * differs. After a theme change: UPDATE_THEME_VARS=1 npx vitest run --project web theme-vars
 */
const file = fileURLToPath(new URL('../../../styles/theme-vars.css', import.meta.url));
const HEADER =
  '/* Generated from components/ui/mantine-root/theme.ts by theme-vars.test.ts (UPDATE_THEME_VARS=1); do not edit. */\n';

function expected(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (mine: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(mine).filter(([k, v]) => base[k] !== v));
  const css = convertCssVariables(
    {
      variables: changed(ours.variables, defaults.variables),
      light: changed(ours.light, defaults.light),
      dark: {},
    },
    ':root',
  );
  return `${HEADER}${css.replace(/\n{2,}/g, '\n').trim()}\n`;
}

describe('styles/theme-vars.css', () => {
  it("holds the theme's CSS variables as Mantine computes them", () => {
    const want = expected();
    if (process.env.UPDATE_THEME_VARS === '1') writeFileSync(file, want);
    expect(readFileSync(file, 'utf8')).toBe(want);
  });

  it('carries the KRDS primary colour and font', () => {
    const css = readFileSync(file, 'utf8');
    expect(css).toContain('--mantine-color-primary-5: #256ef4');
    expect(css).toMatch(/--mantine-font-family: [^;]*Pretendard GOV/);
  });
});
