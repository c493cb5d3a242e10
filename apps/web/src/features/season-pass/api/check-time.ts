import { checkTimeResponseSchema } from '@parking/shared/season-pass/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/period/checkTime.json: is the lot's application window open now (the server's clock decides)? */
export async function checkTime(lotId: number) {
  const res = await api.post(
    '/api/period/checkTime.json',
    { sectnId: String(lotId), nowDate: new Date().toISOString() },
    { schema: checkTimeResponseSchema },
  );
  return res.value;
}
