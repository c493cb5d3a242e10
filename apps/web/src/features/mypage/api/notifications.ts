import {
  type MemberNotifications,
  type MemberNotificationsUpdate,
  memberNotificationsResponseSchema,
  memberNotificationsUpdateResponseSchema,
} from '@parking/shared/notifications/member-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['mypage', 'notifications'] as const;

/** GET /api/member/notifications.json: the member's reminders, channel, threshold and latest 20 messages. */
export function useMemberNotifications() {
  return useQuery<MemberNotifications>({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await api.get('/api/member/notifications.json', { schema: memberNotificationsResponseSchema, signal }))
        .result,
    staleTime: 0,
  });
}
export const memberNotificationsKey = KEY;

/** POST /api/member/notifications.json (JSON): saves the choices; answers the saved settings and a message. */
export function saveMemberNotifications(body: MemberNotificationsUpdate) {
  return api.post('/api/member/notifications.json', body, {
    form: false,
    schema: memberNotificationsUpdateResponseSchema,
  });
}
