import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from './notifications.sender';
import { setNotificationOrgName } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the sending side of the notification service (modules/notifications) */
    notifier: Notifier;
  }
}

/**
 * Decorates `app.notifier`: sends the outbox's messages through `app.sms` (알림톡 first where configured), taking
 * the phone's daily slot once per message. Messages queued by a request go right after its commit
 * (`flushSoon`); the notifications job sends whatever is left or due later.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    setNotificationOrgName(app.config.org.name);
    const notifier = createNotifier({
      db: app.db,
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
