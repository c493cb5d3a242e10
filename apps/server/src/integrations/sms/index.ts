import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/index';
import type { DbOrTx } from '../../db/client';
import { createOutboxSender } from './outbox';
import { takeDailySlot } from './outbox.repository';

export { takeDailySlot };

import type { SendReceipt, SmsLogger, SmsSender } from './sms';
import { createSolapiSender } from './solapi';

declare module 'fastify' {
  interface FastifyInstance {
    /** the configured SMS adapter (integrations/sms) */
    sms: SmsSender;
  }
}

/**
 * The adapter chosen by config SMS_PROVIDER (outbox | solapi), as it is: the per-phone daily cap is taken by the
 * notification service, once per message (decision 212), which is the one sender of the app (decision 179).
 */
export function createSmsAdapter(config: AppConfig, db: DbOrTx, log: SmsLogger): SmsSender {
  return config.sms.provider === 'solapi'
    ? createSolapiSender({ ...config.sms.solapi, log })
    : createOutboxSender(db, log);
}

/**
 * Decorates `app.sms`: the adapter with its metrics. Only the notification service (modules/notifications)
 * sends through it; tests may pass their own sender.
 */
export const smsPlugin = fp(
  async (app: FastifyInstance, opts: { sender?: SmsSender }) => {
    const sender = opts.sender ?? createSmsAdapter(app.config, app.db, app.log);
    const counted =
      (channel: 'sms' | 'alimtalk', call: () => Promise<SendReceipt | undefined>) =>
      async (): Promise<SendReceipt | undefined> => {
        try {
          const receipt = await call();
          app.metrics.sms.inc({
            provider: sender.provider,
            outcome: channel === 'sms' ? 'sent' : 'alimtalk_sent',
          });
          return receipt;
        } catch (err) {
          app.metrics.sms.inc({
            provider: sender.provider,
            outcome: channel === 'sms' ? 'failed' : 'alimtalk_failed',
          });
          throw err;
        }
      };
    app.decorate('sms', {
      provider: sender.provider,
      send: (message) => counted('sms', () => sender.send(message))(),
      ...(sender.sendAlimtalk
        ? { sendAlimtalk: (message) => counted('alimtalk', () => sender.sendAlimtalk!(message))() }
        : {}),
    } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['db', 'metrics'] },
);
