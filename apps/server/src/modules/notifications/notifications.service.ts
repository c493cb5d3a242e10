import { MOBILE_RE } from '@parking/shared/accounts/rules';
import { KST_OFFSET_MINUTES, kstDayRange } from '@parking/shared/common/korea-time';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isReminderKind,
  NOTIFICATION_CATALOGUE,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationStatus,
  REMINDER_KINDS,
  type ReminderKind,
  renderNotification,
} from '@parking/shared/notifications/catalogue';
import type { DbOrTx } from '../../db/client';
import {
  countByDay,
  findPreferences,
  findRecipient,
  insertOutboxRow,
  listMemberRows,
  type PreferencesRow,
  upsertPreferences,
} from './notifications.repository';

/** One message to enqueue (see enqueueNotification). */
export interface NotificationRequest {
  kind: NotificationKind;
  /** the member it is for (required by kinds sent only to verified phones; its preferences apply) */
  memberId?: string | null;
  /** recipient; any formatting, digits are kept */
  phone: string;
  /** the template's variables (numbers are printed with thousands separators) */
  vars: Record<string, string | number>;
  /** unique within the kind: a second message with the same key is not queued ('application:42:ASSIGNED') */
  eventKey: string;
  /** not sent before this moment (reminders are moved out of the quiet hours on top of it) */
  notBefore?: Date;
}

export type EnqueueResult = { queued: true; id: number } | { queued: false; reason: string; id?: number };

/** How enqueueNotification is called: its clock, and the sender's name for the texts that carry it. */
export interface EnqueueOptions {
  /** the clock (tests and jobs with a fixed clock) */
  now?: Date;
  /**
   * The organisation's name (ORG_NAME) for `#{orgName}`, which every reminder starts with: the caller's app
   * hands it over from its notifier (`notifier.orgName`), never a value kept in this module, so two apps in one
   * process each send their own. A reminder enqueued without it is refused and recorded (`missing_var:orgName`).
   */
  orgName?: string;
}

const HOUR_MS = 3_600_000;
/** Quiet hours, Korea time: no reminder from 21:00 to 08:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** `at`, or 08:00 KST when `at` falls in the quiet hours (21:00–08:00 KST). */
export function outOfQuietHours(at: Date): Date {
  const kst = new Date(at.getTime() + KST_OFFSET_MINUTES * 60_000);
  const hour = kst.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const day = new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()));
  if (hour >= QUIET_FROM_HOUR) day.setUTCDate(day.getUTCDate() + 1);
  return new Date(day.getTime() + QUIET_UNTIL_HOUR * HOUR_MS - KST_OFFSET_MINUTES * 60_000);
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Records one message in the outbox, in the caller's transaction (decision 211): it is sent after the commit by
 * the notifications queue, or at once by `Notifier.deliver` for a code someone is waiting for. One row per
 * (kind, eventKey): a second call with the same key queues nothing (reason 'duplicate'). A message that must
 * not go is still recorded, as skipped with its reason, so the outbox says what happened:
 * 'unverified_phone' (the kind goes only to the member's verified mobile), 'opted_out' (a reminder the member
 * turned off), 'missing_var:<name>' / 'too_long_var:<name>', 'bad_phone'.
 * Reminders never go at night: notBefore is moved to 08:00 KST. Codes are never delayed.
 * A number is a mobile by the one rule sign-up and verification use (MOBILE_RE of shared/accounts/rules).
 */
