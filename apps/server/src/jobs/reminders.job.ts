import { runReminders } from '../modules/reminders';
import type { JobFactory } from './job';

/**
 * Reminders (issue 34 item 3, decision 214): unpaid items 3 days and 1 day before their due date, season passes
 * 7 days before they end, business prepaid balances under the chosen threshold — every 15 minutes and at
 * start-up. Each message is unique per kind and event in the notification outbox, so runs repeated in this
 * or another process queue nothing twice; at night the service holds them until 08:00 Korea time.
 */
export const remindersJob: JobFactory = ({ db, config, notifier }) => ({
  name: 'reminders',
  // Tests run the reminders themselves, with the clock they choose.
  intervalSeconds: config.nodeEnv === 'test' ? 0 : 15 * 60,
  async run(now) {
    const r = await runReminders(db, now, notifier);
    const items = r.unpaid.queued + r.seasonPassEnd.queued + r.prepaidLow.queued;
    return { items, detail: { ...r } };
  },
});
