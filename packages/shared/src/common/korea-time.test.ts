import { describe, expect, it } from 'vitest';
import {
  formatKst,
  formatKstCompact,
  formatKstMinute,
  KST_OFFSET_MINUTES,
  kstDatePlus,
  kstDayRange,
  kstEpoch,
  todayKst,
} from './korea-time';

// 2026-03-01 15:05:09 UTC = 2026-03-02 00:05:09 in Korea: the Korean day is already the next one.
const lateUtc = Date.UTC(2026, 2, 1, 15, 5, 9);

describe('Korea time', () => {
  it('is nine hours ahead of UTC', () => {
    expect(KST_OFFSET_MINUTES).toBe(540);
  });

  it('formats the Korean wall clock, from a Date or epoch milliseconds', () => {
    expect(formatKst(new Date(lateUtc))).toBe('2026-03-02 00:05:09');
    expect(formatKst(lateUtc)).toBe('2026-03-02 00:05:09');
    expect(formatKstMinute(lateUtc)).toBe('2026-03-02 00:05');
    expect(formatKstMinute(null)).toBeNull();
    expect(formatKstCompact(lateUtc)).toBe('20260302000509');
  });

  it('gives the Korean calendar date, which changes at 15:00 UTC', () => {
    expect(todayKst(Date.UTC(2026, 2, 1, 14, 59, 59))).toBe('2026-03-01');
    expect(todayKst(lateUtc)).toBe('2026-03-02');
    expect(todayKst()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds calendar days across month and year ends', () => {
    expect(kstDatePlus(lateUtc, 30)).toBe('2026-04-01');
    expect(kstDatePlus(Date.UTC(2026, 11, 31, 14, 0), 1)).toBe('2027-01-01');
    expect(kstDatePlus(lateUtc, -2)).toBe('2026-02-28');
  });

  it('reads a Korean wall-clock time back to the instant', () => {
    expect(kstEpoch('2026-03-02', '00:05:09')).toBe(lateUtc);
    expect(kstEpoch('2026-03-02', '00:05')).toBe(lateUtc - 9_000);
    expect(kstEpoch('2026-03-02')).toBe(Date.UTC(2026, 2, 1, 15, 0));
    expect(formatKst(kstEpoch('2026-07-15', '13:45'))).toBe('2026-07-15 13:45:00');
  });

  it('spans whole Korean days, both ends included', () => {
    const { from, to } = kstDayRange('2026-03-01', '2026-03-02');
    expect(from.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-02T15:00:00.000Z');
  });
});
