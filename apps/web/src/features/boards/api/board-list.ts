import type { BbsCd, BoardListItem } from '@parking/shared/boards/schemas';
import type { ListFetcher } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

/**
 * GET /api/board/{notice|faq}/list.json (spec 2 §7): boardList + boardTotalCount, server paging. The answer's
 * schema (the boards' schemas and zod) loads beside the first request instead of inside the list screen's code,
 * so the screen's code runs in a shorter task on a phone.
 */
export function boardListFetcher(bbsCd: BbsCd): ListFetcher<BoardListItem> {
  return async (q, signal) => {
    const res = await api.get(`/api/board/${bbsCd}/list.json`, {
      params: { ...q, bbsCd },
      schema: () => import('@parking/shared/boards/schemas').then((m) => m.boardListResponseSchema),
      signal,
    });
    return { rows: res.boardList, total: res.boardTotalCount };
  };
}

export const noticeListFetcher = boardListFetcher('notice');
export const faqListFetcher = boardListFetcher('faq');

/** The notice list's query options (the screen's and its route's prefetch, decision 201). */
export const noticeList = { queryKey: ['board', 'notice'], fetchPage: noticeListFetcher } as const;
