import { type LoginPolicyResponse, loginPolicyResponseSchema } from '@parking/shared/auth/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/login/policy.json: wrong passwords before the lock and the lock's minutes (decision 076). */
export function fetchLoginPolicy(signal?: AbortSignal): Promise<LoginPolicyResponse> {
  return api.get('/api/login/policy.json', { schema: loginPolicyResponseSchema, signal });
}

export function useLoginPolicy() {
  return useQuery({
    queryKey: ['auth', 'login-policy'],
    queryFn: ({ signal }) => fetchLoginPolicy(signal),
    staleTime: 60 * 60_000,
  });
}
