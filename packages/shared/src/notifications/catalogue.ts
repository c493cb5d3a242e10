import { z } from 'zod';
import type { MemberCategory } from '../auth/roles';
import { notificationTemplatesKo } from '../messages/ko/notifications';

/**
 * The kinds of message the portal sends (issue 34, decision 211). Each has one template
 * (messages/ko/notifications.ts), the variables it needs, and whether a member may turn it off.
 */
export const NOTIFICATION_KINDS = [
  'verification_code',
  'season_pass_assigned',
  'season_pass_waitlisted',
  'season_pass_applied',
  'season_pass_offered',
  'season_pass_not_drawn',
  'season_pass_cancelled_deadline',
  'season_pass_cancelled_member',
  'season_pass_cancelled_admin',
  'season_pass_paid',
  'season_pass_car_confirmed',
  'season_pass_car_rejected',
  'business_approved',
  'business_approval_cancelled',
  'reduction_registered',
  'reduction_received',
  'reduction_approved',
  'reduction_rejected',
  'unpaid_due_d3',
  'unpaid_due_d1',
  'season_pass_end_d7',
  'season_pass_payment_deadline',
  'prepaid_balance_low',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The reminders: optional (a member may turn each off), never at night, only to verified phones. */
export const REMINDER_KINDS = [
  'unpaid_due_d3',
  'unpaid_due_d1',
  'season_pass_end_d7',
  'season_pass_payment_deadline',
  'prepaid_balance_low',
] as const satisfies readonly NotificationKind[];
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const isReminderKind = (kind: NotificationKind): kind is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(kind);

export const NOTIFICATION_CHANNELS = ['alimtalk', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * queued → sending → sent | fallback_sent (알림톡 failed, the SMS went) | failed (retries exhausted or refused by
 * the daily cap); skipped = refused before sending (unverified phone, opt-out, bad variable): kept so the outbox
 * says what happened.
 */
export const NOTIFICATION_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'fallback_sent',
  'skipped',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** The longest value a variable may have (characters); a longer one refuses the message. */
const VAR_MAX: Record<string, number> = {
  code: 10,
  lot: 60,
  period: 30,
  amount: 15,
  deadline: 20,
  drawAt: 20,
  queueNo: 6,
  reason: 200,
  plate: 20,
  company: 60,
  discountNm: 60,
  endDt: 20,
  endDate: 20,
  dueDate: 20,
  balance: 30,
  threshold: 30,
  orgName: 60,
};

export interface NotificationKindSpec {
  /** the template, with `#{var}` variables */
  template: string;
  /** the variables the caller supplies (orgName excepted: the service fills it) */
  vars: readonly string[];
  /** a member may turn it off (reminders); codes and legally required notices cannot be */
  optional: boolean;
  /** never sent 21:00–08:00 KST: queued to 08:00 */
  quietHours: boolean;
  /** only to the member's verified mobile (memberId required) */
  verifiedPhoneOnly: boolean;
  /** SMS only, sent at once (a person is waiting): verification codes */
  smsOnly: boolean;
  /**
   * The member categories the kind can reach (a staff account is served as a general member, decision 215):
   * season passes, car proofs and with them the unpaid reminders (only proven cars are reminded, decision 214;
   * a car is proven through the season-pass screens, which are a general member's) are USR's; the business
   * approval and the prepaid balance are BSN's; codes and reduction notices (a public form) reach both.
   */
  audience: readonly AudienceCategory[];
}

/** The categories of member a message can be for (staff accounts are served as USR). */
export type AudienceCategory = Exclude<MemberCategory, 'EMP'>;

const USR: readonly AudienceCategory[] = ['USR'];
const BSN: readonly AudienceCategory[] = ['BSN'];
const BOTH: readonly AudienceCategory[] = ['USR', 'BSN'];
/** Whom each kind can reach (a new kind must say it: the record is total). */
const AUDIENCE: Record<NotificationKind, readonly AudienceCategory[]> = {
  verification_code: BOTH,
  season_pass_assigned: USR,
  season_pass_waitlisted: USR,
  season_pass_applied: USR,
  season_pass_offered: USR,
  season_pass_not_drawn: USR,
  season_pass_cancelled_deadline: USR,
  season_pass_cancelled_member: USR,
  season_pass_cancelled_admin: USR,
  season_pass_paid: USR,
  season_pass_car_confirmed: USR,
  season_pass_car_rejected: USR,
  business_approved: BSN,
  business_approval_cancelled: BSN,
  reduction_registered: BOTH,
  reduction_received: BOTH,
  reduction_approved: BOTH,
  reduction_rejected: BOTH,
  unpaid_due_d3: USR,
  unpaid_due_d1: USR,
  season_pass_end_d7: USR,
  season_pass_payment_deadline: USR,
  prepaid_balance_low: BSN,
};

const varsOf = (template: string): string[] =>
  [...new Set([...template.matchAll(/#\{(\w+)\}/g)].map((m) => m[1]!))].filter((v) => v !== 'orgName');

function specOf(kind: NotificationKind): NotificationKindSpec {
  const template: string = notificationTemplatesKo[kind];
  const reminder = isReminderKind(kind);
  return {
    template,
    vars: varsOf(template),
    optional: reminder,
    quietHours: reminder,
    verifiedPhoneOnly: reminder || kind.startsWith('season_pass_'),
    smsOnly: kind === 'verification_code',
    audience: AUDIENCE[kind],
  };
}

/** The catalogue: every kind with its template, variables and rules. */
export const NOTIFICATION_CATALOGUE = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, specOf(kind)]),
) as unknown as Readonly<Record<NotificationKind, NotificationKindSpec>>;

/** The kinds a member of this category can receive (a staff account: as a general member), catalogue order. */
export const kindsFor = (category: MemberCategory): NotificationKind[] => {
  const as: AudienceCategory = category === 'BSN' ? 'BSN' : 'USR';
  return NOTIFICATION_KINDS.filter((k) => NOTIFICATION_CATALOGUE[k].audience.includes(as));
};

/** The longest value of a variable. */
export const varMaxLength = (name: string): number => VAR_MAX[name] ?? 60;

/**
 * A variable as the text shows it: 12000 → '12,000' for numbers; strings as they are. The 알림톡 variables are
 * sent in this form too, so Kakao's template filled with them is exactly our text.
 */
export const showVar = (v: string | number): string =>
  typeof v === 'number' ? Math.trunc(v).toLocaleString('en-US') : v;

export type RenderResult = { ok: true; text: string } | { ok: false; reason: string };

/**
 * Fills a template. Refuses (ok:false, reason `missing_var:<name>` or `too_long_var:<name>`) a variable that is
 * missing, empty or longer than its limit; unknown extra variables are ignored.
 */
export function renderNotification(
  kind: NotificationKind,
  vars: Record<string, string | number>,
): RenderResult {
  const spec = NOTIFICATION_CATALOGUE[kind];
  for (const name of [...spec.vars, ...(spec.template.includes('#{orgName}') ? ['orgName'] : [])]) {
    const v = vars[name];
    if (v === undefined || v === null || String(v).trim() === '')
      return { ok: false, reason: `missing_var:${name}` };
    if (showVar(v).length > varMaxLength(name)) return { ok: false, reason: `too_long_var:${name}` };
  }
  return { ok: true, text: spec.template.replace(/#\{(\w+)\}/g, (_, name: string) => showVar(vars[name]!)) };
}

/** A member's choices (GET/POST /api/member/notifications.json; default: every reminder on, 알림톡). */
export const notificationPreferencesSchema = z.object({
  reminders: z.partialRecord(z.enum(REMINDER_KINDS), z.boolean()),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** a business member's threshold of its prepaid balance in minutes (null: no reminder threshold chosen) */
  prepaidLowMinutes: z.number().int().min(0).max(100_000_000).nullable().optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  reminders: {},
  channel: 'alimtalk',
  prepaidLowMinutes: null,
};
