import { groupDigits } from '@parking/shared/common/digits';

/** Display formats of DESIGN §7: dates YYYY-MM-DD, amounts with thousands separators and 원. */

type DateInput = Date | string | number | null | undefined;

function toDate(d: DateInput): Date | null {
  if (d === null || d === undefined || d === '') return null;
  if (d instanceof Date) return Number.isNaN(d.getTime()) ? null : d;
  if (typeof d === 'string') {
    // compact server forms: YYYYMMDD and YYYYMMDDHHmm(ss)
    const compact = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?$/.exec(d);
    if (compact) {
      const [, y, mo, da, h = '0', mi = '0', s = '0'] = compact;
      return new Date(Number(y), Number(mo) - 1, Number(da), Number(h), Number(mi), Number(s));
    }
    // a bare date is a calendar day, not UTC midnight
    const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
    if (ymd) return new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
  }
  const date = new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' in local time; '' for an empty or invalid input. */
export function formatDate(d: DateInput): string {
  const date = toDate(d);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm' (or with seconds); '' for an empty or invalid input. */
export function formatDateTime(d: DateInput, withSeconds = false): string {
  const date = toDate(d);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${formatDate(date)} ${withSeconds ? `${time}:${pad(date.getSeconds())}` : time}`;
}

/** 1234567 → '1,234,567'; '' for a missing or non-numeric value. */
export function formatNumber(n: number | string | null | undefined): string {
  if (n === null || n === undefined || n === '') return '';
  const v = typeof n === 'number' ? n : Number(String(n).replace(/,/g, ''));
  if (!Number.isFinite(v)) return '';
  return groupDigits(v, { maximumFractionDigits: 2 });
}

/** 1234 → '1,234원'; '' for a missing value. */
export function formatWon(n: number | string | null | undefined): string {
  const s = formatNumber(n);
  return s === '' ? '' : `${s}원`;
}
