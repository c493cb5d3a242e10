import { type LoginResponse, loginResponseSchema } from '@parking/shared/auth/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/actionLogin.json right after a general sign-up (spec 1 §4: automatic login). */
export function autoLogin(empNo: string, password: string): Promise<LoginResponse> {
  return api.post('/api/actionLogin.json', { empNo, password }, { schema: loginResponseSchema });
}
