import type { LoginRequest, LoginResponse } from '@parking/shared/auth/schemas';
import { api } from '../../../lib/api-client';

/**
 * POST /api/actionLogin.json — credentials in a form body, never in the query string (DESIGN §4). The answer's
 * schema loads beside the request: zod is not part of the login screen's first load.
 */
export function actionLogin(body: LoginRequest): Promise<LoginResponse> {
  return api.post('/api/actionLogin.json', body, {
    schema: () => import('@parking/shared/auth/schemas').then((m) => m.loginResponseSchema),
  });
}
