/**
 * The fee engine (DESIGN §5 "Fee engine", decisions 020–022): pure, integer won, answers a breakdown.
 * The same function serves the estimator, pre-payment, unpaid items, equipment exits and the guides.
 * Times are epoch milliseconds; wall-clock rules (day hours, weekdays) use Korea time (UTC+9).
 */
import { KST_OFFSET_MINUTES } from '../common/korea-time';
import { lotsKo } from '../messages/ko/lots';

/** A lot's tariff (spec 1 §3 DFLT_TM … plus free times and operating hours). */
export interface Tariff {
  /** base minutes and amount (first block only) */
  dfltTm: number;
  dfltAmt: number;
  /** unit minutes and amount (each started unit after the base) */
  intvlTm: number;
  intvlAmt: number;
  /** maximum per 24 h block from the start of charging; 0 = no maximum */
  dayParkingAmt: number;
  /** a stay of at most this many minutes costs 0 */
  freeEntryTm: number;
  /** free first period in minutes: shifts the start of charging */
  freeFirstTm: number;
  /** true: every minute chargeable; false: only operStartTm–operEndTm (wall clock) */
  anyhour: boolean;
  /** 'HH:mm' */
  operStartTm: string;
  operEndTm: string;
}

/** A reduction category (discount code): free period first, then a rate, or a fixed amount. */
export interface Reduction {
  code: string;
  codeNm: string;
  /** percent off (0..100) applied after the free period */
  rate: number;
  /** free minutes from the start of charging */
  freeMinutes: number;
  /** won off */
  fixedAmt: number;
}

export interface FeeInput {
  tariff: Tariff;
  /** entry time, epoch ms */
  inAt: number;
  /** exit time, epoch ms (not before inAt) */
  outAt: number;
  reduction?: Reduction | null;
  /** web-prepaid minutes bought for this stay: removed from the chargeable time */
  prepaidMinutes?: number;
  /** of prepaidMinutes, those given free (traditional-market extra time): shown on a line of their own */
  prepaidFreeMinutes?: number;
  /** a free vehicle rule matched this stay (see freeVehicleApplies): the fee is 0 */
  freeVehicle?: boolean;
  /** a PERIOD stay: entered inside the use-division hours of a paid season pass (decision 094): the fee is 0 */
  seasonPass?: boolean;
  /** wall clock offset from UTC in minutes; Korea = 540 */
  utcOffsetMinutes?: number;
}

/** One breakdown line; amounts sum to payAmt (reductions are negative). */
export interface FeeLine {
  label: string;
  minutes?: number;
  amount: number;
}

export interface FeeResult {
  /** whole minutes between entry and exit (seconds dropped) */
  stayMinutes: number;
  /** minutes that were charged (after free time, prepaid time and hours outside operation) */
  chargedMinutes: number;
  /** fee before reductions */
  useAmt: number;
  /** useAmt − payAmt */
  discountAmt: number;
  /** fee to pay, a multiple of 10, never negative */
  payAmt: number;
  lines: FeeLine[];
}

const DAY = 1440;
const MINUTE_MS = 60_000;

/** 'HH:mm' → minutes of the day (NaN when malformed). */
export function hhmmToMinutes(s: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s);
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  if (h > 24 || mi > 59 || (h === 24 && mi !== 0)) return Number.NaN;
  return h * 60 + mi;
}

/**
 * Chargeable clock: minutes (absolute, wall clock) where charging runs. For 24 h lots every minute, for
 * day-hours lots only [ws, we) of each day. cum(t) = chargeable minutes in [0, t). Any 24 h window holds
 * exactly w chargeable minutes, so the fee depends only on the chargeable minutes after the free periods.
 */
interface Clock {
  ws: number;
  we: number;
  w: number;
  all: boolean;
}

const ALL_DAY: Clock = { ws: 0, we: DAY, w: DAY, all: true };
const clocks = new Map<string, Clock>();

function cum(c: Clock, t: number): number {
  if (c.all) return t;
  const days = Math.floor(t / DAY);
  const r = t - days * DAY;
  const inDay = r <= c.ws ? 0 : r >= c.we ? c.w : r - c.ws;
  return days * c.w + inDay;
}

function makeClock(t: Tariff): Clock {
  if (t.anyhour) return ALL_DAY;
  const k = `${t.operStartTm}-${t.operEndTm}`;
  let c = clocks.get(k);
  if (!c) {
    const ws = hhmmToMinutes(t.operStartTm);
    const we = hhmmToMinutes(t.operEndTm);
    // A malformed or wrapping window counts as 24 h: never charge less than the tariff says by accident.
    c = ws >= 0 && we > ws && we <= DAY ? { ws, we, w: we - ws, all: false } : ALL_DAY;
    if (clocks.size < 64) clocks.set(k, c);
  }
  return c;
}

