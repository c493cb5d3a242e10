import { inquiryPwChkResponseSchema } from '@parking/shared/inquiries/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/inquiry/pwChk (form inquiryId, password) → true when the password matches. */
export function checkInquiryPassword(v: { inquiryId: string; password: string }): Promise<boolean> {
  return api.post('/api/inquiry/pwChk', v, { schema: inquiryPwChkResponseSchema });
}

export function useCheckInquiryPassword() {
  return useMutation({ mutationFn: checkInquiryPassword });
}
