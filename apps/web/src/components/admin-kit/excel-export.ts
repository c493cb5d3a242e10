import { firstIndexOf, PAGE_SIZE } from './paging';
import type { ListFetcher, ListQuery } from './use-admin-list';

export interface ExcelColumn<T> {
  header: string;
  /** `count` is the number of exported rows (for descending row numbers: count − index) */
  value: (row: T, index: number, count: number) => string | number;
  width?: number;
}

/** Upper bound of pages fetched for one export, so a runaway server answer cannot loop forever. */
const MAX_PAGES = 2_000;

/**
 * Every row of the current search, fetched page by page with the list's own fetcher (server paging with
 * totals; no "pageUnit 10000" request). A server that answers the whole list at once stops the loop.
 */
export async function fetchAllRows<T>(fetchPage: ListFetcher<T>, query: ListQuery): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await fetchPage({ ...query, firstIndex: firstIndexOf(page), recordCountPerPage: PAGE_SIZE });
    if (page === 1 && res.rows.length >= res.total) return res.rows.slice(0, Math.max(res.total, 0));
    all.push(...res.rows);
    if (res.rows.length === 0 || all.length >= res.total) break;
  }
  return all;
}

/** An .xlsx workbook (one sheet, a bold header row) as bytes. exceljs is loaded only when exporting. */
export async function buildWorkbook<T>(
  sheetName: string,
  columns: readonly ExcelColumn<T>[],
  rows: readonly T[],
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 18 }));
  rows.forEach((row, ri) => {
    const record: Record<string, string | number> = {};
    columns.forEach((c, ci) => {
      record[`c${ci}`] = c.value(row, ri, rows.length);
    });
    ws.addRow(record);
  });
  ws.getRow(1).font = { bold: true };
  const buf = await wb.xlsx.writeBuffer();
  return buf as ArrayBuffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Offer bytes as a download with `fileName`. */
export function downloadBlob(data: BlobPart, fileName: string, type = XLSX_TYPE): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** `name_YYYYMMDD.xlsx` */
export function excelFileName(base: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}_${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.xlsx`;
}

/** Fetch the current search page by page, build the workbook and download it. Returns the row count. */
export async function exportListToExcel<T>(opts: {
  fileBase: string;
  sheetName: string;
  columns: readonly ExcelColumn<T>[];
  fetchPage: ListFetcher<T>;
  query: ListQuery;
}): Promise<number> {
  const rows = await fetchAllRows(opts.fetchPage, opts.query);
  if (rows.length === 0) return 0;
  const bytes = await buildWorkbook(opts.sheetName, opts.columns, rows);
  downloadBlob(bytes, excelFileName(opts.fileBase));
  return rows.length;
}
