import { type MemberUpdateResponse, memberUpdateResponseSchema } from '@parking/shared/accounts/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/member/update (form of spec 2 §7 "My-page"); answers the refreshed session record. */
export function updateMember(body: Record<string, string>): Promise<MemberUpdateResponse> {
  return api.post('/api/member/update', body, { schema: memberUpdateResponseSchema });
}
