import type { JobFactory } from './job';
import { notificationsJob } from './notifications.job';
import { paymentsReconcileJob } from './payments-reconcile.job';
import { remindersJob } from './reminders.job';
import { seasonPassJob } from './season-pass.job';

/**
 * Every background job of the server, one line each.
 * A job lives in jobs/<name>.job.ts and calls its area's service; see job.ts for what a job must guarantee.
 */
export const jobFactories: readonly JobFactory[] = [
  paymentsReconcileJob,
  seasonPassJob,
  notificationsJob,
  remindersJob,
];
