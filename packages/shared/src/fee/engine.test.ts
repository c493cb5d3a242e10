import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateFee,
  type FeeInput,
  feeAmount,
  freeVehicleApplies,
  type Reduction,
  type Tariff,
} from './engine';

/** Lot T1 of the issue: 24 h, first 60 min 600 won, then 250 won per 10 min, daily max 7,000, free entry 10 min. */
const T1: Tariff = {
  dfltTm: 60,
  dfltAmt: 600,
  intvlTm: 10,
  intvlAmt: 250,
  dayParkingAmt: 7000,
  freeEntryTm: 10,
  freeFirstTm: 0,
  anyhour: true,
  operStartTm: '08:00',
  operEndTm: '20:00',
};
/** Lot T2: the same with daily maximum 5,000 and the first 30 min free. */
const T2: Tariff = { ...T1, dayParkingAmt: 5000, freeFirstTm: 30 };
/** A day-hours lot (08:00–20:00 chargeable) with the T1 tariff. */
const D1: Tariff = { ...T1, anyhour: false };

const red = (codeNm: string, p: Partial<Reduction>): Reduction => ({
  code: 'X',
  codeNm,
  rate: 0,
  freeMinutes: 0,
  fixedAmt: 0,
  ...p,
});

// 2026-03-02 (Monday) 09:00 Korea time.
const T0 = Date.UTC(2026, 2, 2, 0, 0);
const MIN = 60_000;
const fee = (tariff: Tariff, minutes: number, reduction?: Reduction, extra: Partial<FeeInput> = {}) =>
  calculateFee({ tariff, inAt: T0, outAt: T0 + minutes * MIN, reduction, ...extra });

describe('fee engine: the issue table', () => {
  const table: [string, Tariff, number, Reduction | undefined, number][] = [
    ['T1 10 min', T1, 10, undefined, 0],
    ['T1 11 min', T1, 11, undefined, 600],
    ['T1 60 min', T1, 60, undefined, 600],
    ['T1 61 min', T1, 61, undefined, 850],
    ['T1 95 min', T1, 95, undefined, 1600],
    ['T1 5 h', T1, 300, undefined, 6600],
    ['T1 6 h', T1, 360, undefined, 7000],
    ['T1 25 h', T1, 25 * 60, undefined, 8500],
    ['T1 30 h', T1, 30 * 60, undefined, 14000],
    ['T1 61 min 50 %', T1, 61, red('50%', { rate: 50 }), 420],
    ['T1 95 min 30 %', T1, 95, red('30%', { rate: 30 }), 1120],
    ['T1 95 min 100 %', T1, 95, red('100%', { rate: 100 }), 0],
    ['T1 3 h first 2 h free then 50 %', T1, 180, red('2h+50%', { freeMinutes: 120, rate: 50 }), 300],
    ['T1 5 h 2,000 won fixed', T1, 300, red('투표', { fixedAmt: 2000 }), 4600],
    ['T2 30 min', T2, 30, undefined, 0],
    ['T2 31 min', T2, 31, undefined, 600],
    ['T2 100 min', T2, 100, undefined, 850],
    ['T2 400 min', T2, 400, undefined, 5000],
  ];
  it.each(table)('%s', (_name, tariff, minutes, reduction, expected) => {
    const r = fee(tariff, minutes, reduction);
    expect(r.payAmt).toBe(expected);
    expect(r.lines.reduce((s, l) => s + l.amount, 0)).toBe(r.payAmt);
    expect(r.useAmt - r.discountAmt).toBe(r.payAmt);
    expect(feeAmount({ tariff, inAt: T0, outAt: T0 + minutes * MIN, reduction })).toBe(expected);
  });

  it('explains T1 95 min in lines', () => {
    const r = fee(T1, 95);
    expect(r.lines).toEqual([
      { label: '기본요금(최초 60분)', minutes: 60, amount: 600 },
      { label: '추가요금(10분당 250원)', minutes: 35, amount: 1000 },
    ]);
    expect(fee(T1, 6 * 60).lines.at(-1)).toEqual({ label: '1일차 일 최대요금(7,000원) 적용', amount: -1100 });
    expect(fee(T1, 10).lines).toEqual([{ label: '무료 입차시간(10분 이내)', minutes: 10, amount: 0 }]);
  });

  it('reports useAmt and discountAmt of a reduction', () => {
    const r = fee(T1, 180, red('감면', { freeMinutes: 120, rate: 50 }));
    expect(r).toMatchObject({ useAmt: 3600, discountAmt: 3300, payAmt: 300 });
  });
});

