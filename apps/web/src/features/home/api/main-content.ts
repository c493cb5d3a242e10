import type { MainContentResponse } from '@parking/shared/content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/main/content.json: active popups, banners in order, latest notices. A first-page answer: read
 * without a client-side schema, so zod stays off the first page (the server sends it through the same
 * shared schema as its response schema; decision 172).
 */
export function fetchMainContent(signal?: AbortSignal): Promise<MainContentResponse> {
  return api.get<MainContentResponse>('/api/main/content.json', { signal });
}

export const mainContentQuery = queryOptions({
  queryKey: ['main', 'content'],
  queryFn: ({ signal }) => fetchMainContent(signal),
  retry: false,
});

export function useMainContent() {
  return useQuery(mainContentQuery);
}
