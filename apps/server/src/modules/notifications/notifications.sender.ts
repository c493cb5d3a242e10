import { todayKst } from '@parking/shared/common/korea-time';
import {
  NOTIFICATION_CATALOGUE,
  type NotificationKind,
  showVar,
} from '@parking/shared/notifications/catalogue';
import type { AppDb } from '../../db/client';
import { takeDailySlot } from '../../integrations/sms/index';
import { maskPhone, type SmsSender } from '../../integrations/sms/sms';
import {
  claimDue,
  finishAttempt,
  type NotificationAttempt,
  type NotificationOutboxRow,
} from './notifications.repository';
import { outOfQuietHours } from './notifications.service';

/** Minimal logger (pino-compatible). */
export interface NotifierLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** 알림톡 settings: the sender profile and the approved template of each kind (config `alimtalk`). */
export interface AlimtalkSettings {
  /** SOLAPI_KAKAO_PF_ID; '' = no 알림톡 */
  pfId: string;
  /** ALIMTALK_TEMPLATE_<KIND>: kinds without a code go by SMS */
  templates: Partial<Record<NotificationKind, string>>;
}

export interface NotifierOptions {
  db: AppDb;
  /** ORG_NAME: the sender every reminder starts with (`[#{orgName}]`), handed to enqueueNotification */
  orgName: string;
  /** the provider adapter (outbox | solapi), without the daily cap: the notifier takes the slot per message */
  sender: SmsSender;
  alimtalk: AlimtalkSettings;
  /** SMS_DAILY_MESSAGES_PER_PHONE (decision 179) */
  dailyCapPerPhone: number;
  log: NotifierLogger;
  /** attempts before a message is given up (default 5) */
  maxAttempts?: number;
  /** told of each provider call (metrics) */
  onAttempt?: (channel: 'alimtalk' | 'sms', result: 'sent' | 'failed' | 'capped') => void;
  now?: () => Date;
}

/** What delivering one message did. */
export type DeliveryOutcome =
  | 'sent'
  | 'fallback_sent'
  /** will be tried again later (back-off) */
  | 'retry'
  | 'failed'
  /** the phone's daily cap was reached: not sent, not retried */
  | 'capped'
  /** another sender has it, or it is not due / not queued */
  | 'not_claimed';

export interface SendSummary {
  sent: number;
  fallback: number;
  retried: number;
  failed: number;
}

export interface Notifier {
  /**
   * The organisation's name (ORG_NAME) of this notifier's app: callers that queue a reminder hand it to
   * `enqueueNotification(…, { orgName: notifier.orgName })`. It belongs to the app, not to the module, so two
   * apps in one process (tests share a module graph) each send their own name.
   */
  readonly orgName: string;
  /** Claims and sends one message now (a code someone waits for); the outcome tells the caller what to say. */
  deliver(id: number): Promise<DeliveryOutcome>;
  /** Claims and sends the due messages (the queue job, and flushSoon). */
  sendDue(limit?: number): Promise<SendSummary>;
  /** Sends the due messages soon, without waiting (after a commit that queued some); never throws. */
  flushSoon(): void;
  /** Waits for a flush in flight (tests, shutdown). */
  idle(): Promise<void>;
}

/** A claim older than this belongs to a sender that died (the provider call times out after 10 s). */
const STALE_CLAIM_MS = 5 * 60_000;
/** Back-off after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min. */
export const backoffMs = (attempt: number): number => 30_000 * 4 ** Math.max(0, attempt - 1);

