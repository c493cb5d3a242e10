import type { PwCheckResponse } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/pw-check — the password in the body, never the query (DESIGN §4). */
export function pwCheck(empNo: string, password: string): Promise<PwCheckResponse> {
  return api.post(
    '/api/member/pw-check',
    { empNo, password },
    {
      // loaded when the gate is submitted: zod stays off the my-page's first load (decision 223)
      schema: () => import('@parking/shared/accounts/schemas').then((m) => m.pwCheckResponseSchema),
    },
  );
}
