import { toWire } from '@parking/shared/common/wire-names';
import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import {
  memberNotificationsResponseSchema,
  memberNotificationsUpdateResponseSchema,
  memberNotificationsUpdateSchema,
  staffMessagesQuerySchema,
  staffMessagesResponseSchema,
} from '@parking/shared/notifications/member-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLogin, requireRole } from '../../plugins/guards';
import {
  memberNotifications,
  staffMemberMessages,
  updateMemberNotifications,
} from './member-notifications.service';

/**
 * A member's notification choices and latest messages (issue 34 item 4, decision 215), and the staff view of a
 * member's messages (recorded as a personal-data access).
 */
export const memberNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/member/notifications.json',
    {
      schema: {
        tags: ['mypage'],
        summary:
          "The caller's reminders (on/off), the kinds that cannot be turned off, channel, latest 20 messages",
        response: { 200: memberNotificationsResponseSchema },
      },
      onRequest: requireLogin(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await memberNotifications(app.db, request.principal) };
    },
  );

  app.post(
    '/api/member/notifications.json',
    {
      schema: {
        tags: ['mypage'],
        summary: 'Save the reminders to receive, the channel and (business members) the prepaid threshold',
        description:
          'Codes and legally required notices cannot be turned off (400 with a field error under ' +
          '`reminders.<kind>`); `prepaidLowMinutes` is for business members only.',
        body: memberNotificationsUpdateSchema,
        response: { 200: memberNotificationsUpdateResponseSchema },
      },
      onRequest: requireLogin(),
    },
    async (request) => ({
      result: 'success' as const,
      message: notificationSettingsKo.saved,
      settings: await updateMemberNotifications(app.db, request.principal, request.body),
    }),
  );

  app.get(
    '/api/admin/member/messages.json',
    {
      schema: {
        tags: ['admin'],
        summary: "A member's latest messages (kind, channel, result, text, phone) for staff",
        querystring: staffMessagesQuerySchema,
        response: { 200: staffMessagesResponseSchema },
      },
      onRequest: requireRole('ROLE_ADMIN'),
      config: { pii: { action: 'VIEW', subject: (input) => String(input.empEsntlId ?? '') || null } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: toWire(await staffMemberMessages(app.db, request.query.empEsntlId)) };
    },
  );
};