describe('fee engine: web-prepaid minutes, day hours, free vehicles', () => {
  it('removes web-prepaid minutes from the chargeable time', () => {
    expect(fee(T1, 95, undefined, { prepaidMinutes: 30 }).payAmt).toBe(850); // 65 min charged
    expect(fee(T1, 95, undefined, { prepaidMinutes: 120 }).payAmt).toBe(0);
    expect(fee(T2, 100, undefined, { prepaidMinutes: 30 }).payAmt).toBe(600); // 40 min after 30 free
  });

  it('charges only 08:00–20:00 on day-hours lots', () => {
    // 19:00 → 21:00: one chargeable hour.
    const at = (h: number, m = 0) => Date.UTC(2026, 2, 2, h - 9, m);
    expect(calculateFee({ tariff: D1, inAt: at(19), outAt: at(21) }).payAmt).toBe(600);
    // 21:00 → 07:00 next day: nothing chargeable.
    expect(calculateFee({ tariff: D1, inAt: at(21), outAt: at(31) }).payAmt).toBe(0);
    // 19:30 → 08:40 next day: 30 + 40 = 70 minutes in one 24 h block.
    expect(calculateFee({ tariff: D1, inAt: at(19, 30), outAt: at(32, 40) }).payAmt).toBe(850);
    // The same stay on a 24 h lot hits the daily maximum.
    expect(calculateFee({ tariff: T1, inAt: at(19, 30), outAt: at(32, 40) }).payAmt).toBe(7000);
    // A full day-hours day (12 h) is capped at the daily maximum.
    expect(calculateFee({ tariff: D1, inAt: at(8), outAt: at(20) }).payAmt).toBe(7000);
    const lines = calculateFee({ tariff: D1, inAt: at(19), outAt: at(21) }).lines;
    expect(lines[0]).toEqual({ label: '운영시간 외(요금 없음)', minutes: 60, amount: 0 });
  });

  it('makes a free vehicle cost 0', () => {
    const r = fee(T1, 300, undefined, { freeVehicle: true });
    expect(r.payAmt).toBe(0);
    expect(r.lines[0]?.label).toBe('무료 차량');
  });

  it('matches free-vehicle rules on their lot, weekdays and dates', () => {
    const lot4 = { lotId: 4, parkingDiv: 'PUBLIC' };
    const annex = { lotId: 150, parkingDiv: 'ATTACHED' };
    const monday = T0; // 2026-03-02 09:00 KST, a Monday (digit 2)
    const base = {
      parkingRegDiv: 'PRD-001' as const,
      lotId: 4,
      applyDay: '23456',
      startDt: '2026-01-01',
      endDt: '2026-12-31',
    };
    expect(freeVehicleApplies(base, lot4, monday)).toBe(true);
    expect(freeVehicleApplies(base, { ...lot4, lotId: 7 }, monday)).toBe(false);
    expect(freeVehicleApplies({ ...base, applyDay: '17' }, lot4, monday)).toBe(false);
    expect(freeVehicleApplies({ ...base, applyDay: '' }, lot4, monday)).toBe(true);
    expect(freeVehicleApplies({ ...base, startDt: '2026-03-03' }, lot4, monday)).toBe(false);
    expect(freeVehicleApplies({ ...base, endDt: '2026-03-01' }, lot4, monday)).toBe(false);
    expect(freeVehicleApplies({ ...base, endDt: '2026-03-02' }, lot4, monday)).toBe(true);
    expect(
      freeVehicleApplies({ ...base, parkingRegDiv: 'PRD-002', lotId: null }, { ...lot4, lotId: 7 }, monday),
    ).toBe(true);
    expect(freeVehicleApplies({ ...base, parkingRegDiv: 'PRD-003', lotId: null }, annex, monday)).toBe(true);
    expect(freeVehicleApplies({ ...base, parkingRegDiv: 'PRD-003', lotId: null }, lot4, monday)).toBe(false);
    // Sunday 2026-03-01 23:30 KST is still Sunday (digit 1) although UTC says 14:30.
    const sunday = Date.UTC(2026, 2, 1, 14, 30);
    expect(freeVehicleApplies({ ...base, applyDay: '1' }, lot4, sunday)).toBe(true);
    // 2026-03-02 00:30 KST is Monday although UTC is still Sunday.
    expect(freeVehicleApplies({ ...base, applyDay: '1' }, lot4, Date.UTC(2026, 2, 1, 15, 30))).toBe(false);
  });
});

