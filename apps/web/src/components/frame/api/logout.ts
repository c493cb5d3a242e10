import { api } from '../../../lib/api-client';

/** POST /api/actionLogout.json — ends the server session. */
export function actionLogout(): Promise<{ result?: string; msg?: string }> {
  return api.post('/api/actionLogout.json');
}
