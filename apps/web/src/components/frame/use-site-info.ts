import { type SiteInfo, siteInfoSchema } from '@parking/shared/site/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const siteInfoQueryKey = ['site', 'info'] as const;

/** GET /api/site/info: the operating organisation shown in the footer. Fetched once per visit. */
export function useSiteInfo() {
  return useQuery<SiteInfo>({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => api.get('/api/site/info', { schema: siteInfoSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
