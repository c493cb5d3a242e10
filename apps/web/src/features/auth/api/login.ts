import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@parking/shared/auth/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/actionLogin.json — credentials in a form body, never in the query string (DESIGN §4). */
export function actionLogin(body: LoginRequest): Promise<LoginResponse> {
  return api.post('/api/actionLogin.json', body, { schema: loginResponseSchema });
}
