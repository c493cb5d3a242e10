import { inquiryAdminResponseSchema } from '@parking/shared/inquiries/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/inquiry/admin (inquiryId) → result.inquiry, result.answer, attachList (administrator). */
export function fetchInquiryAdmin(inquiryId: string, signal?: AbortSignal) {
  return api.get('/api/inquiry/admin', { params: { inquiryId }, schema: inquiryAdminResponseSchema, signal });
}

export function useInquiryAdmin(inquiryId: string | null) {
  return useQuery({
    queryKey: ['inquiry', 'admin', inquiryId],
    queryFn: ({ signal }) => fetchInquiryAdmin(inquiryId as string, signal),
    enabled: inquiryId !== null,
    retry: false,
  });
}
