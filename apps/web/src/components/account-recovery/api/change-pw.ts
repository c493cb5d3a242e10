import { type ChangePwResponse, changePwResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/changePw.json (form id, pw, pwConfirm): only after this browser verified the code. */
export function changePw(id: string, pw: string, pwConfirm: string): Promise<ChangePwResponse> {
  return api.post('/api/member/changePw.json', { id, pw, pwConfirm }, { schema: changePwResponseSchema });
}
