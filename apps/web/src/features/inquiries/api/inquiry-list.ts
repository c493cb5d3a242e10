import { type InquiryListItem, inquiryListResponseSchema } from '@parking/shared/inquiries/schemas';
import type { ListFetcher } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

/** GET /api/inquiry/list (recordCountPerPage, firstIndex) → boardList, boardTotalCount (spec 2 §7). */
export const inquiryListFetcher: ListFetcher<InquiryListItem> = async (q, signal) => {
  const res = await api.get('/api/inquiry/list', {
    params: { recordCountPerPage: q.recordCountPerPage, firstIndex: q.firstIndex },
    schema: inquiryListResponseSchema,
    signal,
  });
  return { rows: res.boardList, total: res.boardTotalCount };
};

/** The list's query options (the screen's and its route's prefetch, decision 201). */
export const inquiryList = { queryKey: ['inquiry'], fetchPage: inquiryListFetcher } as const;
