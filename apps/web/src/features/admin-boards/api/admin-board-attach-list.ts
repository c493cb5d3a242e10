import { attachListResponseSchema, type BbsCd } from '@parking/shared/boards/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/board/{bbsCd}/getAttachList.json (atclId) → attachList. */
export function fetchAttachList(bbsCd: BbsCd, atclId: string, signal?: AbortSignal) {
  return api.get(`/api/admin/board/${bbsCd}/getAttachList.json`, {
    params: { atclId },
    schema: attachListResponseSchema,
    signal,
  });
}

export function useAttachList(bbsCd: BbsCd, atclId: string | null) {
  return useQuery({
    queryKey: ['admin', 'board', bbsCd, 'attach', atclId],
    queryFn: ({ signal }) => fetchAttachList(bbsCd, atclId as string, signal),
    enabled: atclId !== null,
  });
}
