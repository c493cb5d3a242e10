import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentAdapter } from '../integrations/payments/adapter';
import type { JobFactory } from './job';
import { createScheduler, type Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** the background jobs of this process (jobs/job-list.ts) */
    jobs: Scheduler;
  }
}

/** Builds the jobs for this app; they start when the app is ready and stop (runs in flight awaited) when it closes. */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { factories: readonly JobFactory[]; paymentAdapter: PaymentAdapter },
  ) => {
    const env = {
      db: app.db,
      config: app.config,
      log: app.log,
      paymentAdapter: opts.paymentAdapter,
      notifier: app.notifier,
    };
    const scheduler = createScheduler({
      db: app.db,
      log: app.log,
      jobs: opts.factories.map((f) => f(env)),
      onAttempt: (job, result) =>
        app.metrics.jobRuns.inc({
          job,
          outcome: !result.ran ? 'skipped' : result.outcome === 'OK' ? 'ok' : 'failed',
        }),
    });
    app.decorate('jobs', scheduler);
    app.addHook('onReady', async () => {
      scheduler.start();
    });
    // Registered after the database plugin, so this runs before the database closes.
    app.addHook('onClose', async () => {
      await scheduler.stop();
    });
  },
  { name: 'jobs', dependencies: ['db', 'metrics', 'notifications'] },
);
