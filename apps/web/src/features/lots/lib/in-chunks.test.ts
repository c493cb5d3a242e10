import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterYield, useInChunks } from './in-chunks';

const items = Array.from({ length: 12 }, (_, i) => i);

describe('useInChunks', () => {
  it('shows nothing on the first render, then five more per task until every item is shown', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useInChunks(items, 5);
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(0);
    await waitFor(() => expect(result.current).toEqual(items));
    // every step the page rendered added at most one chunk: 0, 5, 10, 12
    expect([...new Set(seen)]).toEqual([0, 5, 10, 12]);
  });

  it('renders every item at once when asked (a lot the list wants to show) and after the first showing', async () => {
    const { result, rerender } = renderHook(({ list, all }) => useInChunks(list, 5, all), {
      initialProps: { list: items, all: false },
    });
    expect(result.current).toHaveLength(0);
    rerender({ list: items, all: true });
    expect(result.current).toEqual(items);

    // once complete, a changed list (a filter, live counts) is shown whole in the same render
    rerender({ list: items, all: false });
    expect(result.current).toEqual(items);
    const more = [...items, 12, 13, 14];
    rerender({ list: more, all: false });
    expect(result.current).toEqual(more);
  });
});

describe('useAfterYield', () => {
  it('is false on the first render and true after the next task', async () => {
    const { result } = renderHook(() => useAfterYield());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
