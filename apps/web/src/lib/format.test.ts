import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatWon } from './format';

describe('format helpers', () => {
  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate(new Date(2026, 0, 5, 13, 4))).toBe('2026-01-05');
    expect(formatDate('2026-03-09')).toBe('2026-03-09');
    expect(formatDate('20261231')).toBe('2026-12-31');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats date-times', () => {
    const d = new Date(2026, 1, 3, 9, 7, 5);
    expect(formatDateTime(d)).toBe('2026-02-03 09:07');
    expect(formatDateTime(d, true)).toBe('2026-02-03 09:07:05');
    expect(formatDateTime('202602030907')).toBe('2026-02-03 09:07');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('formats numbers and won amounts', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('3000')).toBe('3,000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('')).toBe('');
    expect(formatWon(1234)).toBe('1,234원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(-500)).toBe('-500원');
    expect(formatWon(undefined)).toBe('');
  });
});
