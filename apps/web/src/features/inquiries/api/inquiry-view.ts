import { type InquiryViewResponse, inquiryViewResponseSchema } from '@parking/shared/inquiries/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/inquiry/view (form inquiryId): question, attachment, answer, previous and next. */
export function fetchInquiryView(inquiryId: string, signal?: AbortSignal): Promise<InquiryViewResponse> {
  return api.post('/api/inquiry/view', { inquiryId }, { schema: inquiryViewResponseSchema, signal });
}

export function useInquiryView(inquiryId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['inquiry', 'view', inquiryId],
    queryFn: ({ signal }) => fetchInquiryView(inquiryId as string, signal),
    enabled: inquiryId !== null && enabled,
    retry: false,
    gcTime: 0,
  });
}
