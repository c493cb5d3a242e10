import { type MemberDeleteResponse, memberDeleteResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/delete (form empNo, password twice): withdrawal, verified on the server. */
export function deleteMember(
  empNo: string,
  password: string,
  passwordConfirm: string,
): Promise<MemberDeleteResponse> {
  return api.post(
    '/api/member/delete',
    { empNo, password, passwordConfirm },
    { schema: memberDeleteResponseSchema },
  );
}
