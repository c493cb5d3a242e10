import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface AnswerAnswer {
  code?: string;
  message?: string;
  content?: string;
}

/**
 * POST /api/inquiry/answer (form inquiryId, respondent, content). An empty object means failure (spec 2 §7):
 * resolves true when the answer was stored.
 */
export async function saveInquiryAnswer(v: {
  inquiryId: string;
  respondent: string;
  content: string;
}): Promise<boolean> {
  const res = await api.post<AnswerAnswer | null>('/api/inquiry/answer', v);
  return (
    !!res &&
    typeof res === 'object' &&
    Object.keys(res).length > 0 &&
    (res.code === undefined || res.code === '00')
  );
}

export function useSaveInquiryAnswer() {
  return useMutation({ mutationFn: saveInquiryAnswer, meta: { invalidates: [['inquiry'], ['admin-home']] } });
}
