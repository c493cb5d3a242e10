import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsLeft, useCountdown, VERIFICATION_SECONDS } from './countdown';

describe('countdown formatting', () => {
  it('shows 180 s as 03:00 and pads minutes and seconds', () => {
    expect(VERIFICATION_SECONDS).toBe(180);
    expect(formatCountdown(180)).toBe('03:00');
    expect(formatCountdown(179)).toBe('02:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('rounds the rest up to whole seconds', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 03:00, restarts on extend and expires once', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(onExpire));
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(180);
    act(() => vi.advanceTimersByTime(100_000));
    expect(formatCountdown(result.current.remaining)).toBe('01:20');
    // extend = the full time again
    act(() => result.current.start());
    expect(result.current.remaining).toBe(180);
    act(() => vi.advanceTimersByTime(179_000));
    expect(result.current.remaining).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(onExpire).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('stops without expiring', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(onExpire));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(5_000));
    act(() => result.current.stop());
    act(() => vi.advanceTimersByTime(200_000));
    expect(onExpire).not.toHaveBeenCalled();
    expect(result.current.remaining).toBe(180);
  });
});
