import { sha256Hex } from './sha256';

/**
 * The season-pass lottery (decision 091), pure and public so that anyone can re-run it:
 *
 * 1. Before the window opens the portal draws a random seed (32 bytes, hex) and publishes
 *    `seedHash = SHA-256(seed)` on the draw record page; the seed itself stays secret until the draw.
 * 2. When the window has closed, every application still live in the round takes the key
 *    `SHA-256(seed + ":" + periodId)` (hex, UTF-8; periodId in decimal).
 * 3. Applications are ordered by key ascending (the application number breaks a tie, which never happens
 *    in practice). The first `cellCnt` are assigned; the rest form the waiting list, queue numbers 1, 2, …
 *    in that order.
 *
 * The seed is revealed with the result: SHA-256(seed) must equal the hash published before the close, and
 * the keys and the order follow from the seed and the published application numbers alone.
 */
export interface DrawEntry {
  periodId: number;
  /** SHA-256(seed:periodId), hex */
  key: string;
  /** 1-based rank in the draw */
  rank: number;
  /** assigned a cell, or waiting with queueNo */
  assigned: boolean;
  /** waiting list number (1..), null when assigned */
  queueNo: number | null;
}

/** The key of one application in a draw. */
export function drawKey(seed: string, periodId: number): string {
  return sha256Hex(`${seed}:${periodId}`);
}

/** The commitment published before the window closes. */
export function seedCommitment(seed: string): string {
  return sha256Hex(seed);
}

/** Runs the draw: the order of `periodIds` for `seed`, the first `cellCnt` assigned. */
export function runDraw(seed: string, periodIds: readonly number[], cellCnt: number): DrawEntry[] {
  const keyed = periodIds.map((periodId) => ({ periodId, key: drawKey(seed, periodId) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.periodId - b.periodId));
  return keyed.map((k, i) => {
    const assigned = i < cellCnt;
    return { ...k, rank: i + 1, assigned, queueNo: assigned ? null : i - cellCnt + 1 };
  });
}
