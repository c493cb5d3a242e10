import { type IdDuplicateResponse, idDuplicateResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/member/idDplctCnfirmAjax.json?checkId=… — usedCnt 0 available, 1 taken. */
export function checkIdDuplicate(checkId: string): Promise<IdDuplicateResponse> {
  return api.get('/api/member/idDplctCnfirmAjax.json', {
    params: { checkId },
    schema: idDuplicateResponseSchema,
  });
}
