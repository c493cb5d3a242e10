import { type AdminHome, adminHomeResponseSchema } from '@parking/shared/admin-home/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/home.json (ROLE_ADMIN): the counts of the back office home. */
export function useAdminHome() {
  return useQuery<AdminHome>({
    // writes that change a count (a question, an answer, an approval) invalidate ['admin-home'] (decision 140)
    queryKey: ['admin-home'],
    queryFn: async ({ signal }) =>
      (await api.get('/api/admin/home.json', { schema: adminHomeResponseSchema, signal })).result,
    staleTime: 0,
  });
}
