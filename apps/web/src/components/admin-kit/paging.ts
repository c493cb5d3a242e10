/** Page size of every list (spec 2 §9, spec 3 §9). */
export const PAGE_SIZE = 10;

/** Number of pages: ceiling of rows / page size (spec 3 §9). 0 rows → 0 pages. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / size);
}

/** The server offset of a 1-based page: (page-1)*10 (spec 2 §9). */
export function firstIndexOf(page: number, size = PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * size;
}

/** A page number read from the query string: a positive integer, else 1. */
export function parsePage(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The descending row number shown in the first column: total − offset − index. */
export function rowNumber(total: number, page: number, index: number, size = PAGE_SIZE): number {
  return total - firstIndexOf(page, size) - index;
}

/**
 * Rows of one page. When a server answers the whole list (client paging, spec 3 §2.1) the page is cut
 * here; when it already answered one page the rows are kept as they are.
 */
export function pageRows<T>(rows: readonly T[], total: number, page: number, size = PAGE_SIZE): T[] {
  if (rows.length > size || (rows.length === total && total > size)) {
    const start = firstIndexOf(page, size);
    return rows.slice(start, start + size);
  }
  return [...rows];
}
