import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawKey, runDraw, seedCommitment } from './draw';
import {
  allowedUseDivs,
  maskCarNo,
  monthlyFee,
  passAmount,
  passEnd,
  passMonths,
  payDeadline,
  startChoices,
  withinUseHours,
} from './rules';
import { sha256Hex } from './sha256';

const nodeSha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const kst = (s: string) => new Date(`${s}+09:00`);

describe('sha256Hex', () => {
  it('matches node:crypto for empty, short, block-boundary, long and Korean input', () => {
    const inputs = [
      '',
      'abc',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'x'.repeat(1000),
      '정기권 추첨:12',
    ];
    for (const s of inputs) expect(sha256Hex(s)).toBe(nodeSha(s));
  });
});

describe('runDraw', () => {
  const seed = 'f'.repeat(64);
  const ids = Array.from({ length: 30 }, (_, i) => 101 + i);

  it('orders by SHA-256(seed:periodId), assigns the first cellCnt and numbers the rest 1..n', () => {
    const order = runDraw(seed, ids, 8);
    const expected = [...ids].sort((a, b) => (nodeSha(`${seed}:${a}`) < nodeSha(`${seed}:${b}`) ? -1 : 1));
    expect(order.map((e) => e.periodId)).toEqual(expected);
    expect(order.filter((e) => e.assigned)).toHaveLength(8);
    expect(order.filter((e) => !e.assigned).map((e) => e.queueNo)).toEqual(
      Array.from({ length: 22 }, (_, i) => i + 1),
    );
    expect(order[0]!.key).toBe(drawKey(seed, order[0]!.periodId));
  });

  it('does not depend on the order the applications are given in, and changes with the seed', () => {
    const a = runDraw(seed, ids, 8).map((e) => e.periodId);
    expect(runDraw(seed, [...ids].reverse(), 8).map((e) => e.periodId)).toEqual(a);
    expect(runDraw('0'.repeat(64), ids, 8).map((e) => e.periodId)).not.toEqual(a);
    expect(seedCommitment(seed)).toBe(nodeSha(seed));
  });

  it('assigns everyone when there are fewer applicants than cells', () => {
    expect(runDraw(seed, [1, 2, 3], 8).every((e) => e.assigned && e.queueNo === null)).toBe(true);
  });
});

describe('season-pass rules', () => {
  const lot = {
    grade: 2,
    periodUseDivCd: 'UTM-002,UTM-003',
    periodTicketAmt: 0,
    periodDaytmAmt: 0,
    periodNightAmt: 0,
  };

  it('fees: the lot’s own amount, else the on-street grade fees of spec 2 §9', () => {
    expect(monthlyFee(lot, 'UTM-002')).toBe(50_000);
    expect(monthlyFee(lot, 'UTM-003')).toBe(30_000);
    expect(monthlyFee({ ...lot, grade: 3 }, 'UTM-001')).toBe(40_000);
    expect(monthlyFee({ ...lot, periodDaytmAmt: 45_000 }, 'UTM-002')).toBe(45_000);
    expect(monthlyFee({ ...lot, grade: 1 }, 'UTM-002')).toBe(0);
    expect(allowedUseDivs(lot)).toEqual(['UTM-002', 'UTM-003']);
    expect(allowedUseDivs({ ...lot, grade: 1 })).toEqual([]);
  });

  it('amounts: months × monthly fee, reduction rate capped at 50 %, down to 10 won', () => {
    expect(passAmount(50_000, 3, 0)).toEqual({ baseAmt: 150_000, discountAmt: 0, useAmt: 150_000, rate: 0 });
    expect(passAmount(50_000, 6, 30)).toMatchObject({
      baseAmt: 300_000,
      useAmt: 210_000,
      discountAmt: 90_000,
    });
    expect(passAmount(30_000, 3, 100)).toMatchObject({ useAmt: 45_000, rate: 50 });
    expect(passAmount(33_333, 3, 30).useAmt % 10).toBe(0);
  });

  it('periods: first-of-month starts among the next three months, 3 or 6 months', () => {
    expect(startChoices('2026-05-15')).toEqual(['2026-06-01', '2026-07-01', '2026-08-01']);
    expect(startChoices('2026-11-30')).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    expect(passEnd('2026-06-01', 3)).toBe('2026-08-31');
    expect(passEnd('2026-12-01', 6)).toBe('2027-05-31');
    expect(passMonths('2026-06-01', '2026-08-31')).toBe(3);
    expect(passMonths('2026-06-01', '2026-11-30')).toBe(6);
    expect(passMonths('2026-06-01', '2026-09-30')).toBeNull();
  });

  it('deadline: 7 days before the start, but at least 3 full days after the assignment', () => {
    expect(payDeadline(kst('2026-05-01T10:00:00'), '2026-06-01').toISOString()).toBe(
      kst('2026-05-25T23:59:59').toISOString(),
    );
    expect(payDeadline(kst('2026-05-28T10:00:00'), '2026-06-01').toISOString()).toBe(
      kst('2026-05-31T23:59:59').toISOString(),
    );
  });

  it('use-division hours: day 08:00–20:00, night 18:30–08:00, whole day always (Korea time)', () => {
    expect(withinUseHours('UTM-002', kst('2026-05-01T08:00:00'))).toBe(true);
    expect(withinUseHours('UTM-002', kst('2026-05-01T19:59:00'))).toBe(true);
    expect(withinUseHours('UTM-002', kst('2026-05-01T20:00:00'))).toBe(false);
    expect(withinUseHours('UTM-003', kst('2026-05-01T18:30:00'))).toBe(true);
    expect(withinUseHours('UTM-003', kst('2026-05-01T07:59:00'))).toBe(true);
    expect(withinUseHours('UTM-003', kst('2026-05-01T12:00:00'))).toBe(false);
    expect(withinUseHours('UTM-001', kst('2026-05-01T03:00:00'))).toBe(true);
  });

  it('masks the 3rd and 4th digit from the end of a plate', () => {
    expect(maskCarNo('12가3456')).toBe('12가**56');
    expect(maskCarNo('서울12가3456')).toBe('서울12가**56');
  });
});
