import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/index';
import type { AppDb } from '../../db/client';
import { createSmsAdapter } from '../../integrations/sms/index';
import type { SmsSender } from '../../integrations/sms/sms';
import {
  createNotifier,
  type Notifier,
  type NotifierLogger,
  type NotifierOptions,
} from './notifications.sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** the sending side of the notification service (modules/notifications) */
    notifier: Notifier;
  }
}

/**
 * The notifier of an app or a CLI run, from the config: the organisation's name, 알림톡 settings, the daily cap, and the given sender
 * (default: the adapter SMS_PROVIDER names).
 */
export function notifierFor(
  config: AppConfig,
  db: AppDb,
  log: NotifierLogger,
  opts: { sender?: SmsSender; onAttempt?: NotifierOptions['onAttempt'] } = {},
): Notifier {
  return createNotifier({
    db,
    orgName: config.org.name,
    sender: opts.sender ?? createSmsAdapter(config, db, log),
    alimtalk: { pfId: config.notifications.kakaoPfId, templates: config.notifications.alimtalkTemplates },
    dailyCapPerPhone: config.sms.dailyMessagesPerPhone,
    log,
    ...(opts.onAttempt ? { onAttempt: opts.onAttempt } : {}),
  });
}

/**
 * Decorates `app.notifier`: sends the outbox's messages through `app.sms` (알림톡 first where configured), taking
 * the phone's daily slot once per message. Messages queued by a request go right after its commit
 * (`flushSoon`); the notifications job sends whatever is left or due later.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const notifier = createNotifier({
      db: app.db,
      orgName: app.config.org.name,
      sender: app.sms,
      alimtalk: {
        pfId: app.config.notifications.kakaoPfId,
        templates: app.config.notifications.alimtalkTemplates,
      },
      dailyCapPerPhone: app.config.sms.dailyMessagesPerPhone,
      log: app.log,
      onAttempt: (_channel, result) => {
        if (result === 'capped') app.metrics.sms.inc({ provider: app.sms.provider, outcome: 'capped' });
      },
    });
    app.decorate('notifier', notifier);
    app.addHook('onClose', async () => {
      await notifier.idle();
    });
  },
  { name: 'notifications', dependencies: ['db', 'metrics', 'sms'] },
);
