import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from './parse-date';

const m = { format: '날짜 형식', order: '순서' };

describe('a search period (decision 193)', () => {
  it('names the wrong end and the message for it', () => {
    expect(dateRangeProblem('2026-1-1', '2026-01-02', m)).toEqual({ field: 'start', message: '날짜 형식' });
    expect(dateRangeProblem('2026-01-01', '', m)).toEqual({ field: 'end', message: '날짜 형식' });
    expect(dateRangeProblem('2026-01-03', '2026-01-02', m)).toEqual({ field: 'end', message: '순서' });
    expect(dateRangeProblem('2026-01-02', '2026-01-02', m)).toBeNull();
  });
});
