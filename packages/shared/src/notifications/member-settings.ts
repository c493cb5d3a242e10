import { z } from 'zod';
import { notificationSettingsKo } from '../messages/ko/notifications';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from './catalogue';

const s = notificationSettingsKo;

/** Channels a member may prefer (verification codes always go by SMS whatever the choice). */
export type PreferredChannel = NotificationChannel;

/** The smallest and largest prepaid threshold a business may choose, in minutes (100 hours). */
export const PREPAID_LOW_MIN_MINUTES = 10;
export const PREPAID_LOW_MAX_MINUTES = 6000;

/** How many of the latest messages the member's screen lists. */
export const MEMBER_MESSAGES_LIMIT = 20;

/** One message sent (or queued) to a member, as the member and staff see it. */
export const memberMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.string(),
  status: z.string(),
  /** 'YYYY-MM-DD HH:mm' Korea time, null while not sent */
  sentAt: z.string().nullable(),
  /** 'YYYY-MM-DD HH:mm' Korea time */
  createdAt: z.string(),
  text: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/**
 * GET /api/member/notifications.json (a logged-in general or business member): the reminders the member may
 * turn off and whether each is on, the kinds that cannot be turned off (codes and legally required notices),
 * the channel preference, a business's prepaid threshold (minutes, null = no reminder; absent for a general
 * member) and the latest messages.
 */
export const memberNotificationsSchema = z.object({
  reminders: z.array(z.object({ kind: z.string(), enabled: z.boolean() })),
  fixed: z.array(z.string()),
  channel: z.enum(NOTIFICATION_CHANNELS),
  prepaidLowMinutes: z.number().int().nullable().optional(),
  messages: z.array(memberMessageSchema),
});
export type MemberNotifications = z.infer<typeof memberNotificationsSchema>;
export const memberNotificationsResponseSchema = z.object({ result: memberNotificationsSchema });

/**
 * POST /api/member/notifications.json: `reminders` maps reminder kinds to on/off (kinds left out keep their
 * choice); a kind that cannot be turned off or that does not exist is refused with a field error under
 * `reminders.<kind>`. `prepaidLowMinutes` (business members only): whole minutes, or null to stop that reminder.
 */
export const memberNotificationsUpdateSchema = z.object({
  reminders: z.record(z.string(), z.boolean({ error: s.v.toggle })).default({}),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: s.v.channel }),
  prepaidLowMinutes: z
    .number({ error: s.v.prepaidLow })
    .int(s.v.prepaidLow)
    .min(PREPAID_LOW_MIN_MINUTES, s.v.prepaidLow)
    .max(PREPAID_LOW_MAX_MINUTES, s.v.prepaidLow)
    .nullable()
    .optional(),
});
export type MemberNotificationsUpdate = z.infer<typeof memberNotificationsUpdateSchema>;
export const memberNotificationsUpdateResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  settings: memberNotificationsSchema,
});

/** GET /api/admin/member/messages.json?empEsntlId= (ROLE_ADMIN): a member's latest 50 messages (access recorded). */
export const STAFF_MESSAGES_LIMIT = 50;
export const staffMessagesQuerySchema = z.object({ empEsntlId: z.string().trim().min(1).max(50) });
export const staffMessagesResponseSchema = z.object({
  result: z.object({
    empEsntlId: z.string(),
    /** with why a message was not sent or failed (the outbox's reason), null otherwise */
    list: z.array(memberMessageSchema.extend({ reason: z.string().nullable() })),
  }),
});
export type StaffMessages = z.infer<typeof staffMessagesResponseSchema>['result'];

/** The admin home's count of today's messages by kind, channel and result. */
export const dailyMessageCountSchema = z.object({
  kind: z.string(),
  channel: z.string(),
  status: z.string(),
  count: z.number().int(),
});
export type DailyMessageCount = z.infer<typeof dailyMessageCountSchema>;