export async function enqueueNotification(
  db: DbOrTx,
  n: NotificationRequest,
  opts: EnqueueOptions = {},
): Promise<EnqueueResult> {
  const spec = NOTIFICATION_CATALOGUE[n.kind];
  const phone = digits(n.phone);
  const memberId = n.memberId ?? null;
  const recipient = memberId ? await findRecipient(db, memberId) : null;
  const prefs = recipient?.prefs ? toPreferences(recipient.prefs) : DEFAULT_NOTIFICATION_PREFERENCES;

  let reason: string | null = null;
  if (!MOBILE_RE.test(phone)) reason = 'bad_phone';
  else if (spec.verifiedPhoneOnly && (!recipient?.mobile || recipient.mobile !== phone))
    reason = 'unverified_phone';
  if (!reason && isReminderKind(n.kind) && prefs.reminders[n.kind] === false) reason = 'opted_out';
  // The sender's name is the app's, never the caller's variable; it is kept with the message's variables
  // (a 알림톡 template has #{orgName} like the text).
  const { orgName: _notTheCallers, ...vars }: Record<string, string | number> = n.vars;
  if (spec.template.includes('#{orgName}') && opts.orgName !== undefined) vars.orgName = opts.orgName;
  const rendered = renderNotification(n.kind, vars);
  if (!reason && !rendered.ok) reason = rendered.reason;

  const now = opts.now ?? new Date();
  const wanted = n.notBefore && n.notBefore > now ? n.notBefore : now;
  const channel: NotificationChannel = spec.smsOnly ? 'sms' : prefs.channel;
  const id = await insertOutboxRow(db, {
    kind: n.kind,
    eventKey: n.eventKey,
    memberId,
    phone,
    vars,
    channel,
    status: reason ? 'skipped' : 'queued',
    error: reason,
    notBefore: spec.quietHours ? outOfQuietHours(wanted) : wanted,
    renderedText: rendered.ok ? rendered.text : null,
  });
  if (id === null) return { queued: false, reason: 'duplicate' };
  return reason ? { queued: false, reason, id } : { queued: true, id };
}

/** A member's choices; no row: every reminder on, 알림톡. */
export async function getPreferences(db: DbOrTx, memberId: string): Promise<NotificationPreferences> {
  const row = await findPreferences(db, memberId);
  return row ? toPreferences(row) : { ...DEFAULT_NOTIFICATION_PREFERENCES, reminders: {} };
}

function toPreferences(row: PreferencesRow): NotificationPreferences {
  const reminders: Partial<Record<ReminderKind, boolean>> = {};
  for (const k of REMINDER_KINDS) if (typeof row.reminders[k] === 'boolean') reminders[k] = row.reminders[k];
  return {
    reminders,
    channel: row.channel === 'sms' ? 'sms' : 'alimtalk',
    prepaidLowMinutes: row.prepaidLowMinutes ?? null,
  };
}

/** Saves a member's choices (only reminder kinds can be turned off; codes and legal notices always go). */
export async function savePreferences(
  db: DbOrTx,
  memberId: string,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  const reminders: Record<string, boolean> = {};
  for (const k of REMINDER_KINDS)
    if (typeof prefs.reminders[k] === 'boolean') reminders[k] = prefs.reminders[k]!;
  await upsertPreferences(db, {
    memberId,
    reminders,
    channel: prefs.channel,
    prepaidLowMinutes: prefs.prepaidLowMinutes ?? null,
  });
  return getPreferences(db, memberId);
}

export interface MemberMessage {
  id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  status: NotificationStatus;
  createdAt: Date;
  sentAt: Date | null;
  /** the text as sent (null when it was refused for a bad variable) */
  text: string | null;
  /** why it was skipped or failed */
  error: string | null;
}

/** The last `limit` messages of a member, newest first. */
export async function listMemberMessages(
  db: DbOrTx,
  memberId: string,
  limit: number,
): Promise<MemberMessage[]> {
  const rows = await listMemberRows(db, memberId, Math.max(1, Math.min(limit, 200)));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    channel: r.channel as NotificationChannel,
    status: r.status as NotificationStatus,
    createdAt: r.createdAt,
    sentAt: r.sentAt,
    text: r.renderedText,
    error: r.error,
  }));
}

/** Messages recorded on a Korean day ('YYYY-MM-DD'), counted by kind, channel and status. */
export async function dailyCounts(
  db: DbOrTx,
  day: string,
): Promise<
  { kind: NotificationKind; channel: NotificationChannel; status: NotificationStatus; count: number }[]
> {
  const { from, to } = kstDayRange(day, day);
  const rows = await countByDay(db, from, to);
  return rows.map((r) => ({
    kind: r.kind as NotificationKind,
    channel: r.channel as NotificationChannel,
    status: r.status as NotificationStatus,
    count: r.count,
  }));
}
