import { z } from 'zod';
import { ko } from '../messages/ko';

/**
 * Field rules of discount and free vehicles (spec 3 §5), shared by the forms and the server.
 */

/** Discount vehicles: optional 2-letter prefix, 2–3 digits, one Korean letter, 4 digits. */
export const DISCOUNT_CAR_NO_RE = /^([가-힣]{2})?[0-9]{2,3}[가-힣][0-9]{4}$/;
/** Free vehicles also accept a 3-letter prefix. */
export const FREE_CAR_NO_RE = /^([가-힣]{2,3})?[0-9]{2,3}[가-힣][0-9]{4}$/;
/** Diplomatic plates: 2-character prefix, 3 digits, hyphen, 3 digits. */
export const DIPLOMATIC_CAR_NO_RE = /^[가-힣]{2}[0-9]{3}-[0-9]{3}$/;

/** Spaces are removed before checks and sending (spec 3 §5). */
export function stripSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

/** True when `carNo` (spaces ignored) is a plate of the discount (`free` false) or free-vehicle form. */
export function isVehicleCarNo(carNo: string, free = false): boolean {
  const v = stripSpaces(carNo);
  return (free ? FREE_CAR_NO_RE : DISCOUNT_CAR_NO_RE).test(v) || DIPLOMATIC_CAR_NO_RE.test(v);
}

const t = () => ko.adminVehicles.v;

/** A required car number: '필수 입력란입니다.' when empty, `formatMessage` when not a plate. */
export function vehicleCarNoSchema(free: boolean, formatMessage: string = ko.adminVehicles.v.carNoFormat) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? stripSpaces(v) : v),
    z
      .string({ error: t().required })
      .min(1, { error: t().required, abort: true })
      .max(20, { error: formatMessage, abort: true })
      .refine((v) => isVehicleCarNo(v, free), formatMessage),
  );
}

/** A required name (owner): trimmed, 1–50 characters. */
export function nameSchema(requiredMessage: string, max = 50) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, ko.validation.tooLong(max));
}

/** Free text up to `max` characters ('' when absent). */
export function optionalText(max: number) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(max, ko.validation.tooLong(max)),
  );
}

/** True for a real calendar day 'YYYY-MM-DD' in 2000–2099. */
export function isDay(s: string): boolean {
  const m = /^(20\d{2})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A required day 'YYYY-MM-DD' (2000–2099); a time part ('… 00:00:00') is accepted and dropped. */
export const daySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z.string({ error: ko.adminVehicles.v.date }).refine(isDay, ko.adminVehicles.v.date),
);

/** Weekday digits 1 Sunday … 7 Saturday: one or more, each once; stored sorted ('7125' → '1257'). */
export const applyDaySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/,/g, '').trim() : v),
  z
    .string({ error: ko.adminVehicles.v.applyDay })
    .regex(/^[1-7]{1,7}$/, ko.adminVehicles.v.applyDay)
    .refine((v) => new Set(v).size === v.length, ko.adminVehicles.v.applyDay)
    .transform((v) => [...v].sort().join('')),
);

/** Korean names of the weekday digits of `applyDay` ('17' → '일, 토'; all seven → '매일'). */
export function weekdayNames(applyDay: string): string {
  const days = [...applyDay].filter((d) => /[1-7]/.test(d)).sort();
  if (days.length === 7) return ko.adminVehicles.free.everyDay;
  return days.map((d) => ko.adminVehicles.weekdays[Number(d) - 1]).join(', ');
}

/** Free vehicle lot divisions (spec 3 §4): PRD-001 one lot, PRD-002 all lots, PRD-003 annex lots. */
export const PARKING_REG_DIVS = ['PRD-001', 'PRD-002', 'PRD-003'] as const;
export type ParkingRegDivCode = (typeof PARKING_REG_DIVS)[number];
/** The sectnId markers of the register screen: -1 all lots, -2 annex lots (null on the edit screen). */
export const ALL_LOTS_MARKER = -1;
export const ANNEX_LOTS_MARKER = -2;

/** Free types of fctCode.json. */
export const FREE_TYPE_CODES = ['FCT-001', 'FCT-002', 'FCT-003', 'FCT-004', 'FCT-005'] as const;