/** The row's variables and text with every variable value replaced by asterisks. */
function masked(row: NotificationOutboxRow): { vars: Record<string, string>; renderedText: string | null } {
  const vars: Record<string, string> = {};
  let text = row.renderedText;
  for (const [k, v] of Object.entries(row.vars)) {
    vars[k] = '*'.repeat(String(v).length);
    if (text !== null) text = text.split(String(v)).join(vars[k]);
  }
  return { vars, renderedText: text };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * The sending side of the notification service (decision 212): messages are claimed from notification_outbox
 * with one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` (a row is claimed by one sender of one
 * process only), sent 알림톡 first where the kind has an approved template, the sender profile is set and the
 * member did not choose SMS, with the same text by SMS when the 알림톡 call fails; a failure of both is
 * tried again with back-off, up to maxAttempts. Codes are never retried (the person asks again).
 */
export function createNotifier(opts: NotifierOptions): Notifier {
  const now = opts.now ?? (() => new Date());
  const maxAttempts = opts.maxAttempts ?? 5;
  let inFlight: Promise<unknown> = Promise.resolve();
  let again = false;
  let flushing = false;

  async function settle(row: NotificationOutboxRow): Promise<DeliveryOutcome> {
    const spec = NOTIFICATION_CATALOGUE[row.kind as NotificationKind];
    const claim = { id: row.id, lockedAt: row.lockedAt! };
    // A code is used once and soon: once its message is settled, the outbox keeps it masked.
    const redact = spec?.smsOnly ? masked(row) : undefined;
    const templateId = opts.alimtalk.templates[row.kind as NotificationKind];
    const useAlimtalk =
      row.channel === 'alimtalk' &&
      !spec?.smsOnly &&
      !!opts.alimtalk.pfId &&
      !!templateId &&
      !!opts.sender.sendAlimtalk;
    // the row keeps the channel tried first: 알림톡 only where it could be sent, else SMS
    const channel = useAlimtalk ? 'alimtalk' : 'sms';
    const finish = (end: Parameters<typeof finishAttempt>[2]) =>
      finishAttempt(opts.db, claim, { ...end, channel, ...(redact ? { redact } : {}) });
    const text = row.renderedText ?? '';
    const log: NotificationAttempt[] = [];
    const at = () => now().toISOString();

    // One slot of the phone's day per message, taken at its first attempt (retries do not take another).
    if (
      row.attempts === 1 &&
      !(await takeDailySlot(opts.db, row.phone, todayKst(now()), opts.dailyCapPerPhone))
    ) {
      opts.log.warn(
        { notification: { id: row.id, kind: row.kind, to: maskPhone(row.phone) } },
        'daily cap reached',
      );
      opts.onAttempt?.('sms', 'capped');
      await finish({
        status: 'failed',
        attempts: [{ at: at(), channel, result: 'capped', error: 'daily_cap' }],
        error: 'daily_cap',
      });
      return 'capped';
    }

    if (useAlimtalk) {
      try {
        const variables: Record<string, string> = {};
        for (const [k, v] of Object.entries(row.vars)) variables[`#{${k}}`] = showVar(v);
        const receipt = await opts.sender.sendAlimtalk!({
          to: row.phone,
          text,
          pfId: opts.alimtalk.pfId,
          templateId: templateId!,
          variables,
        });
        opts.onAttempt?.('alimtalk', 'sent');
        const providerId = receipt?.providerId ?? null;
        log.push({ at: at(), channel: 'alimtalk', result: 'sent', providerId });
        await finish({ status: 'sent', attempts: log, providerId, sentAt: now() });
        return 'sent';
      } catch (err) {
        opts.onAttempt?.('alimtalk', 'failed');
        log.push({ at: at(), channel: 'alimtalk', result: 'failed', error: errorText(err) });
      }
    }
    try {
      const receipt = await opts.sender.send({ to: row.phone, text });
      opts.onAttempt?.('sms', 'sent');
      const providerId = receipt?.providerId ?? null;
      log.push({ at: at(), channel: 'sms', result: 'sent', providerId });
      const status = useAlimtalk ? 'fallback_sent' : 'sent';
      await finish({
        status,
        attempts: log,
        providerId,
        sentAt: now(),
        error: useAlimtalk ? log[0]!.error : null,
      });
      return status;
    } catch (err) {
      opts.onAttempt?.('sms', 'failed');
      log.push({ at: at(), channel: 'sms', result: 'failed', error: errorText(err) });
      const last = errorText(err);
      if (spec?.smsOnly || row.attempts >= maxAttempts) {
        await finish({ status: 'failed', attempts: log, error: last });
        opts.log.warn(
          { notification: { id: row.id, kind: row.kind, attempts: row.attempts }, err },
          'message failed',
        );
        return 'failed';
      }
      let next = new Date(now().getTime() + backoffMs(row.attempts));
      if (spec?.quietHours) next = outOfQuietHours(next);
      await finish({ status: 'queued', attempts: log, error: last, notBefore: next });
      opts.log.warn(
        { notification: { id: row.id, kind: row.kind, attempts: row.attempts }, err },
        'message retried later',
      );
      return 'retry';
    }
  }

  async function claim(id?: number, limit = 50): Promise<NotificationOutboxRow[]> {
    const at = now();
    return claimDue(opts.db, {
      now: at,
      staleBefore: new Date(at.getTime() - STALE_CLAIM_MS),
      limit,
      ...(id !== undefined ? { id } : {}),
    });
  }

  async function sendDue(limit = 200): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, fallback: 0, retried: 0, failed: 0 };
    for (const row of await claim(undefined, limit)) {
      let outcome: DeliveryOutcome;
      try {
        outcome = await settle(row);
      } catch (err) {
        // a database error after the claim: the stale claim is taken up again later
        opts.log.error({ err, notification: { id: row.id } }, 'message could not be settled');
        continue;
      }
      if (outcome === 'sent') summary.sent += 1;
      else if (outcome === 'fallback_sent') summary.fallback += 1;
      else if (outcome === 'retry') summary.retried += 1;
      else if (outcome === 'failed' || outcome === 'capped') summary.failed += 1;
    }
    return summary;
  }

  function flushSoon(): void {
    if (flushing) {
      again = true;
      return;
    }
    flushing = true;
    inFlight = (async () => {
      try {
        do {
          again = false;
          await sendDue();
        } while (again);
      } catch (err) {
        opts.log.error({ err }, 'notification flush failed');
      } finally {
        flushing = false;
      }
    })();
  }

  return {
    orgName: opts.orgName,
    async deliver(id) {
      const [row] = await claim(id, 1);
      if (!row) return 'not_claimed';
      return settle(row);
    },
    sendDue,
    flushSoon,
    async idle() {
      await inFlight;
    },
  };
}
