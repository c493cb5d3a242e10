import { type CheckIdResponse, checkIdResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/checkId.json (form empNo, empMobile): true when the id and mobile belong together. */
export function checkId(empNo: string, empMobile: string): Promise<CheckIdResponse> {
  return api.post('/api/member/checkId.json', { empNo, empMobile }, { schema: checkIdResponseSchema });
}
