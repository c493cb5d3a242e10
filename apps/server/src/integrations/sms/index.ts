import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/index';
import type { DbOrTx } from '../../db/client';
import { createOutboxSender } from './outbox';
import type { SmsLogger, SmsSender } from './sms';
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

/** Decorates `app.sms` (tests may pass their own sender). */
export const smsPlugin = fp(
  async (app: FastifyInstance, opts: { sender?: SmsSender }) => {
    const sender = opts.sender ?? createSmsSender(app.config, app.db, app.log);
    app.decorate('sms', {
      provider: sender.provider,
      send: async (message) => {
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
