import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/index';
import type { DbOrTx } from '../../db/client';
import { todayKst } from '@parking/shared/common/korea-time';
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

/** The adapter chosen by config SMS_PROVIDER (outbox | solapi). */
export function createSmsSender(config: AppConfig, db: DbOrTx, log: SmsLogger): SmsSender {
  if (config.sms.provider === 'solapi') return createSolapiSender({ ...config.sms.solapi, log });
  return createOutboxSender(db, log);
}

/**
 * Decorates `app.sms` (tests may pass their own sender). Every message of every kind (codes, notices,
 * approvals) first takes one of the phone's SMS_DAILY_MESSAGES_PER_PHONE slots of the Korean day; past the
 * cap nothing is sent and SmsDailyCapError is thrown (decision 179).
 */
export const smsPlugin = fp(
  async (app: FastifyInstance, opts: { sender?: SmsSender }) => {
    const sender = opts.sender ?? createSmsSender(app.config, app.db, app.log);
    app.decorate('sms', {
      provider: sender.provider,
      send: async (message) => {
        const phone = message.to.replace(/\D/g, '');
        if (!(await takeDailySlot(app.db, phone, todayKst(), app.config.sms.dailyMessagesPerPhone))) {
          app.metrics.sms.inc({ provider: sender.provider, outcome: 'capped' });
          app.log.warn({ sms: { to: maskPhone(phone) } }, 'sms not sent: daily cap of the phone reached');
          throw new SmsDailyCapError();
        }
        try {
          await sender.send(message);
          app.metrics.sms.inc({ provider: sender.provider, outcome: 'sent' });
        } catch (err) {
          app.metrics.sms.inc({ provider: sender.provider, outcome: 'failed' });
          throw err;
        }
      },
    } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['db', 'metrics'] },
);
