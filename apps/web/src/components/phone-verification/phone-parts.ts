/** A phone number as the three inputs of the screens (spec 1 §5: 3, 4 and 4 digits). */
export type PhoneParts = readonly [string, string, string];

export const EMPTY_PHONE: PhoneParts = ['', '', ''];

/** Mobile numbers: exactly 3, 4 and 4 digits (spec 1 §5, §9). */
export const MOBILE_LENGTHS = { min: [3, 4, 4], max: [3, 4, 4] } as const;
/** Ordinary phone numbers (business phone, my-page phone): 2–3, 3–4 and 4 digits. */
export const TEL_LENGTHS = { min: [2, 3, 4], max: [3, 4, 4] } as const;

export interface PartLengths {
  min: readonly [number, number, number];
  max: readonly [number, number, number];
}

export type PhoneProblem = 'required' | 'invalid';

/**
 * What is wrong with the three parts, or null. Empty parts → 'required'; a non-digit or a wrong length →
 * 'invalid'. The index of the first part to fix is returned for focus.
 */
export function checkPhoneParts(
  parts: PhoneParts,
  lengths: PartLengths = MOBILE_LENGTHS,
): { problem: PhoneProblem; index: number } | null {
  const empty = parts.findIndex((p) => p.trim() === '');
  if (empty !== -1) return { problem: 'required', index: empty };
  for (let i = 0; i < 3; i++) {
    const p = parts[i] ?? '';
    const min = lengths.min[i] ?? 1;
    const max = lengths.max[i] ?? 4;
    if (!/^\d+$/.test(p) || p.length < min || p.length > max) return { problem: 'invalid', index: i };
  }
  return null;
}

/** '010', '1234', '5678' → '01012345678'. */
export function joinPhone(parts: PhoneParts): string {
  return parts.map((p) => p.trim()).join('');
}

/**
 * '01012345678' or '010-1234-5678' → ['010', '1234', '5678']. Ten-digit numbers split 3/3/4, Seoul (02)
 * numbers 2/3-4/4.
 */
export function splitPhone(value: string | null | undefined): PhoneParts {
  const v = (value ?? '').trim();
  if (v.includes('-')) {
    const [a = '', b = '', c = ''] = v.split('-');
    return [a, b, c];
  }
  const d = v.replace(/\D/g, '');
  if (d === '') return EMPTY_PHONE;
  if (d.startsWith('02')) {
    return [d.slice(0, 2), d.slice(2, d.length - 4), d.slice(-4)];
  }
  if (d.length <= 10) return [d.slice(0, 3), d.slice(3, d.length - 4), d.slice(-4)];
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7)];
}

/** Keeps only digits (the inputs accept digits only). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