describe('fee engine: properties', () => {
  const tariffArb = fc.record({
    dfltTm: fc.integer({ min: 1, max: 180 }),
    dfltAmt: fc.integer({ min: 0, max: 300 }).map((n) => n * 10),
    intvlTm: fc.integer({ min: 1, max: 60 }),
    intvlAmt: fc.integer({ min: 0, max: 100 }).map((n) => n * 10),
    dayParkingAmt: fc.integer({ min: 1, max: 2000 }).map((n) => n * 10),
    freeEntryTm: fc.integer({ min: 0, max: 30 }),
    freeFirstTm: fc.constantFrom(0, 30, 60, 120),
    anyhour: fc.boolean(),
    operStartTm: fc.constant('08:00'),
    operEndTm: fc.constant('20:00'),
  });
  const reductionArb = fc.record({
    code: fc.constant('R'),
    codeNm: fc.constant('감면'),
    rate: fc.constantFrom(0, 30, 50, 100),
    freeMinutes: fc.constantFrom(0, 60, 120, 240),
    fixedAmt: fc.constantFrom(0, 2000),
  });
  // Entries over 2026 at any minute, stays up to 10 days.
  const inAtArb = fc.integer({ min: 0, max: 365 * 1440 }).map((m) => Date.UTC(2026, 0, 1) + m * MIN);
  const stayArb = fc.integer({ min: 0, max: 10 * 1440 });
  const prepaidArb = fc.constantFrom(0, 0, 30, 60, 90);

  const run = (tariff: Tariff, inAt: number, stay: number, reduction?: Reduction, prepaidMinutes = 0) =>
    calculateFee({ tariff, inAt, outAt: inAt + stay * MIN, reduction, prepaidMinutes });

  it('is never negative, always a multiple of 10, and its lines add up', () => {
    fc.assert(
      fc.property(
        tariffArb,
        inAtArb,
        stayArb,
        fc.option(reductionArb, { nil: undefined }),
        prepaidArb,
        (t, a, s, r, p) => {
          const res = run(t, a, s, r, p);
          expect(res.payAmt).toBeGreaterThanOrEqual(0);
          expect(res.payAmt % 10).toBe(0);
          expect(res.useAmt % 10).toBe(0);
          expect(res.lines.reduce((x, l) => x + l.amount, 0)).toBe(res.payAmt);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never decreases when the stay grows', () => {
    fc.assert(
      fc.property(
        tariffArb,
        inAtArb,
        stayArb,
        fc.integer({ min: 1, max: 3000 }),
        fc.option(reductionArb, { nil: undefined }),
        prepaidArb,
        (t, a, s, more, r, p) => {
          expect(run(t, a, s + more, r, p).payAmt).toBeGreaterThanOrEqual(run(t, a, s, r, p).payAmt);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is never above (number of 24 h blocks) × daily maximum', () => {
    fc.assert(
      fc.property(tariffArb, inAtArb, stayArb, prepaidArb, (t, a, s, p) => {
        const blocks = Math.ceil(s / 1440);
        expect(run(t, a, s, undefined, p).payAmt).toBeLessThanOrEqual(blocks * t.dayParkingAmt);
      }),
      { numRuns: 2000 },
    );
  });

  it('a reduction never raises the fee', () => {
    fc.assert(
      fc.property(tariffArb, inAtArb, stayArb, reductionArb, prepaidArb, (t, a, s, r, p) => {
        expect(run(t, a, s, r, p).payAmt).toBeLessThanOrEqual(run(t, a, s, undefined, p).payAmt);
      }),
      { numRuns: 2000 },
    );
  });

  it('the amount-only path agrees with the breakdown path', () => {
    fc.assert(
      fc.property(
        tariffArb,
        inAtArb,
        stayArb,
        fc.option(reductionArb, { nil: undefined }),
        prepaidArb,
        (t, a, s, r, p) => {
          const input = { tariff: t, inAt: a, outAt: a + s * MIN, reduction: r, prepaidMinutes: p };
          expect(feeAmount(input)).toBe(calculateFee(input).payAmt);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with a minute-by-minute model of "24 h blocks from the start of charging"', () => {
    // The model walks the wall clock one minute at a time (Korea time), so it shares no arithmetic with the engine.
    const model = (t: Tariff, inAt: number, stay: number, prepaid: number): number => {
      const startLocal = Math.floor(inAt / MIN) + 540;
      if (stay <= t.freeEntryTm) return 0;
      const chargeable = (m: number) => t.anyhour || (m % 1440 >= 480 && m % 1440 < 1200);
      let skip = t.freeFirstTm + prepaid;
      let s = -1;
      for (let m = startLocal; m < startLocal + stay; m++) {
        if (!chargeable(m)) continue;
        if (skip > 0) {
          skip--;
          continue;
        }
        s = m;
        break;
      }
      if (s < 0) return 0;
      let total = 0;
      for (let bs = s, block = 1; bs < startLocal + stay; bs += 1440, block++) {
        let n = 0;
        for (let m = bs; m < Math.min(bs + 1440, startLocal + stay); m++) if (chargeable(m)) n++;
        const raw =
          block === 1
            ? t.dfltAmt + Math.ceil(Math.max(0, n - t.dfltTm) / t.intvlTm) * t.intvlAmt
            : Math.ceil(n / t.intvlTm) * t.intvlAmt;
        total += n === 0 ? 0 : Math.min(raw, t.dayParkingAmt);
      }
      return Math.floor(total / 10) * 10;
    };
    fc.assert(
      fc.property(tariffArb, inAtArb, fc.integer({ min: 0, max: 3 * 1440 }), prepaidArb, (t, a, s, p) => {
        expect(run(t, a, s, undefined, p).payAmt).toBe(model(t, a, s, p));
      }),
      { numRuns: 300 },
    );
  });

  it('every minute checked: T1 stays 0..3 days never decrease', () => {
    let prev = 0;
    for (let m = 0; m <= 3 * 1440; m++) {
      const v = feeAmount({ tariff: T1, inAt: T0, outAt: T0 + m * MIN });
      expect(v >= prev).toBe(true);
      prev = v;
    }
  });
});
