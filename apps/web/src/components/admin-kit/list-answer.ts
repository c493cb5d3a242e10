import { errorMessage } from '@parking/shared/messages/ko';
import { ApiError, BAD_RESPONSE } from '../../lib/api-client';

/**
 * A kit list's page read from its answer without zod (decision 226, as decision 172 did for the first page): the
 * server sends the answer through the same shared list schema (the route's response schema, checked by the
 * contract test), so the list's first visit need not load zod (~26 kB gzip) for a second check. The shape is
 * checked by hand — the rows an array of records, the total a count — and an answer of another shape fails like
 * a malformed answer (BAD_RESPONSE: '서버 응답을 처리할 수 없습니다. …'), so the list shows its load error instead of breaking.
 */
export function listPageOf<Row>(
  data: unknown,
  rowsKey: string,
  totalKey: string,
): { rows: Row[]; total: number } {
  const answer = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const rows = answer[rowsKey];
  const total = answer[totalKey];
  const recordRows =
    Array.isArray(rows) && rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r));
  if (!recordRows || typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
    throw new ApiError(200, BAD_RESPONSE, errorMessage('BAD_RESPONSE'));
  }
  return { rows: rows as Row[], total };
}
