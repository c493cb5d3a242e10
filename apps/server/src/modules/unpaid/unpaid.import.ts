import { lotsKo } from '@parking/shared/messages/ko/lots';
import { paymentsKo } from '@parking/shared/messages/ko/payments';
import {
  UNPAID_IMPORT_MAX_LINES,
  type UnpaidImportRecord,
  unpaidImportRecordSchema,
} from '@parking/shared/unpaid/schemas';
import { AppError, type FieldErrors } from '../../lib/app-error';

/** Columns of the CSV form, in this order, on the header row. */
export const IMPORT_CSV_COLUMNS = [
  'externalId',
  'carNo',
  'parkingName',
  'inDttm',
  'outDttm',
  'principal',
  'issuedAt',
  'dueDate',
] as const;

export type ImportFormat = 'ndjson' | 'csv';

interface RawRecord {
  line: number;
  data: Record<string, unknown> | null;
  /** why the line could not even be read (bad JSON, broken quotes, wrong column count) */
  error?: string;
}

function fail(fieldErrors: FieldErrors): never {
  const first = Object.values(fieldErrors)[0]?.[0];
  throw new AppError('VALIDATION', 400, fieldErrors, { message: first ?? paymentsKo.v.importEmpty });
}

function lineError(errors: FieldErrors, line: number, why: string): void {
  const key = `line ${line}`;
  const text = paymentsKo.v.importLine(line, why);
  const list = errors[key] ?? [];
  if (!list.includes(text)) list.push(text);
  errors[key] = list;
}

function readNdjson(body: string): RawRecord[] {
  const out: RawRecord[] = [];
  body.split(/\r?\n/).forEach((text, i) => {
    if (text.trim() === '') return;
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        out.push({ line: i + 1, data: null, error: paymentsKo.settlement.importJson });
      else out.push({ line: i + 1, data: value as Record<string, unknown> });
    } catch {
      out.push({ line: i + 1, data: null, error: paymentsKo.settlement.importJson });
    }
  });
  return out;
}

/** RFC 4180 rows (quoted fields may hold commas, quotes doubled, and line breaks), with their first line. */
function csvRows(body: string): { line: number; cells: string[]; error?: string }[] {
  const rows: { line: number; cells: string[]; error?: string }[] = [];
  let line = 1;
  let i = 0;
  const n = body.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atStart = true;
    let broken = false;
    for (; i < n; i++) {
      const c = body[i]!;
      if (quoted) {
        if (c === '"') {
          if (body[i + 1] === '"') {
            cell += '"';
            i++;
          } else quoted = false;
        } else {
          if (c === '\n') line++;
          cell += c;
        }
        continue;
      }
      if (c === '"' && atStart) {
        quoted = true;
        atStart = false;
      } else if (c === ',') {
        cells.push(cell);
        cell = '';
        atStart = true;
      } else if (c === '\n' || c === '\r') {
        if (c === '\r' && body[i + 1] === '\n') i++;
        i++;
        line++;
        break;
      } else {
        cell += c;
        atStart = false;
      }
    }
    if (quoted) broken = true;
    cells.push(cell);
    const blank = cells.length === 1 && cells[0]!.trim() === '';
    if (!blank)
      rows.push({ line: start, cells, ...(broken ? { error: paymentsKo.settlement.importCsvQuote } : {}) });
  }
  return rows;
}

function readCsv(body: string): RawRecord[] {
  const rows = csvRows(body.replace(/^\uFEFF/, ''));
  const header = rows.shift();
  const expected = IMPORT_CSV_COLUMNS.join(',');
  if (!header || header.cells.map((c) => c.trim()).join(',') !== expected)
    fail({ 'line 1': [paymentsKo.v.importLine(1, paymentsKo.settlement.importCsvHeader(expected))] });
  return rows.map((r) => {
    if (r.error) return { line: r.line, data: null, error: r.error };
    if (r.cells.length !== IMPORT_CSV_COLUMNS.length)
      return {
        line: r.line,
        data: null,
        error: paymentsKo.settlement.importCsvColumns(IMPORT_CSV_COLUMNS.length, r.cells.length),
      };
    const data: Record<string, unknown> = {};
    IMPORT_CSV_COLUMNS.forEach((col, k) => {
      const v = r.cells[k]!.trim();
      // An empty optional cell means "not given" (defaults apply), as an absent JSON field does.
      if (v !== '') data[col] = v;
    });
    return { line: r.line, data };
  });
}

/**
 * Parses and validates an import body. Any bad record refuses the whole body: 400 with one field error per
 * bad line, keyed `line N` (N = line of the file, the CSV header being line 1).
 */
export function parseImport(format: ImportFormat, body: string): UnpaidImportRecord[] {
  const raw = format === 'csv' ? readCsv(body) : readNdjson(body);
  if (raw.length === 0)
    throw new AppError('VALIDATION', 400, undefined, { message: paymentsKo.v.importEmpty });
  if (raw.length > UNPAID_IMPORT_MAX_LINES)
    throw new AppError('VALIDATION', 400, undefined, { message: paymentsKo.v.importTooMany });
  const errors: FieldErrors = {};
  const records: UnpaidImportRecord[] = [];
  for (const r of raw) {
    if (!r.data) {
      lineError(errors, r.line, r.error ?? paymentsKo.settlement.importJson);
      continue;
    }
    const parsed = unpaidImportRecordSchema.safeParse(r.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        lineError(
          errors,
          r.line,
          paymentsKo.settlement.importField(issue.path.map(String).join('.') || '-', issue.message),
        );
      continue;
    }
    const rec = parsed.data;
    if (rec.outDttm && Date.parse(rec.outDttm) < Date.parse(rec.inDttm)) {
      lineError(errors, r.line, paymentsKo.settlement.importField('outDttm', lotsKo.v.outBeforeIn));
      continue;
    }
    records.push(rec);
  }
  if (Object.keys(errors).length > 0) fail(errors);
  return records;
}
