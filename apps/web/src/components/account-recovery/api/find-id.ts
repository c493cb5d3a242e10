import { type FindIdResponse, findIdResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/findId.json (form empNm, empMobile): message 'true' with the (masked) id on a match. */
export function findId(empNm: string, empMobile: string): Promise<FindIdResponse> {
  return api.post('/api/member/findId.json', { empNm, empMobile }, { schema: findIdResponseSchema });
}
