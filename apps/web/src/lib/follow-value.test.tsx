import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFollowValue } from './follow-value';

describe('useFollowValue', () => {
  it('says nothing on mount, then each change of the value once', () => {
    const onChange = vi.fn();
    const { rerender } = renderHook(({ value }) => useFollowValue(value, onChange), {
      initialProps: { value: '1' },
    });
    expect(onChange).not.toHaveBeenCalled();
    rerender({ value: '1' });
    expect(onChange).not.toHaveBeenCalled();
    rerender({ value: '3' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('3');
    rerender({ value: '3' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lets a component keep its own state until the outside value changes, then follow it', () => {
    function Box({ outside }: { outside: string }) {
      const [own, setOwn] = useState(outside);
      useFollowValue(outside, setOwn);
      return (
        <button type="button" onClick={() => setOwn('typed')}>
          {own}
        </button>
      );
    }
    const { rerender } = render(<Box outside="a" />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('a');
    fireEvent.click(button);
    expect(button.textContent).toBe('typed');
    rerender(<Box outside="a" />);
    expect(button.textContent).toBe('typed');
    rerender(<Box outside="b" />);
    expect(button.textContent).toBe('b');
  });
});
