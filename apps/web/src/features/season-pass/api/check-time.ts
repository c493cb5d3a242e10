import { api } from '../../../lib/api-client';

/** POST /api/period/checkTime.json: is the lot's application window open now (the server's clock decides)? */
export async function checkTime(lotId: number) {
  const res = await api.post(
    '/api/period/checkTime.json',
    { sectnId: String(lotId), nowDate: new Date().toISOString() },
    {
      // loaded beside the answer: zod is not on the form's first load (decision 225)
      schema: () => import('@parking/shared/season-pass/schemas').then((m) => m.checkTimeResponseSchema),
    },
  );
  return res.value;
}
