import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('app providers', () => {
  it('keep the portal light without reading localStorage on the first render', () => {
    // a scheme left by another app of the same origin does not darken the portal
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    render(
      <AppProviders>
        <p>본문</p>
      </AppProviders>,
    );
    expect(screen.getByText('본문')).toBeTruthy();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(getItem.mock.contexts.filter((c) => c === localStorage)).toHaveLength(0);
  });
});
