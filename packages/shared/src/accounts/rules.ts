import { UPLOAD_MAX_BYTES } from '../common/uploads';
/**
 * Format rules of the accounts area (spec 1 §5, spec 2 §5 "My-page"), used by the SPA forms and re-checked
 * by the server. Pure functions and regular expressions; no zod here.
 */

/** General member id: starts with a lowercase letter, then lowercase letters, digits, `_` or `-`; 5–20 in all. */
export const GENERAL_ID_RE = /^[a-z][a-z0-9_-]{4,19}$/;

/** Business member id: 4–20 letters or digits, not digits only. */
export const BUSINESS_ID_RE = /^(?![0-9]+$)[A-Za-z0-9]{4,20}$/;

/** Any id the duplicate check accepts (either of the two formats above). */
export const ANY_ID_RE = /^[A-Za-z0-9_-]{4,20}$/;

/** Special characters a password may (and must, at least one) contain: @$!%*#?& (= !@#$%&*? of the business form). */
export const PASSWORD_SPECIALS = '@$!%*#?&';

/** Password: 8–20 characters of letters, digits and the specials above, with at least one of each kind. */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[@$!%*#?&])[A-Za-z0-9@$!%*#?&]{8,20}$/;

/** Mobile number as stored: 11 digits, parts 3/4/4, starting with 01. */
export const MOBILE_RE = /^01[0-9][0-9]{4}[0-9]{4}$/;

/** Mobile number accepted by the my-page edit (second part 3 or 4 digits): 10 or 11 digits starting with 01. */
export const MOBILE_LOOSE_RE = /^01[0-9][0-9]{3,4}[0-9]{4}$/;

/** Telephone number as stored (digits only): parts of at least 2, 3 and 3 digits → 8 to 12 digits starting with 0. */
export const TEL_RE = /^0[0-9]{7,11}$/;

/** Domestic plate: optional 2-letter region, 2–3 digits, one Korean letter, 4 digits (e.g. 12가3456, 서울12가3456). */
export const CAR_NO_DOMESTIC_RE = /^([가-힣]{2})?[0-9]{2,3}[가-힣][0-9]{4}$/;

/** Diplomatic plate: 2-character prefix, 3 digits, hyphen, 3 digits (e.g. 외교123-456). */
export const CAR_NO_DIPLOMATIC_RE = /^[가-힣]{2}[0-9]{3}-[0-9]{3}$/;

/** Maximum length of a car number input (spec 2 §5). */
export const CAR_NO_MAX = 10;

/** Business registration number: 10 digits. */
export const COMPANY_NO_RE = /^[0-9]{10}$/;

/** Postcode (zonecode): 5 digits. */
export const ZIPCODE_RE = /^[0-9]{5}$/;

/** Verification code: 6 digits. */
export const PIN_RE = /^[0-9]{6}$/;

/** Verification purposes: sign-up, the find-password flow, or the applicant of a reduction pre-registration. */
export const VERIFY_PURPOSES = ['SIGNUP', 'FIND_PW', 'REDUCTION'] as const;
export type VerifyPurpose = (typeof VERIFY_PURPOSES)[number];

/** Seconds a code stays valid (spec 1 §9: 180 s, shown as 03:00). */
export const PIN_VALID_SECONDS = 180;
/** Seconds before another code may be sent to the same phone. */
export const PIN_RESEND_SECONDS = 30;
/** Wrong entries that void a code. */
export const PIN_MAX_TRIES = 5;

/** Business document: allowed extensions and the size checked (the portal's one upload limit). */
export const BUSINESS_FILE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'pdf'] as const;
export const BUSINESS_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;

/** Removes spaces and hyphens: '010-1234 5678' → '01012345678'. */
export function digitsOnlyPhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Joins three phone parts the way the forms send them ('010', '1234', '5678' → '01012345678'). */
export function joinPhone(a: string, b: string, c: string): string {
  return `${a}${b}${c}`.replace(/\s/g, '');
}

/** Splits a stored phone into its parts for the three inputs: 11 digits → 3/4/4, 10 digits → 3/3/4 (02 numbers 2/…/4). */
export function splitPhone(value: string): [string, string, string] {
  const d = value.replace(/[^0-9]/g, '');
  if (d.startsWith('02')) return [d.slice(0, 2), d.slice(2, d.length - 4), d.slice(-4)];
  if (d.length < 7) return [d, '', ''];
  return [d.slice(0, 3), d.slice(3, d.length - 4), d.slice(-4)];
}

/**
 * Car number as stored: full-width characters made ordinary (NFKC: '１２가３４５６' → '12가3456', a pasted
 * ideographic space included) and every whitespace removed ('12가 3456' → '12가3456'). Every plate schema
 * runs its check on this (the input and parse boundary of web and server alike; issue 14).
 */
export function normalizeCarNo(value: string): string {
  return value.normalize('NFKC').replace(/\s/g, '');
}

/** True for a domestic or diplomatic car number (whitespace ignored). */
export function isValidCarNo(value: string): boolean {
  const v = normalizeCarNo(value);
  return v.length <= CAR_NO_MAX && (CAR_NO_DOMESTIC_RE.test(v) || CAR_NO_DIPLOMATIC_RE.test(v));
}

/**
 * The id shown by find-id, partly masked (decision 012): the first 3 characters and the last one stay,
 * the rest becomes `***` (citizen1 → cit***1); ids of 4 characters or fewer keep only the first two.
 */
export function maskId(id: string): string {
  if (id.length <= 4) return `${id.slice(0, 2)}${'*'.repeat(Math.max(1, id.length - 2))}`;
  return `${id.slice(0, 3)}***${id.slice(-1)}`;
}
