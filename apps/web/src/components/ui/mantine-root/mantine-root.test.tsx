import { MantineProvider, useMantineTheme } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineRoot, withMantine } from './mantine-root';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

function PrimaryColor() {
  return <p>{useMantineTheme().primaryColor}</p>;
}

describe('MantineRoot', () => {
  it('gives a screen the portal theme, light, without reading localStorage', () => {
    // a scheme left by another app of the same origin does not darken the portal
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const Screen = withMantine(PrimaryColor);
    render(<Screen />);
    expect(screen.getByText('primary')).toBeTruthy();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(getItem.mock.contexts.filter((c) => c === localStorage)).toHaveLength(0);
  });

  it('adds nothing inside another provider (a screen inside a layout, a test)', () => {
    render(
      <MantineProvider theme={{ primaryColor: 'red' }}>
        <MantineRoot>
          <PrimaryColor />
        </MantineRoot>
      </MantineProvider>,
    );
    expect(screen.getByText('red')).toBeTruthy();
  });
});
