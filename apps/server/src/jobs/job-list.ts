import type { JobFactory } from './job';
import { paymentsReconcileJob } from './payments-reconcile.job';

/**
 * Every background job of the server, one line each (the season-pass draw and payment deadline come here).
 * A job lives in jobs/<name>.job.ts and calls its area's service; see job.ts for what a job must guarantee.
 */
export const jobFactories: readonly JobFactory[] = [paymentsReconcileJob];
