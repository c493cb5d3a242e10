import { todayKst } from '@parking/shared/common/korea-time';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/index';
import type { DbOrTx } from '../../db/client';
import { createOutboxSender } from './outbox';
import { takeDailySlot } from './outbox.repository';
import { maskPhone, SmsDailyCapError, type SmsLogger, type SmsSender } from './sms';
import { createSolapiSender } from './solapi';

declare module 'fastify' {
  interface FastifyInstance {
    /** the configured SMS adapter (integrations/sms) */
    sms: SmsSender;
  }
}

/**
 * The adapter chosen by config SMS_PROVIDER (outbox | solapi), behind the per-phone daily cap. Every sender of
 * the app (the `app.sms` decoration and the jobs) is made here, so no message of any kind passes the cap.
 */
export function createSmsSender(config: AppConfig, db: DbOrTx, log: SmsLogger): SmsSender {
  const adapter =
    config.sms.provider === 'solapi'
      ? createSolapiSender({ ...config.sms.solapi, log })
      : createOutboxSender(db, log);
  return withDailyCap(adapter, db, config.sms.dailyMessagesPerPhone, log);
}

/**
 * Each message first takes one of the phone's `cap` slots of the Korean day (SMS_DAILY_MESSAGES_PER_PHONE,
 * every kind counted: codes, notices, approvals); past the cap nothing is sent and SmsDailyCapError is thrown
 * (decision 179).
 */
export function withDailyCap(sender: SmsSender, db: DbOrTx, cap: number, log: SmsLogger): SmsSender {
  return {
    provider: sender.provider,
    async send(message) {
      const phone = message.to.replace(/\D/g, '');
      if (!(await takeDailySlot(db, phone, todayKst(), cap))) {
        log.warn({ sms: { to: maskPhone(phone) } }, 'sms not sent: daily cap of the phone reached');
        throw new SmsDailyCapError();
      }
      await sender.send(message);
    },
  };
}

/** Decorates `app.sms` (tests may pass their own sender; it is capped all the same). */
export const smsPlugin = fp(
  async (app: FastifyInstance, opts: { sender?: SmsSender }) => {
    const sender = opts.sender
      ? withDailyCap(opts.sender, app.db, app.config.sms.dailyMessagesPerPhone, app.log)
      : createSmsSender(app.config, app.db, app.log);
    app.decorate('sms', {
      provider: sender.provider,
      send: async (message) => {
        try {
          await sender.send(message);
          app.metrics.sms.inc({ provider: sender.provider, outcome: 'sent' });
        } catch (err) {
          const outcome = err instanceof SmsDailyCapError ? 'capped' : 'failed';
          app.metrics.sms.inc({ provider: sender.provider, outcome });
          throw err;
        }
      },
    } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['db', 'metrics'] },
);
