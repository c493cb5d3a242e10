import { type BbsCd, type BoardListItem, boardListResponseSchema } from '@parking/shared/boards/schemas';
import type { ListFetcher } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

/** GET /api/admin/board/{bbsCd}/list.json with bbsCd notice|faq (spec 3 §7 "Boards"); server paging. */
export function adminBoardListFetcher(bbsCd: BbsCd): ListFetcher<BoardListItem> {
  return async (q, signal) => {
    const res = await api.get(`/api/admin/board/${bbsCd}/list.json`, {
      params: { ...q, bbsCd },
      schema: boardListResponseSchema,
      signal,
    });
    return { rows: res.boardList, total: res.boardTotalCount };
  };
}
