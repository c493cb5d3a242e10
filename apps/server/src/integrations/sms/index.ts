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
    app.decorate('sms', opts.sender ?? createSmsSender(app.config, app.db, app.log));
  },
  { name: 'sms', dependencies: ['db'] },
);
