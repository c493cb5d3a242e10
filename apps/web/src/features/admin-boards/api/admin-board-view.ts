import { adminBoardViewResponseSchema, type BbsCd } from '@parking/shared/boards/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/board/{bbsCd}/view.json (atclId, bbsCd) → boardView, attachList. */
export function fetchAdminBoardView(bbsCd: BbsCd, atclId: string, signal?: AbortSignal) {
  return api.get(`/api/admin/board/${bbsCd}/view.json`, {
    params: { atclId, bbsCd },
    schema: adminBoardViewResponseSchema,
    signal,
  });
}

export function useAdminBoardView(bbsCd: BbsCd, atclId: string | null) {
  return useQuery({
    queryKey: ['admin', 'board', bbsCd, 'view', atclId],
    queryFn: ({ signal }) => fetchAdminBoardView(bbsCd, atclId as string, signal),
    enabled: atclId !== null,
    retry: false,
  });
}
