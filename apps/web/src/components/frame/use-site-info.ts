import type { SiteInfo } from '@parking/shared/site/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const siteInfoQueryKey = ['site', 'info'] as const;

/**
 * GET /api/site/info: the operating organisation shown in the footer. Fetched once per visit; on every page,
 * so read without a client-side schema (the server's response schema is the shared one; decision 172).
 */
export const siteInfoQuery = queryOptions<SiteInfo>({
  queryKey: siteInfoQueryKey,
  queryFn: ({ signal }) => api.get<SiteInfo>('/api/site/info', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
