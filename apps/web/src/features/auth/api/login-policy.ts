import type { LoginPolicyResponse } from '@parking/shared/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * The answer checked by hand, as loginPolicyResponseSchema states it: the login screen asks for it on its first
 * load, where zod is not loaded (the schema and zod come only when the form is used).
 */
function isLoginPolicy(data: unknown): data is LoginPolicyResponse {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return positiveInt(d.maxFailures) && positiveInt(d.lockMinutes);
}

/** GET /api/login/policy.json: wrong passwords before the lock and the lock's minutes (decision 076). */
export async function fetchLoginPolicy(signal?: AbortSignal): Promise<LoginPolicyResponse> {
  const data = await api.get<unknown>('/api/login/policy.json', { signal });
  if (!isLoginPolicy(data)) throw new Error('unexpected /api/login/policy.json answer');
  return { maxFailures: data.maxFailures, lockMinutes: data.lockMinutes };
}

/** The login screen's policy query; app/boot-data.ts asks for it while the app boots on /loginmain. */
export const loginPolicyQuery = queryOptions({
  queryKey: ['auth', 'login-policy'],
  queryFn: ({ signal }) => fetchLoginPolicy(signal),
  staleTime: 60 * 60_000,
});

export function useLoginPolicy() {
  return useQuery(loginPolicyQuery);
}
