import type { Domain } from '@parking/shared/common/wire-names';
import { toDomain, toWire } from '@parking/shared/common/wire-names';
import type { UnpaidItem } from '@parking/shared/unpaid/schemas';

/** spec 2 §3 "Selected unpaid payment data": what unpaidview shows and pays. */
export interface UnpaidSelection {
  /** comma-joined item ids */
  inOutIds: string;
  plate: string;
  totalSumAmt: number;
  totalUnpaidAmt: number;
  totalAddAmt: number;
  totalCnt: number;
  isOffSt: boolean;
  /** on-street only: the chosen items, sent as streetItems */
  items?: Domain<UnpaidItem>[];
}

/** Totals of the chosen rows. */
export function totalsOf(items: readonly Domain<UnpaidItem>[]): { unpaid: number; add: number; sum: number } {
  let unpaid = 0;
  let add = 0;
  let sum = 0;
  for (const i of items) {
    unpaid += i.unpaidAmt;
    add += i.addAmt;
    sum += i.sumAmt;
  }
  return { unpaid, add, sum };
}

/** The payment data of the chosen rows of one tab. */
export function buildSelection(
  items: readonly Domain<UnpaidItem>[],
  isOffSt: boolean,
  plate: string,
): UnpaidSelection {
  const t = totalsOf(items);
  return {
    inOutIds: items.map((i) => i.id).join(','),
    plate,
    totalSumAmt: t.sum,
    totalUnpaidAmt: t.unpaid,
    totalAddAmt: t.add,
    totalCnt: items.length,
    isOffSt,
    ...(isOffSt ? {} : { items: [...items] }),
  };
}

const KEY = 'parking.unpaid.selection';

/** Keep the selection for unpaidview (sessionStorage, one at a time); returns the key its address carries. */
export function saveSelection(sel: UnpaidSelection): string {
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ key, sel: toWire(sel) }));
  } catch {
    // storage unavailable: unpaidview will say '결제 정보가 없습니다.'
  }
  return key;
}

function isSelection(v: unknown): v is UnpaidSelection {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  const num = (k: string) => typeof s[k] === 'number' && Number.isInteger(s[k]) && (s[k] as number) >= 0;
  return (
    typeof s.inOutIds === 'string' &&
    typeof s.plate === 'string' &&
    typeof s.isOffSt === 'boolean' &&
    num('totalSumAmt') &&
    num('totalUnpaidAmt') &&
    num('totalAddAmt') &&
    num('totalCnt') &&
    (s.totalCnt as number) > 0 &&
    (s.isOffSt || Array.isArray(s.items))
  );
}

/** The selection stored under `key`, or null (missing, another key, damaged). */
export function readSelection(key: string | null): UnpaidSelection | null {
  if (!key) return null;
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    // stored in the spec's names, as before decision 206's web part: a selection made before a deploy still reads
    const stored = JSON.parse(raw) as { key?: unknown; sel?: unknown };
    const sel = toDomain(stored.sel);
    return stored.key === key && isSelection(sel) ? sel : null;
  } catch {
    return null;
  }
}

/** '/lookupunpaid?carNo=…' */
export function lookupUnpaidPath(plate: string): string {
  return plate ? `/lookupunpaid?carNo=${encodeURIComponent(plate)}` : '/lookupunpaid';
}
