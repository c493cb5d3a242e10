import type { Principal } from '@parking/shared/auth/roles';
import { formatKstMinute } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import {
  NOTIFICATION_KINDS,
  REMINDER_KINDS,
  type ReminderKind,
} from '@parking/shared/notifications/catalogue';
import {
  MEMBER_MESSAGES_LIMIT,
  type MemberMessage,
  type MemberNotifications,
  type MemberNotificationsUpdate,
  STAFF_MESSAGES_LIMIT,
  type StaffMessages,
} from '@parking/shared/notifications/member-settings';
import type { DbOrTx } from '../../db/client';
import { AppError, type FieldErrors } from '../../lib/app-error';
import {
  getPreferences,
  listMemberMessages,
  type MemberMessage as OutboxMessage,
  savePreferences,
} from '../notifications';

const v = notificationSettingsKo.v;

const isReminder = (kind: string): kind is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(kind);

/** The kinds a member can never turn off: codes and legally required notices (everything but reminders). */
const FIXED_KINDS: readonly string[] = NOTIFICATION_KINDS.filter((k) => !isReminder(k));

/** The reminders a member of this category can receive (the prepaid balance is a business's). */
const remindersFor = (empDiv: 'USR' | 'BSN'): readonly ReminderKind[] =>
  empDiv === 'BSN' ? REMINDER_KINDS : REMINDER_KINDS.filter((k) => k !== 'prepaid_balance_low');

/**
 * The caller and whether it is a business member (the prepaid threshold is a business's). A staff account is
 * served like a general member — its own channel and messages (codes); ROLE_ADMIN passes every guard (decision
 * 062), so the route is for any logged-in account and the business parts go to BSN only.
 */
function memberOf(principal: Principal | null): Principal & { empDiv: 'USR' | 'BSN' } {
  if (!principal) throw new AppError('UNAUTHORIZED', 401);
  return { ...principal, empDiv: principal.empDiv === 'BSN' ? 'BSN' : 'USR' };
}

const toMessage = (m: OutboxMessage): MemberMessage => ({
  id: m.id,
  kind: m.kind,
  channel: m.channel,
  status: m.status,
  sentAt: m.sentAt ? formatKstMinute(m.sentAt) : null,
  createdAt: formatKstMinute(m.createdAt),
  text: m.text ?? '',
});

/**
 * GET /api/member/notifications.json: the member's choices and the latest 20 messages sent or waiting to be sent
 * to them (those the outbox refused — turned off, unverified phone — were never sent and are not listed).
 */
export async function memberNotifications(
  db: DbOrTx,
  principal: Principal | null,
): Promise<MemberNotifications> {
  const me = memberOf(principal);
  const prefs = await getPreferences(db, me.memberId);
  const messages = (await listMemberMessages(db, me.memberId, MEMBER_MESSAGES_LIMIT * 3))
    .filter((m) => m.status !== 'skipped')
    .slice(0, MEMBER_MESSAGES_LIMIT);
  return {
    reminders: remindersFor(me.empDiv).map((kind) => ({ kind, enabled: prefs.reminders[kind] !== false })),
    fixed: [...FIXED_KINDS],
    channel: prefs.channel,
    ...(me.empDiv === 'BSN' ? { prepaidLowMinutes: prefs.prepaidLowMinutes ?? null } : {}),
    messages: messages.map(toMessage),
  };
}

/**
 * POST /api/member/notifications.json: saves the reminders turned on or off, the channel and (a business) the
 * prepaid threshold. Nothing is saved when any part is wrong: a fixed kind turned off, an unknown kind (marketing
 * is never sent), a threshold from a general member.
 */
export async function updateMemberNotifications(
  db: DbOrTx,
  principal: Principal | null,
  input: MemberNotificationsUpdate,
): Promise<MemberNotifications> {
  const me = memberOf(principal);
  const fieldErrors: FieldErrors = {};
  const reminders: Partial<Record<ReminderKind, boolean>> = {};
  const mine = remindersFor(me.empDiv) as readonly string[];
  for (const [kind, on] of Object.entries(input.reminders)) {
    if (mine.includes(kind)) reminders[kind as ReminderKind] = on;
    else if (FIXED_KINDS.includes(kind)) {
      if (!on) fieldErrors[`reminders.${kind}`] = [v.fixed];
    } else if (isReminder(kind)) fieldErrors[`reminders.${kind}`] = [v.prepaidLowBusinessOnly];
    else fieldErrors[`reminders.${kind}`] = [v.unknownKind];
  }
  if (input.prepaidLowMinutes !== undefined && input.prepaidLowMinutes !== null && me.empDiv !== 'BSN')
    fieldErrors.prepaidLowMinutes = [v.prepaidLowBusinessOnly];
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new AppError('VALIDATION', 400, fieldErrors, { message: first });

  const current = await getPreferences(db, me.memberId);
  await savePreferences(db, me.memberId, {
    reminders: { ...current.reminders, ...reminders },
    channel: input.channel,
    prepaidLowMinutes:
      me.empDiv === 'BSN' && input.prepaidLowMinutes !== undefined
        ? input.prepaidLowMinutes
        : (current.prepaidLowMinutes ?? null),
  });
  return memberNotifications(db, me);
}

/**
 * GET /api/admin/member/messages.json: a member's latest messages for staff, with why one was not sent. The
 * route declares the answer as personal data: its access record is written before it leaves (decision 183).
 */
export async function staffMemberMessages(db: DbOrTx, memberId: string): Promise<Domain<StaffMessages>> {
  const list = await listMemberMessages(db, memberId, STAFF_MESSAGES_LIMIT);
  return { memberId, list: list.map((m) => ({ ...toMessage(m), reason: m.error })) };
}
