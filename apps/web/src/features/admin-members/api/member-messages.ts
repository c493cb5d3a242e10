import { toWire } from '@parking/shared/common/wire-names';
import {
  type StaffMessages,
  staffMessagesResponseSchema,
} from '@parking/shared/notifications/member-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/admin/member/messages.json: a member's latest messages. Each read leaves a personal-data access
 * record, so it runs only when staff ask for it (`enabled`).
 */
export function useMemberMessages(memberId: string, enabled: boolean) {
  return useQuery<StaffMessages>({
    queryKey: ['admin', 'member-messages', memberId],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/admin/member/messages.json', {
          params: toWire({ memberId }),
          schema: staffMessagesResponseSchema,
          signal,
        })
      ).result,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
