import { formatKst } from '@parking/shared/common/korea-time';
import { seasonPassKo } from '@parking/shared/messages/ko/season-pass';
import type { AppDb, DbOrTx } from '../../db/client';
import { SmsDailyCapError, type SmsSender } from '../../integrations/sms/sms';
import { type ApplicationRow, claimSms, finishSms, listPendingSms, queueSms } from './season-pass.repository';

const s = seasonPassKo.sms;

/** Minimal logger (pino-compatible). */
export interface SeasonPassLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What the area's jobs and writes need besides the database. */
export interface SeasonPassDeps {
  db: AppDb;
  sms: SmsSender;
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
  | 'NOT_DRAWN'
  | 'CAR_CONFIRMED'
  | 'CAR_REJECTED';

/** 'YYYY-MM-DD HH:mm' Korea time. */
export const kstMinuteText = (d: Date) => formatKst(d).slice(0, 16);

function textOf(kind: SmsKind, app: ApplicationRow, lot: string, extra: { reason?: string; drawAt?: Date }) {
  const period = `${app.useStartDt}~${app.useEndDt}`;
  const deadline = app.payDeadline ? kstMinuteText(app.payDeadline) : '';
  const amt = app.useAmt;
  switch (kind) {
    case 'ASSIGNED':
      return s.assigned(lot, period, amt, deadline);
    case 'WAITLISTED':
      return s.waitlisted(lot, period, amt, app.queueNo ?? 0);
    case 'APPLIED':
      return s.applied(lot, period, amt, extra.drawAt ? kstMinuteText(extra.drawAt) : '');
    case 'OFFERED':
      return s.offered(lot, period, amt, deadline);
    case 'REMINDER':
      return s.reminder(lot, period, amt, deadline);
    case 'CANCELLED_DEADLINE':
      return s.cancelledDeadline(lot, period, amt, deadline);
    case 'CANCELLED_MEMBER':
      return s.cancelledMember(lot, period, amt);
    case 'CANCELLED_ADMIN':
      return s.cancelledAdmin(lot, period, amt, extra.reason ?? '');
    case 'PAID':
      return s.paid(lot, period, amt);
    case 'NOT_DRAWN':
      return s.notDrawn(lot, period, amt, app.queueNo ?? 0);
    case 'CAR_CONFIRMED':
    case 'CAR_REJECTED':
      throw new Error(`${kind} is not a notice of an application`);
  }
}

/**
 * Queues the SMS of a change in the same transaction as the change (see season_pass_sms): lot, period,
 * amount and, where there is one, the deadline or waiting number. The application's number is the member's
 * verified mobile, copied when applying (decision 179); none, no message.
 */
export async function notify(
  tx: DbOrTx,
  app: ApplicationRow,
  lotName: string,
  kind: SmsKind,
  extra: { reason?: string; drawAt?: Date } = {},
): Promise<void> {
  if (!app.telNo) return;
  await queueSms(tx, {
    periodId: app.periodId,
    kind,
    rcvAddr: app.telNo,
    text: textOf(kind, app, lotName, extra),
  });
}

/** A claim older than this is taken to belong to a sender that died. */
const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Sends pending messages (of one application, or the oldest `limit`) through the SMS adapter. Each message is
 * claimed first, so two processes never send the same one; a failure is kept for a later retry (5 at most).
 */
export async function flushSms(
  deps: SeasonPassDeps,
  opts: { periodId?: number; limit?: number; now?: Date } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const pending = await listPendingSms(deps.db, opts.limit ?? 200, opts.periodId);
  let sent = 0;
  for (const row of pending) {
    const claimed = await claimSms(deps.db, row.id, now, new Date(now.getTime() - STALE_CLAIM_MS));
    if (!claimed) continue;
    try {
      await deps.sms.send({ to: claimed.rcvAddr, text: claimed.text });
      await finishSms(deps.db, claimed.id, { sentAt: new Date() });
      sent += 1;
    } catch (err) {
      deps.log.warn({ err, smsId: claimed.id, kind: claimed.kind }, 'season-pass sms not sent');
      // Past the phone's daily cap the notice is dropped, not retried into tomorrow's slots.
      await finishSms(deps.db, claimed.id, {
        error: err instanceof Error ? err.message : String(err),
        giveUp: err instanceof SmsDailyCapError,
      });
    }
  }
  return sent;
}

/** flushSms that never throws (called after a committed change; the job retries what is left). */
export async function flushSmsQuietly(deps: SeasonPassDeps, periodId?: number): Promise<void> {
  try {
    await flushSms(deps, periodId ? { periodId } : {});
  } catch (err) {
    deps.log.error({ err, periodId }, 'season-pass sms flush failed');
  }
}
