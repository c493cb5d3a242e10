import { runDueDeadlines, runDueDraws } from '../modules/season-pass';
import type { JobFactory } from './job';

/**
 * Season passes: draws of lottery windows that have closed, payment deadlines (cancel and offer the cell to the
 * next in the queue), reminders (their notices go through the notification service) — every minute and at start-up. Each round and application is
 * claimed by a conditional update, so a second process never does the same item twice (decisions 091, 092).
 */
export const seasonPassJob: JobFactory = ({ db, config, log, notifier }) => {
  const deps = { db, log, notifier, drawSecret: config.appSecret };
  return {
    name: 'season-pass',
    // Tests run the season-pass jobs themselves, at the moments they choose.
    intervalSeconds: config.nodeEnv === 'test' ? 0 : 60,
    async run(now) {
      const drawn = await runDueDraws(deps, now);
      const deadlines = await runDueDeadlines(deps, now);
      const settled = deadlines.cancelled.length + deadlines.offered.length + deadlines.reminded.length;
      return { items: drawn.length + settled, detail: { drawn, ...deadlines } };
    },
  };
};
