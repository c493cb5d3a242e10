/**
 * Korea time (Asia/Seoul): UTC+9 all year, no daylight saving since 1988, so a fixed offset is exact and
 * needs no time-zone database (the server may run in UTC, the browser anywhere). Every date or date-time
 * the portal shows, stores as text or compares by calendar day is Korea time and comes from here.
 */

/** Korea's offset from UTC in minutes. */
export const KST_OFFSET_MINUTES = 540;
const KST_OFFSET_MS = KST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** A moment: a Date or epoch milliseconds. */
export type Instant = Date | number;

const epochOf = (at: Instant): number => (typeof at === 'number' ? at : at.getTime());

/** 'YYYY-MM-DDTHH:mm:ss.sssZ' of the Korean wall clock at `at` (the Z is not meant: cut before use). */
function wallClock(at: Instant): string {
  return new Date(epochOf(at) + KST_OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DD HH:mm:ss' in Korea time: how date-times travel in the API. */
export function formatKst(at: Instant): string {
  return wallClock(at).slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD HH:mm' in Korea time (lists of in/out times, receipts); null stays null. */
export function formatKstMinute(at: Instant): string;
export function formatKstMinute(at: Instant | null): string | null;
export function formatKstMinute(at: Instant | null): string | null {
  return at === null ? null : wallClock(at).slice(0, 16).replace('T', ' ');
}

/** 'YYYYMMDDHHmmss' in Korea time (the card provider's EdiDate). */
export function formatKstCompact(at: Instant): string {
  return wallClock(at).slice(0, 19).replace(/[-T:]/g, '');
}

/** The Korean calendar date 'YYYY-MM-DD' at `at` (today by default). */
export function todayKst(at: Instant = Date.now()): string {
  return wallClock(at).slice(0, 10);
}

/** The Korean calendar date `days` days after the one at `at` (negative: before). */
export function kstDatePlus(at: Instant, days: number): string {
  return todayKst(epochOf(at) + days * DAY_MS);
}

/** Epoch milliseconds of a Korean wall-clock time: `date` 'YYYY-MM-DD', `time` 'HH:mm' or 'HH:mm:ss'. */
export function kstEpoch(date: string, time = '00:00'): number {
  return Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}+09:00`);
}

/**
 * The half-open range [from, to) of whole Korean days from `startDate` to `endDate` ('YYYY-MM-DD', both
 * included), for searches by date.
 */
export function kstDayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  return { from: new Date(kstEpoch(startDate)), to: new Date(kstEpoch(endDate) + DAY_MS) };
}
