import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One attempt at a provider, kept on the message (decision 211). */
export interface NotificationAttempt {
  at: string;
  channel: 'alimtalk' | 'sms';
  /** sent | failed | capped */
  result: string;
  providerId?: string | null;
  error?: string | null;
}

/**
 * Every message the portal sends (알림톡 or SMS) and the queue they are sent from (decision 212): written in the
 * caller's transaction by enqueueNotification, one row per (kind, event_key) so an event never makes two
 * messages, claimed by one sender with `FOR UPDATE SKIP LOCKED`, each provider attempt appended to `attempts_log`.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** NotificationKind (packages/shared/src/notifications/catalogue.ts) */
    kind: text('kind').notNull(),
    /** what makes the event unique within its kind, e.g. 'application:42' or 'item:7:2026-12-01' */
    eventKey: text('event_key').notNull(),
    memberId: text('member_id'),
    /** recipient, digits only */
    phone: text('phone').notNull(),
    vars: jsonb('vars').$type<Record<string, string | number>>().notNull(),
    /** the channel tried first: alimtalk (a template code is configured and the member did not choose SMS) or sms */
    channel: text('channel').notNull(),
    /** queued | sending | sent | failed | fallback_sent | skipped */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    attemptsLog: jsonb('attempts_log').$type<NotificationAttempt[]>().notNull().default(sql`'[]'::jsonb`),
    /** the provider's message id of the attempt that went through */
    providerId: text('provider_id'),
    /** the last error, or why the message was skipped (unverified_phone, opted_out, missing_var:x, …) */
    error: text('error'),
    /** not sent before (quiet hours, back-off after a failed attempt) */
    notBefore: tsz('not_before').notNull().defaultNow(),
    /** when a sender claimed it (status sending); a claim older than a few minutes belongs to a dead sender */
    lockedAt: tsz('locked_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
    sentAt: tsz('sent_at'),
    /** the text as rendered from the template (null when a variable was refused) */
    renderedText: text('rendered_text'),
  },
  (t) => [
    uniqueIndex('notification_outbox_kind_event_uq').on(t.kind, t.eventKey),
    index('notification_outbox_due_idx').on(t.status, t.notBefore),
    index('notification_outbox_member_idx').on(t.memberId, t.createdAt),
    index('notification_outbox_created_idx').on(t.createdAt),
  ],
);
export type NotificationOutboxRow = typeof notificationOutbox.$inferSelect;

/** A member's choices of notices (issue 34 item 4); no row = the defaults (every reminder, 알림톡). */
export const notificationPreferences = pgTable('notification_preferences', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.memberId, { onDelete: 'cascade' }),
  /** ReminderKind → on/off; a kind not listed is on */
  reminders: jsonb('reminders').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  /** alimtalk | sms */
  channel: text('channel').notNull().default('alimtalk'),
  /** a business member's threshold of its prepaid balance in minutes (null: none chosen) */
  prepaidLowMinutes: integer('prepaid_low_minutes'),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});
