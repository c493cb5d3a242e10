import { periodCancelResponseSchema } from '@parking/shared/season-pass/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/period/cancel.json: cancel the member's own unpaid assignment (the cell goes to the queue). */
export function cancelPeriod(periodId: number) {
  return api.post(
    '/api/period/cancel.json',
    { periodId: String(periodId) },
    { schema: periodCancelResponseSchema },
  );
}
