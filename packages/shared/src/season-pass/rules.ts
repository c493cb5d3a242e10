/**
 * Season-pass rules shared by the server and the screens (spec 2 §3, §4, §9; decisions 090–095).
 * Dates are 'YYYY-MM-DD' Korean calendar days; times are checked in Korean time (UTC+9).
 */

/** Processing states (spec 2 §4). MUT-001 covers both "application complete" and "waiting with a number". */
export const PROC_STS = {
  APPLIED: 'MUT-001',
  PAID: 'MUT-002',
  CANCELLED: 'MUT-003',
  ASSIGNED: 'MUT-004',
  OFFERED: 'MUT-005',
  ASSIGNED_OTHER: 'MUT-006',
} as const;
export type ProcStsCd = (typeof PROC_STS)[keyof typeof PROC_STS];
export const PROC_STS_CODES = ['MUT-001', 'MUT-002', 'MUT-003', 'MUT-004', 'MUT-005', 'MUT-006'] as const;
/** Assigned and not paid yet: the detail shows cancel and pay (all three look the same). */
export const UNPAID_ASSIGNED: readonly ProcStsCd[] = ['MUT-004', 'MUT-005', 'MUT-006'];
/** States that hold a cell. */
export const HOLDS_CELL: readonly ProcStsCd[] = ['MUT-002', 'MUT-004', 'MUT-005', 'MUT-006'];

export const isUnpaidAssigned = (cd: string) => (UNPAID_ASSIGNED as readonly string[]).includes(cd);

/** Use divisions (spec 2 §4). */
export const USE_DIV_CODES = ['UTM-001', 'UTM-002', 'UTM-003'] as const;
export type UseDivCd = (typeof USE_DIV_CODES)[number];

/** Allotment types (spec 2 §3). */
export const ALLOT_TYPES = ['RAFFLE', 'FCOME'] as const;
export type AllotType = (typeof ALLOT_TYPES)[number];

/** Months a pass may run (spec 2 §9: 3-month units up to 6 months). */
export const PASS_MONTHS = [3, 6] as const;
/** How many first-of-month start dates an applicant may choose from (decision 090). */
export const START_MONTH_CHOICES = 3;
/** Days before the start of use by which an assigned pass must be paid (spec 2 §9). */
export const PAY_DAYS_BEFORE_START = 7;
/** Days an assignment has to be paid at least, when the start of use is close (decision 090). */
export const MIN_PAY_DAYS = 3;
/** Hours before the deadline the reminder SMS goes out. */
export const REMINDER_HOURS = 24;
/** Largest reduction a season pass gets, in percent (decision 093). */
export const MAX_PASS_REDUCTION_PERCENT = 50;
/**
 * Live applications (not cancelled) one member may hold in one lot's application window, each for a
 * different proven car (decision 179; stated on /periodinfo).
 */
export const MAX_APPLICATIONS_PER_MEMBER = 2;
/** Lookup page size (spec 2 §9). */
export const PERIOD_PAGE_SIZE = 10;

/**
 * Monthly fees by lot grade when the lot has no fee of its own (spec 2 §9 on-street pass fees: grade 2 day
 * 50,000, night 30,000, all day 60,000; grade 3 30,000 / 20,000 / 40,000). Grade 1 lots sell no passes.
 */
export const GRADE_PASS_FEES: Readonly<Record<number, Record<UseDivCd, number>>> = {
  2: { 'UTM-001': 60_000, 'UTM-002': 50_000, 'UTM-003': 30_000 },
  3: { 'UTM-001': 40_000, 'UTM-002': 30_000, 'UTM-003': 20_000 },
};

/** What the rules read of a lot. */
export interface PassLot {
  grade: number;
  periodUseDivCd: string;
  periodTicketAmt: number;
  periodDaytmAmt: number;
  periodNightAmt: number;
}

