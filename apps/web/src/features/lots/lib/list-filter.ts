import type { ParkingDiv, ParkingLotRow } from '@parking/shared/lots/schemas';

/** Kind filter of /list: all, or one of 공영 / 공원 / 부설. */
export type KindFilter = 'all' | ParkingDiv;
/** Where the keyword is looked for: everywhere, the lot name, or the (road and lot-number) address. */
export type ScopeFilter = 'all' | 'name' | 'address';

export interface ListCriteria {
  kind: KindFilter;
  scope: ScopeFilter;
  keyword: string;
}

export const EMPTY_CRITERIA: ListCriteria = { kind: 'all', scope: 'all', keyword: '' };

/** Spaces are ignored on both sides so '중리 공영' finds '중리공영주차장'. */
function normalise(s: string): string {
  return s.replace(/\s+/g, '').toLowerCase();
}

/** Client-side filtering of parkingList (spec 1 §7: "filtered on the client"). */
export function filterLots(lots: readonly ParkingLotRow[], c: ListCriteria): ParkingLotRow[] {
  const q = normalise(c.keyword);
  return lots.filter((lot) => {
    if (c.kind !== 'all' && lot.PARKING_DIV !== c.kind) return false;
    if (!q) return true;
    const inName = normalise(lot.PARKING_NM).includes(q);
    const inAddress = normalise(lot.CELL_ADDR_LOAD).includes(q) || normalise(lot.CELL_ADDR_JIBUN).includes(q);
    if (c.scope === 'name') return inName;
    if (c.scope === 'address') return inAddress;
    return inName || inAddress;
  });
}

/** One page (1-based) of `rows`, and the page count (at least 1). */
export function paginate<T>(
  rows: readonly T[],
  page: number,
  size = 10,
): { items: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: rows.slice((p - 1) * size, p * size), pages, page: p };
}
