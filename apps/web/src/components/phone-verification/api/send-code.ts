import type { VerifyPurpose } from '@parking/shared/accounts/rules';
import { type SendCodeResponse, sendCodeResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/member/send.json?rcvAddr=…&purpose=… — sends a 6-digit code by SMS (spec 1 §7). */
export function sendCode(rcvAddr: string, purpose: VerifyPurpose): Promise<SendCodeResponse> {
  return api.get('/api/member/send.json', { params: { rcvAddr, purpose }, schema: sendCodeResponseSchema });
}
