import { type MainContentResponse, mainContentResponseSchema } from '@parking/shared/content/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/main/content.json: active popups, banners in order, latest notices. */
export function fetchMainContent(signal?: AbortSignal): Promise<MainContentResponse> {
  return api.get('/api/main/content.json', { schema: mainContentResponseSchema, signal });
}

export function useMainContent() {
  return useQuery({
    queryKey: ['main', 'content'],
    queryFn: ({ signal }) => fetchMainContent(signal),
    retry: false,
  });
}
