import { type MobileCheckResponse, mobileCheckResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/member/mobileCk.json?empMobile=… — result true means the number is still available. */
export function checkMobile(empMobile: string): Promise<MobileCheckResponse> {
  return api.get('/api/member/mobileCk.json', { params: { empMobile }, schema: mobileCheckResponseSchema });
}
