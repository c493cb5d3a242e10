import type { Principal } from '@parking/shared/auth/roles';
import { formatKstMinute } from '@parking/shared/common/korea-time';
import type { Domain } from '@parking/shared/common/wire-names';
import { notificationSettingsKo } from '@parking/shared/messages/ko/notifications';
import {
  kindsFor,
  NOTIFICATION_CATALOGUE,
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

const t = notificationSettingsKo;
const v = t.v;

const isReminder = (kind: string): kind is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(kind);

/**
 * What a member of this category is offered (decision 215, 2026-11-28): the reminders that can reach it, to
 * turn on or off, and the fixed kinds it may receive (codes and legally required notices: everything but
 * reminders) — each as the catalogue says. A business is never reminded of unpaid items or season passes (it
 * proves no car and holds no pass), a general member never of a prepaid balance.
 */
function offeredTo(empDiv: 'USR' | 'BSN'): { reminders: readonly ReminderKind[]; fixed: readonly string[] } {
  const kinds = kindsFor(empDiv);
  return {
    reminders: kinds.filter(isReminder),
    fixed: kinds.filter((k) => !isReminder(k)),
  };
}

/** The kinds nobody can turn off (whatever the category). */
const FIXED_KINDS: readonly string[] = NOTIFICATION_KINDS.filter((k) => !isReminder(k));

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
  const offered = offeredTo(me.empDiv);
  const prefs = await getPreferences(db, me.memberId);
  const messages = (await listMemberMessages(db, me.memberId, MEMBER_MESSAGES_LIMIT * 3))
    .filter((m) => m.status !== 'skipped')
    .slice(0, MEMBER_MESSAGES_LIMIT);
  return {
    reminders: offered.reminders.map((kind) => ({ kind, enabled: prefs.reminders[kind] !== false })),
    fixed: [...offered.fixed],
    channel: prefs.channel,
    ...(me.empDiv === 'BSN' ? { prepaidLowMinutes: prefs.prepaidLowMinutes ?? null } : {}),
    messages: messages.map(toMessage),
  };
}

/**
 * POST /api/member/notifications.json: saves the reminders turned on or off, the channel and (a business) the
 * prepaid threshold. Nothing is saved when any part is wrong: a fixed kind turned off, an unknown kind (marketing
 * is never sent), a reminder not offered to the member's category, a threshold from a general member.
 */
export async function updateMemberNotifications(
  db: DbOrTx,
  principal: Principal | null,
  input: MemberNotificationsUpdate,
): Promise<MemberNotifications> {
  const me = memberOf(principal);
  const fieldErrors: FieldErrors = {};
  const reminders: Partial<Record<ReminderKind, boolean>> = {};
  const mine = offeredTo(me.empDiv).reminders as readonly string[];
  for (const [kind, on] of Object.entries(input.reminders)) {
    if (mine.includes(kind)) reminders[kind as ReminderKind] = on;
    else if (FIXED_KINDS.includes(kind)) {
      if (!on) fieldErrors[`reminders.${kind}`] = [v.fixed];
    } else if (isReminder(kind))
      // a reminder that cannot reach this category: the screen never offers it, the API does not take it
      fieldErrors[`reminders.${kind}`] = [
        v.notOffered(t.kindName(kind), NOTIFICATION_CATALOGUE[kind].audience.includes('BSN')),
      ];
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
