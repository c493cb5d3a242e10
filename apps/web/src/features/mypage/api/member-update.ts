import { type MemberUpdateResponse, memberUpdateResponseSchema } from '@parking/shared/accounts/schemas';
import { toWire } from '@parking/shared/common/wire-names';
import { api } from '../../../lib/api-client';

/**
 * POST /api/member/update (form of spec 2 §7 "My-page"); answers the refreshed session record. The fields come
 * in domain names (`memberId`, `plate`) and are sent in the spec's.
 */
export function updateMember(body: Record<string, string>): Promise<MemberUpdateResponse> {
  return api.post('/api/member/update', toWire(body), { schema: memberUpdateResponseSchema });
}
