import { type PwCheckResponse, pwCheckResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/pw-check — the password in the body, never the query (DESIGN §4). */
export function pwCheck(empNo: string, password: string): Promise<PwCheckResponse> {
  return api.post('/api/member/pw-check', { empNo, password }, { schema: pwCheckResponseSchema });
}
