import { SETTLEMENT_FILE_MAX_BYTES } from '@parking/shared/payments-admin/limits';
import { SETTLEMENT_FILE_COLUMNS } from '@parking/shared/payments-admin/schemas';
import { AppError } from '../../lib/app-error';

/**
 * The card provider's daily settlement file (decision 165): CSV, first line the header
 * `Tid,Moid,Amt,ApprDt,ApprTm,CancelYn` (an optional last column `GoodsNm`), one approval a line; UTF-8 (with or
 * without BOM) or CP949 (what Korean PGs send). Anything else is refused in Korean, nothing is compared.
 */
export interface SettlementLine {
  tid: string;
  moid: string;
  amt: number;
  /** YYYYMMDD */
  apprDt: string;
  /** HHmmss */
  apprTm: string;
  cancelled: boolean;
  goodsNm: string;
}

export type FileEncoding = 'UTF-8' | 'CP949';

/** UTF-8 when the bytes are valid UTF-8, else CP949 when they are valid CP949; NUL bytes (UTF-16 …) refused. */
export function decodeSettlementFile(bytes: Uint8Array): { text: string; encoding: FileEncoding } {
  if (bytes.length > SETTLEMENT_FILE_MAX_BYTES) throw new AppError('RECONCILE_TOO_LARGE', 400);
  if (bytes.includes(0)) throw new AppError('RECONCILE_ENCODING', 400);
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'UTF-8' };
  } catch {
    // not UTF-8: try CP949 below
  }
  try {
    return { text: new TextDecoder('euc-kr', { fatal: true }).decode(body), encoding: 'CP949' };
  } catch {
    throw new AppError('RECONCILE_ENCODING', 400);
  }
}

const cellsOf = (line: string) => line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));

function lineError(lineNo: number): AppError {
  return new AppError('RECONCILE_LINE', 400, { file: [`${lineNo}`] }, { extra: { line: lineNo } });
}

/** Parses the decoded file; wrong header, bad values and duplicate lines (same Tid and flag) are refused. */
export function parseSettlementFile(text: string): SettlementLine[] {
  const lines = text.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '');
  const header = cellsOf(lines[0] ?? '');
  const required = SETTLEMENT_FILE_COLUMNS as readonly string[];
  const withGoods = header.length === required.length + 1 && header[required.length] === 'GoodsNm';
  if (
    (header.length !== required.length && !withGoods) ||
    required.some((name, i) => header[i]?.toLowerCase() !== name.toLowerCase())
  )
    throw new AppError('RECONCILE_COLUMNS', 400);
  const out: SettlementLine[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((raw, i) => {
    const lineNo = i + 2;
    const c = cellsOf(raw);
    if (c.length !== header.length) throw lineError(lineNo);
    const [tid, moid, amt, apprDt, apprTm, cancel] = c as [string, string, string, string, string, string];
    if (
      !/^[A-Za-z0-9_-]{1,64}$/.test(tid) ||
      !/^[A-Za-z0-9_-]{1,64}$/.test(moid) ||
      !/^[0-9]{1,9}$/.test(amt) ||
      !/^20[0-9]{6}$/.test(apprDt) ||
      !/^[0-9]{6}$/.test(apprTm) ||
      !/^[YN]$/i.test(cancel)
    )
      throw lineError(lineNo);
    const key = `${tid}|${cancel.toUpperCase()}`;
    if (seen.has(key) || seen.has(raw.trim()))
      throw new AppError('RECONCILE_DUPLICATE', 400, undefined, { extra: { line: lineNo } });
    seen.add(key);
    seen.add(raw.trim());
    out.push({
      tid,
      moid,
      amt: Number(amt),
      apprDt,
      apprTm,
      cancelled: cancel.toUpperCase() === 'Y',
      goodsNm: withGoods ? (c[6] ?? '') : '',
    });
  });
  if (out.length === 0) throw new AppError('RECONCILE_EMPTY', 400);
  // the same Tid approved and cancelled on one day is two lines (Y and N): keep the cancel
  const byTid = new Map<string, SettlementLine>();
  for (const l of out) if (!byTid.get(l.tid)?.cancelled) byTid.set(l.tid, l);
  return [...byTid.values()];
}

let cp949Table: Map<string, number[]> | null = null;

/** CP949 bytes of a text (ASCII and the Korean characters the decoder knows), built once from the decoder. */
export function encodeCp949(text: string): Uint8Array {
  if (!cp949Table) {
    cp949Table = new Map();
    const decoder = new TextDecoder('euc-kr');
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x41; trail <= 0xfe; trail++) {
        const ch = decoder.decode(new Uint8Array([lead, trail]));
        if (ch.length === 1 && ch !== '\uFFFD' && !cp949Table.has(ch)) cp949Table.set(ch, [lead, trail]);
      }
  }
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else out.push(...(cp949Table.get(ch) ?? [0x3f]));
  }
  return Uint8Array.from(out);
}

/** The file's text for lines (header included). */
export function settlementCsv(lines: SettlementLine[]): string {
  const rows = lines.map((l) =>
    [
      l.tid,
      l.moid,
      String(l.amt),
      l.apprDt,
      l.apprTm,
      l.cancelled ? 'Y' : 'N',
      l.goodsNm.replace(/[,\r\n]/g, ' '),
    ].join(','),
  );
  return `${[...SETTLEMENT_FILE_COLUMNS, 'GoodsNm'].join(',')}\r\n${rows.map((r) => `${r}\r\n`).join('')}`;
}
