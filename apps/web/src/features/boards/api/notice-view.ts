import { type BoardViewResponse, boardViewResponseSchema } from '@parking/shared/boards/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface NoticeViewParams {
  atclId: string;
  searchCondition: string;
  searchKeyword: string;
}

/** GET /api/board/notice/view.json: boardView, attachList, boardViewNext, boardViewPrev (spec 2 §7). */
export function fetchNoticeView(p: NoticeViewParams, signal?: AbortSignal): Promise<BoardViewResponse> {
  return api.get('/api/board/notice/view.json', {
    params: { ...p, bbsCd: 'notice' },
    schema: boardViewResponseSchema,
    signal,
  });
}

/** One request per visit (the server counts a hit per view): no refetch on focus, no retry. */
export function useNoticeView(p: NoticeViewParams | null) {
  return useQuery({
    queryKey: ['board', 'notice', 'view', p],
    queryFn: ({ signal }) => fetchNoticeView(p as NoticeViewParams, signal),
    enabled: p !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
