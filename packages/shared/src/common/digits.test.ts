import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits';

describe('groupDigits', () => {
  it("writes what toLocaleString('ko-KR') writes", () => {
    const values = [
      0,
      -0,
      1,
      9,
      10,
      999,
      1000,
      1001,
      12345,
      123456,
      1234567,
      10000000,
      -1,
      -999,
      -1000,
      -1234567,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      2 ** 60,
      1.5,
      1234.5678,
      0.005,
      -12.345,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (const v of values) expect(groupDigits(v), String(v)).toBe(v.toLocaleString('ko-KR'));
    // integers of every length, both signs
    for (let i = 0; i < 2000; i++) {
      const v = Math.trunc((Math.random() - 0.5) * 10 ** (1 + (i % 16)));
      expect(groupDigits(v), String(v)).toBe(v.toLocaleString('ko-KR'));
    }
    for (const v of [1.005, 1234.5678, 2.5, -0.001])
      expect(groupDigits(v, { maximumFractionDigits: 2 }), String(v)).toBe(
        v.toLocaleString('ko-KR', { maximumFractionDigits: 2 }),
      );
  });
});
