import { type SessionState, sessionStateSchema } from '@parking/shared/auth/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/session — who the server thinks the caller is. */
export function fetchSession(): Promise<SessionState> {
  return api.get('/api/session', { schema: sessionStateSchema });
}
