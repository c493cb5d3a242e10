import { todayKst } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import type { HistoryQuery } from '@parking/shared/unpaid/schemas';

/** The history conditions in domain names (the api files send the plate as the spec's `carNo`). */
export type HistorySearchQuery = Domain<HistoryQuery>;

/** The conditions a usage-history screen opens with: every car, today (Korea time). */
export function defaultHistoryQuery(now = Date.now()): HistorySearchQuery {
  const today = todayKst(now);
  return { plate: undefined, startDate: today, endDate: today };
}
