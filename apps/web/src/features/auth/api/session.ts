import { MEMBER_CATEGORIES, ROLES } from '@parking/shared/auth/roles';
import type { LoginVO, SessionState } from '@parking/shared/auth/schemas';
import { api } from '../../../lib/api-client';

/**
 * The shape of GET /api/session checked by hand: the boot resync runs on every first page, where zod is not
 * loaded (decision 172). The server sends it through the shared sessionStateSchema.
 */
function isSessionState(data: unknown): data is SessionState {
  if (typeof data !== 'object' || data === null || !('loginVO' in data)) return false;
  const vo = (data as { loginVO: unknown }).loginVO;
  if (vo === null) return true;
  if (typeof vo !== 'object') return false;
  const v = vo as Partial<Record<keyof LoginVO, unknown>>;
  return (
    typeof v.empEsntlId === 'string' &&
    typeof v.empNo === 'string' &&
    (ROLES as readonly unknown[]).includes(v.authorCode) &&
    (MEMBER_CATEGORIES as readonly unknown[]).includes(v.empDiv)
  );
}

/** GET /api/session — who the server thinks the caller is. A malformed answer fails like a failed call. */
export async function fetchSession(): Promise<SessionState> {
  const data = await api.get<unknown>('/api/session');
  if (!isSessionState(data)) throw new Error('unexpected /api/session answer');
  return data;
}
