import { todayKst } from '@parking/shared/common/korea-time';
import type { HistoryQuery } from '@parking/shared/unpaid/schemas';

/** The conditions a usage-history screen opens with: every car, today (Korea time). */
export function defaultHistoryQuery(now = Date.now()): HistoryQuery {
  const today = todayKst(now);
  return { carNo: undefined, startDate: today, endDate: today };
}
