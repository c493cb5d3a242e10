import { formatKst } from '@parking/shared/common/korea-time';
import type { NotificationKind } from '@parking/shared/notifications/catalogue';
import type { AppDb, DbOrTx } from '../../db/client';
import { enqueueNotification, type Notifier } from '../notifications';
import type { ApplicationRow } from './season-pass.repository';

/** Minimal logger (pino-compatible). */
export interface SeasonPassLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What the area's jobs and writes need besides the database. */
export interface SeasonPassDeps {
  db: AppDb;
  /**
   * sends the notices queued by a committed change (the notification service, decision 211); its orgName is
   * the sender the payment reminder starts with
   */
  notifier: Pick<Notifier, 'flushSoon' | 'sendDue' | 'orgName'>;
  log: SeasonPassLogger;
  /** APP_SECRET: lottery seeds are HMAC(secret, round nonce), unknown before the draw (decision 180) */
  drawSecret: string;
}

export type SmsKind =
  | 'ASSIGNED'
  | 'WAITLISTED'
  | 'APPLIED'
  | 'OFFERED'
  | 'REMINDER'
  | 'CANCELLED_DEADLINE'
  | 'CANCELLED_MEMBER'
  | 'CANCELLED_ADMIN'
  | 'PAID'
  | 'NOT_DRAWN';

/** The notification kind of each notice of an application (templates in messages/ko/notifications.ts). */
const KIND: Record<SmsKind, NotificationKind> = {
  ASSIGNED: 'season_pass_assigned',
  WAITLISTED: 'season_pass_waitlisted',
  APPLIED: 'season_pass_applied',
  OFFERED: 'season_pass_offered',
  REMINDER: 'season_pass_payment_deadline',
  CANCELLED_DEADLINE: 'season_pass_cancelled_deadline',
  CANCELLED_MEMBER: 'season_pass_cancelled_member',
  CANCELLED_ADMIN: 'season_pass_cancelled_admin',
  PAID: 'season_pass_paid',
  NOT_DRAWN: 'season_pass_not_drawn',
};

/** 'YYYY-MM-DD HH:mm' Korea time. */
export const kstMinuteText = (d: Date) => formatKst(d).slice(0, 16);

/**
 * Queues the notice of a change in the same transaction as the change: lot, period, amount and, where there is
 * one, the deadline, waiting number or reason. It goes to the application's number, the member's verified
 * mobile copied when applying (decision 179); none, no message. One notice per application, kind and payment
 * deadline (an offer after a cancelled assignment has a new deadline, hence its own reminder). The payment
 * reminder is a reminder like the others: optional, never at night (`extra.now`: the job's clock), and it names
 * the sender (`extra.orgName`: the app's ORG_NAME, from its notifier).
 */
export async function notify(
  tx: DbOrTx,
  app: ApplicationRow,
  lotName: string,
  kind: SmsKind,
  extra: { reason?: string; drawAt?: Date; now?: Date; orgName?: string } = {},
): Promise<void> {
  if (!app.telNo) return;
  const opts = {
    ...(extra.now ? { now: extra.now } : {}),
    ...(extra.orgName !== undefined ? { orgName: extra.orgName } : {}),
  };
  await enqueueNotification(
    tx,
    {
      kind: KIND[kind],
      memberId: app.memberId,
      phone: app.telNo,
      vars: {
        lot: lotName,
        period: `${app.useStartDt}~${app.useEndDt}`,
        amount: app.useAmt,
        deadline: app.payDeadline ? kstMinuteText(app.payDeadline) : '-',
        queueNo: app.queueNo ?? 0,
        drawAt: extra.drawAt ? kstMinuteText(extra.drawAt) : '-',
        reason: extra.reason || '-',
      },
      eventKey: `period:${app.periodId}:${app.payDeadline?.toISOString() ?? '-'}`,
    },
    opts,
  );
}

/** Sends the due notices now (the area's job); the number that went out. */
export async function flushSms(deps: SeasonPassDeps): Promise<number> {
  const summary = await deps.notifier.sendDue();
  return summary.sent + summary.fallback;
}

/** Sends the notices queued by a committed change soon, without waiting (the queue's job takes what is left). */
export function flushSmsQuietly(deps: SeasonPassDeps): void {
  deps.notifier.flushSoon();
}
