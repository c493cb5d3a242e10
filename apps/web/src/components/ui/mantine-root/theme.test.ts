import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolve = (variant: string, color = 'primary') =>
  full.variantColorResolver({ variant, color, theme: full, autoContrast: false });

describe('theme colours (KRDS, colour contrast)', () => {
  it('writes outline buttons of the primary colour in primary 60, as links are', () => {
    expect(resolve('outline').color).toBe('var(--mantine-color-primary-6)');
    expect(resolve('outline', 'blue').color).toBe('var(--mantine-color-primary-6)');
    expect(resolve('outline').border).toContain('var(--mantine-color-primary-6)');
    expect(full.components.Anchor?.defaultProps).toMatchObject({ c: 'primary.6' });
  });

  it('leaves other variants and colours as Mantine resolves them', () => {
    expect(resolve('filled').background).toBe('var(--mantine-color-primary-filled)');
    expect(resolve('outline', 'danger').color).toBe('var(--mantine-color-danger-outline)');
    expect(resolve('outline', 'primary.3').color).toBe('var(--mantine-color-primary-3)');
  });
});
