import { api } from '../../../lib/api-client';

/** POST /api/actionLogout.json after a withdrawal (spec 2 §7). Always answers 200. */
export function logoutAfterWithdrawal(): Promise<unknown> {
  return api.post('/api/actionLogout.json');
}
