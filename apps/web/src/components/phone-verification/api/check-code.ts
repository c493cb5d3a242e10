import { type PinCheckResponse, pinCheckResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/pinNoChk.json — the server decides whether the code is right (DESIGN §4). */
export function checkCode(pinNo: string): Promise<PinCheckResponse> {
  return api.post('/api/member/pinNoChk.json', { pinNo }, { schema: pinCheckResponseSchema });
}
