import type { JobFactory } from './job';

/**
 * Sends the notification outbox (decision 212): queued messages now due (reminders after the quiet hours,
 * retries after their back-off, anything a request queued but did not get to send). Each message is claimed with
 * `FOR UPDATE SKIP LOCKED` by one sender, so running in several processes at once sends each once.
 */
export const notificationsJob: JobFactory = ({ config, notifier }) => ({
  name: 'notifications',
  intervalSeconds: config.notifications.sendIntervalSeconds,
  async run() {
    const summary = await notifier.sendDue();
    return {
      items: summary.sent + summary.fallback + summary.retried + summary.failed,
      detail: { ...summary },
    };
  },
});
