import { type AdminHome, adminHomeResponseSchema } from '@parking/shared/admin-home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchUnlessPrefetched } from '../../../lib/route-data';

/** GET /api/admin/home.json (ROLE_ADMIN): the counts of the back office home. */
/** Also started by the /adminhome route beside the screen's code (decision 201). */
export const adminHomeQuery = queryOptions<AdminHome>({
  // writes that change a count (a question, an answer, an approval) invalidate ['admin-home'] (decision 140)
  queryKey: ['admin-home'],
  queryFn: async ({ signal }) =>
    (await api.get('/api/admin/home.json', { schema: adminHomeResponseSchema, signal })).result,
  staleTime: 0,
  refetchOnMount: refetchUnlessPrefetched,
});

export function useAdminHome() {
  return useQuery(adminHomeQuery);
}