const floor10 = (n: number) => Math.floor(n / 10) * 10;
const nonNeg = (n: number | undefined) => (n !== undefined && n > 0 ? Math.floor(n) : 0);

/**
 * The fee of L chargeable minutes counted from the start of charging, per 24 h block (w chargeable minutes
 * each): the base in the first block only, each started unit after it, each block capped at the daily maximum.
 */
function feeOfChargeable(t: Tariff, w: number, L: number, lines: FeeLine[] | null): number {
  if (L <= 0) return 0;
  const u = t.intvlTm > 0 ? t.intvlTm : 1;
  const cap = t.dayParkingAmt > 0 ? t.dayParkingAmt : Number.POSITIVE_INFINITY;
  const m1 = L < w ? L : w;
  const over = m1 > t.dfltTm ? m1 - t.dfltTm : 0;
  const units1 = Math.ceil(over / u);
  const raw1 = t.dfltAmt + units1 * t.intvlAmt;
  const f1 = raw1 > cap ? cap : raw1;
  if (lines) {
    lines.push({
      label: lotsKo.fee.base(t.dfltTm),
      minutes: m1 < t.dfltTm ? m1 : t.dfltTm,
      amount: t.dfltAmt,
    });
    if (units1 > 0)
      lines.push({ label: lotsKo.fee.unit(u, t.intvlAmt), minutes: over, amount: units1 * t.intvlAmt });
    if (raw1 > cap) lines.push({ label: lotsKo.fee.dayCap(1, cap), amount: cap - raw1 });
  }
  if (L <= w) return f1;
  const k = Math.ceil(L / w);
  const rawFull = Math.ceil(w / u) * t.intvlAmt;
  const full = rawFull > cap ? cap : rawFull;
  const rem = L - (k - 1) * w;
  const rawLast = Math.ceil(rem / u) * t.intvlAmt;
  const last = rawLast > cap ? cap : rawLast;
  if (lines) {
    for (let j = 2; j <= k; j++) {
      const m = j < k ? w : rem;
      const raw = j < k ? rawFull : rawLast;
      lines.push({ label: lotsKo.fee.dayNUnit(j, u, t.intvlAmt), minutes: m, amount: raw });
      if (raw > cap) lines.push({ label: lotsKo.fee.dayCap(j, cap), amount: cap - raw });
    }
  }
  return f1 + (k - 2) * full + last;
}

/**
 * Computes the fee of one stay. Order (decision 020): free vehicle → 0; stay within the free entry
 * time → 0; the lot's free first period (or a reduction's longer free period) and the web-prepaid
 * minutes shift the start of charging; per-24 h-block charge with the daily maximum; then the
 * reduction rate or fixed amount; finally round down to 10 won.
 */
export function calculateFee(input: FeeInput, withLines = true): FeeResult {
  const t = input.tariff;
  const offset = input.utcOffsetMinutes ?? KST_OFFSET_MINUTES;
  const inMin = Math.floor(input.inAt / MINUTE_MS) + offset;
  const outMin = Math.floor(input.outAt / MINUTE_MS) + offset;
  const stay = outMin > inMin ? outMin - inMin : 0;
  const lines: FeeLine[] = [];

  if (input.freeVehicle || input.seasonPass) {
    const label = input.freeVehicle ? lotsKo.fee.freeVehicle : lotsKo.fee.seasonPass;
    if (withLines) lines.push({ label, minutes: stay, amount: 0 });
    return { stayMinutes: stay, chargedMinutes: 0, useAmt: 0, discountAmt: 0, payAmt: 0, lines };
  }
  if (stay <= nonNeg(t.freeEntryTm)) {
    if (withLines)
      lines.push({ label: lotsKo.fee.freeEntry(nonNeg(t.freeEntryTm)), minutes: stay, amount: 0 });
    return { stayMinutes: stay, chargedMinutes: 0, useAmt: 0, discountAmt: 0, payAmt: 0, lines };
  }

  const clock = makeClock(t);
  const lotFree = nonNeg(t.freeFirstTm);
  const prepaid = nonNeg(input.prepaidMinutes);
  const total = cum(clock, outMin) - cum(clock, inMin);
  let charged = total - lotFree - prepaid > 0 ? total - lotFree - prepaid : 0;
  if (withLines) {
    if (stay > total) lines.push({ label: lotsKo.fee.outOfHours, minutes: stay - total, amount: 0 });
    if (lotFree > 0)
      lines.push({ label: lotsKo.fee.freePeriod, minutes: Math.min(lotFree, total), amount: 0 });
    if (prepaid > 0) {
      const shown = Math.min(prepaid, Math.max(0, total - lotFree));
      const free = Math.min(nonNeg(input.prepaidFreeMinutes), prepaid);
      // The bought minutes count first; free minutes fill what they leave (decision 100).
      const bought = Math.min(prepaid - free, shown);
      if (bought > 0 || free === 0) lines.push({ label: lotsKo.fee.prepaid, minutes: bought, amount: 0 });
      if (free > 0) lines.push({ label: lotsKo.fee.prepaidFree, minutes: shown - bought, amount: 0 });
    }
  }
  const grossAmt = feeOfChargeable(t, clock.w, charged, withLines ? lines : null);
  const useAmt = floor10(grossAmt);
  if (withLines && useAmt !== grossAmt) lines.push({ label: lotsKo.fee.rounding, amount: useAmt - grossAmt });

  let pay = useAmt;
  const r = input.reduction;
  if (r && useAmt > 0) {
    let afterFree = useAmt;
    const redFree = nonNeg(r.freeMinutes);
    if (redFree > lotFree) {
      // A reduction's free period replaces the lot's when longer (they do not add up).
      charged = total - redFree - prepaid > 0 ? total - redFree - prepaid : 0;
      afterFree = floor10(feeOfChargeable(t, clock.w, charged, null));
    }
    const rate = Math.min(100, nonNeg(r.rate));
    const afterRate = rate > 0 ? floor10(Math.floor((afterFree * (100 - rate)) / 100)) : afterFree;
    const fixed = nonNeg(r.fixedAmt);
    const reduced = fixed > 0 ? Math.max(0, floor10(afterRate - fixed)) : afterRate;
    if (withLines) {
      if (afterFree !== useAmt)
        lines.push({ label: lotsKo.fee.reductionFreePeriod, minutes: redFree, amount: afterFree - useAmt });
      if (afterRate !== afterFree)
        lines.push({ label: lotsKo.fee.reductionRate(r.codeNm, rate), amount: afterRate - afterFree });
      if (reduced !== afterRate)
        lines.push({ label: lotsKo.fee.reductionFixed(r.codeNm, fixed), amount: reduced - afterRate });
    }
    pay = reduced;
  }

  return {
    stayMinutes: stay,
    chargedMinutes: charged,
    useAmt,
    discountAmt: useAmt - pay,
    payAmt: pay,
    lines,
  };
}