/** The monthly fee of a use division at a lot: the lot's own amount, else its grade's (0 = not sold). */
export function monthlyFee(lot: PassLot, useDivCd: UseDivCd): number {
  const own =
    useDivCd === 'UTM-001'
      ? lot.periodTicketAmt
      : useDivCd === 'UTM-002'
        ? lot.periodDaytmAmt
        : lot.periodNightAmt;
  if (own > 0) return own;
  return GRADE_PASS_FEES[lot.grade]?.[useDivCd] ?? 0;
}

/** The use divisions a lot allows: listed in PERIOD_USE_DIV_CD and with a fee. */
export function allowedUseDivs(lot: PassLot): UseDivCd[] {
  const listed = lot.periodUseDivCd.split(',').map((s) => s.trim());
  return USE_DIV_CODES.filter((cd) => listed.includes(cd) && monthlyFee(lot, cd) > 0);
}

const floor10 = (n: number) => Math.floor(n / 10) * 10;

/** Amount of a pass: monthly fee × months, minus the reduction (rate capped at 50 %, result down to 10 won). */
export function passAmount(
  monthly: number,
  months: number,
  reductionRate: number,
): { baseAmt: number; discountAmt: number; useAmt: number; rate: number } {
  const baseAmt = monthly * months;
  const rate = Math.max(0, Math.min(MAX_PASS_REDUCTION_PERCENT, Math.trunc(reductionRate)));
  const useAmt = floor10(Math.floor((baseAmt * (100 - rate)) / 100));
  return { baseAmt, discountAmt: baseAmt - useAmt, useAmt, rate };
}

// ---------------------------------------------------------------------------------------------
// Calendar (Korea)

const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment in Korea. */
export function kstDateOf(at: Date | number): string {
  const t = typeof at === 'number' ? at : at.getTime();
  return new Date(t + KST_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole months (from a first of month). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/** 23:59:59 Korea time of a date. */
export function endOfKstDay(date: string): Date {
  return new Date(Date.parse(`${date}T23:59:59+09:00`));
}

/** The first-of-month start dates an applicant may choose on `today`: the next START_MONTH_CHOICES months. */
export function startChoices(today: string): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: START_MONTH_CHOICES }, (_, i) => addMonths(first, i + 1));
}

/** Last day of a pass starting on `start` for `months`. */
export function passEnd(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** Months between a start and an end date when they form a valid pass (3 or 6), else null. */
export function passMonths(start: string, end: string): number | null {
  for (const m of PASS_MONTHS) if (passEnd(start, m) === end) return m;
  return null;
}

/**
 * Payment deadline of an assignment (decision 090): 23:59:59 of the 7th day before the start of use, but
 * never less than MIN_PAY_DAYS full days after the assignment.
 */
export function payDeadline(assignedAt: Date, useStartDt: string): Date {
  const before = endOfKstDay(addDays(useStartDt, -PAY_DAYS_BEFORE_START));
  const floor = endOfKstDay(addDays(kstDateOf(assignedAt), MIN_PAY_DAYS));
  return before.getTime() >= floor.getTime() ? before : floor;
}

// ---------------------------------------------------------------------------------------------
// Use-division hours (spec 2 §9; decision 094)

/** Day 08:00–20:00, night 18:30–08:00 (they overlap 18:30–20:00), whole day always. */
export function withinUseHours(useDivCd: string, at: Date | number): boolean {
  const t = typeof at === 'number' ? at : at.getTime();
  const minute = Math.floor(((t + KST_MS) % DAY_MS) / 60_000);
  if (useDivCd === 'UTM-001') return true;
  if (useDivCd === 'UTM-002') return minute >= 8 * 60 && minute < 20 * 60;
  if (useDivCd === 'UTM-003') return minute >= 18 * 60 + 30 || minute < 8 * 60;
  return false;
}

/** Car number with the 3rd and 4th digit from the end hidden ('12가3456' → '12가**56'). */
export function maskCarNo(carNo: string): string {
  const chars = [...carNo];
  let hidden = 0;
  for (let i = chars.length - 3; i >= 0 && hidden < 2; i--) {
    if (/[0-9]/.test(chars[i]!)) {
      chars[i] = '*';
      hidden++;
    }
  }
  return chars.join('');
}
