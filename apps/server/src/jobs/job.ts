import type { AppConfig } from '../config/index';
import type { AppDb } from '../db/client';
import type { PaymentAdapter } from '../integrations/payments/adapter';
import type { Notifier } from '../modules/notifications';

/** Minimal logger (pino-compatible). */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What one run reports: how many items it settled, and its own summary for the history. */
export interface JobOutcome {
  items: number;
  detail?: Record<string, unknown>;
}

/**
 * A background job. The scheduler runs it under its lock (one process at a time per database) and records
 * the run; the job itself must still settle each due item exactly once with conditional updates, because a
 * lock only makes overlap unlikely (a run on a database where the lock is not available, a CLI run, a
 * process paused past its work) — it is not the guarantee.
 */
export interface JobDefinition {
  /** unique, kebab-case: names the lock and the history rows */
  name: string;
  /** seconds between runs, the first at start-up; 0 = never on its own (runNow or a CLI only) */
  intervalSeconds: number;
  run(now: Date): Promise<JobOutcome>;
}

/** What a job is built from. */
export interface JobEnv {
  db: AppDb;
  config: AppConfig;
  log: JobLogger;
  /** the app's payment provider adapter, built once by its composition (composition/payments.ts) */
  paymentAdapter: PaymentAdapter;
  /** the app's notifier (modules/notifications): sends the outbox's messages */
  notifier: Notifier;
}

/** Builds a job for an app (or a CLI run); listed in jobs/job-list.ts. */
export type JobFactory = (env: JobEnv) => JobDefinition;