/** Only the amount to pay (no lines): the hot path for bulk computations. */
export function feeAmount(input: FeeInput): number {
  return calculateFee(input, false).payAmt;
}

// ---------------------------------------------------------------------------------------------
// Free vehicles (spec 3 §3; decision 022)
// ---------------------------------------------------------------------------------------------

/** PRD-001 one lot, PRD-002 all lots, PRD-003 annex (attached) lots. */
export type ParkingRegDiv = 'PRD-001' | 'PRD-002' | 'PRD-003';

export interface FreeVehicleRule {
  parkingRegDiv: ParkingRegDiv;
  /** the lot of a PRD-001 rule */
  lotId: number | null;
  /** weekday digits, 1 Sunday … 7 Saturday; empty = every day */
  applyDay: string;
  /** 'YYYY-MM-DD', inclusive; empty = open-ended */
  startDt: string;
  endDt: string;
}

/**
 * True when the rule makes a stay that began at `at` free at `lot`: the lot matches (its own lot, all
 * lots, or an attached lot for PRD-003), the entry day (Korea time) is one of its weekdays and lies
 * within its dates.
 */
export function freeVehicleApplies(
  rule: FreeVehicleRule,
  lot: { lotId: number; parkingDiv: string },
  at: number,
  utcOffsetMinutes = KST_OFFSET_MINUTES,
): boolean {
  if (rule.parkingRegDiv === 'PRD-001' && rule.lotId !== lot.lotId) return false;
  if (rule.parkingRegDiv === 'PRD-003' && lot.parkingDiv !== 'ATTACHED') return false;
  const local = new Date(at + utcOffsetMinutes * MINUTE_MS);
  const digit = String(local.getUTCDay() + 1);
  if (rule.applyDay.trim() !== '' && !rule.applyDay.includes(digit)) return false;
  const day = local.toISOString().slice(0, 10);
  if (rule.startDt && day < rule.startDt) return false;
  if (rule.endDt && day > rule.endDt) return false;
  return true;
}

/** Tariff of a lot row (the parking_lots columns or the map row's fields). */
export function tariffOf(lot: {
  dfltTm: number;
  dfltAmt: number;
  intvlTm: number;
  intvlAmt: number;
  dayParkingAmt: number;
  freeEntryTm: number;
  freeFirstTm: number;
  anyhourRunYn: string;
  operStartTm: string;
  operEndTm: string;
}): Tariff {
  return {
    dfltTm: lot.dfltTm,
    dfltAmt: lot.dfltAmt,
    intvlTm: lot.intvlTm,
    intvlAmt: lot.intvlAmt,
    dayParkingAmt: lot.dayParkingAmt,
    freeEntryTm: lot.freeEntryTm,
    freeFirstTm: lot.freeFirstTm,
    anyhour: lot.anyhourRunYn !== 'N',
    operStartTm: lot.operStartTm,
    operEndTm: lot.operEndTm,
  };
}
