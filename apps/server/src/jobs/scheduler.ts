import { hostname } from 'node:os';
import type { AppDb } from '../db/client';
import { isDatabaseUnavailable } from '../lib/db-errors';
import type { JobDefinition, JobLogger } from './job';
import {
  finishJobRun,
  insertJobRun,
  markInterruptedRuns,
  pruneJobRuns,
  withJobLock,
} from './job-runs.repository';

/** How long the history of a job is kept. */
const HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;

/** What one attempt to run a job did. `ran: false`: another process held the job's lock, nothing ran. */
export type JobRunResult =
  | { ran: false }
  | { ran: true; runId: number; outcome: 'OK'; items: number; detail?: Record<string, unknown> }
  | { ran: true; runId: number; outcome: 'FAILED'; items: 0; error: string };

export interface Scheduler {
  readonly jobs: readonly JobDefinition[];
  /** Runs every job with an interval now, then every interval (timers unref'd: they never keep the process alive). */
  start(): void;
  /** Stops the timers and waits for the runs in flight. */
  stop(): Promise<void>;
  /** Runs one job now, after its run in flight in this process if any (tests, CLI, operators). */
  runNow(name: string): Promise<JobRunResult>;
}

export interface SchedulerOptions {
  db: AppDb;
  log: JobLogger;
  jobs: readonly JobDefinition[];
  /** names this process in the history (default host:pid) */
  node?: string;
  /** told of every attempt, run or skipped (metrics) */
  onAttempt?: (job: string, result: JobRunResult) => void;
}

/**
 * A small scheduler for the background jobs of one process: each job at start-up and then every
 * `intervalSeconds`, never two runs of one job at once in this process, each run under the job's lock
 * (see withJobLock) and recorded in job_runs. A failing run is recorded and logged; the next one runs as
 * planned.
 */
export function createScheduler(opts: SchedulerOptions): Scheduler {
  const node = opts.node ?? `${hostname()}:${process.pid}`;
  const names = new Set<string>();
  for (const job of opts.jobs) {
    if (names.has(job.name)) throw new Error(`two background jobs named ${job.name}`);
    names.add(job.name);
  }
  const timers: NodeJS.Timeout[] = [];
  /** the latest run of each job started in this process (runs of one job are chained) */
  const tails = new Map<string, Promise<unknown>>();
  const running = new Set<string>();
  let stopped = false;

  async function attempt(job: JobDefinition): Promise<JobRunResult> {
    const locked = await withJobLock(opts.db, job.name, async (): Promise<JobRunResult> => {
      const startedAt = new Date();
      await markInterruptedRuns(opts.db, job.name, startedAt);
      const runId = await insertJobRun(opts.db, { jobName: job.name, node, startedAt });
      let result: JobRunResult;
      try {
        const out = await job.run(startedAt);
        result = {
          ran: true,
          runId,
          outcome: 'OK',
          items: out.items,
          ...(out.detail ? { detail: out.detail } : {}),
        };
        await finishJobRun(opts.db, runId, {
          outcome: 'OK',
          finishedAt: new Date(),
          items: out.items,
          detail: out.detail ?? null,
        });
        if (out.items > 0)
          opts.log.info({ job: job.name, runId, items: out.items, ...out.detail }, 'job ran');
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        result = { ran: true, runId, outcome: 'FAILED', items: 0, error };
        opts.log.error({ err, job: job.name, runId }, 'job failed');
        await finishJobRun(opts.db, runId, { outcome: 'FAILED', finishedAt: new Date(), items: 0, error });
      }
      await pruneJobRuns(opts.db, job.name, new Date(startedAt.getTime() - HISTORY_DAYS * DAY_MS));
      return result;
    });
    const result = locked?.value ?? { ran: false };
    opts.onAttempt?.(job.name, result);
    return result;
  }

  function enqueue(job: JobDefinition): Promise<JobRunResult> {
    const previous = tails.get(job.name) ?? Promise.resolve();
    const run = previous.then(async () => {
      running.add(job.name);
      try {
        return await attempt(job);
      } finally {
        running.delete(job.name);
      }
    });
    tails.set(
      job.name,
      run.catch(() => {}),
    );
    return run;
  }

  /** A timer tick: skipped while the job is still running here (its next tick comes soon enough). */
  function tick(job: JobDefinition): void {
    if (stopped || running.has(job.name)) return;
    enqueue(job).catch((err) => {
      // The database going away mid-run (its lock's connection ended): the next tick runs the job again.
      if (isDatabaseUnavailable(err))
        opts.log.warn(
          { job: job.name, message: (err as Error).message },
          'job interrupted: database unavailable',
        );
      else opts.log.error({ err, job: job.name }, 'job could not run');
    });
  }

  return {
    jobs: opts.jobs,
    start() {
      if (stopped || timers.length > 0) return;
      for (const job of opts.jobs) {
        if (!(job.intervalSeconds > 0)) continue;
        tick(job);
        const timer = setInterval(() => tick(job), job.intervalSeconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(tails.values());
    },
    runNow(name) {
      const job = opts.jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`no background job named ${name}`));
      return enqueue(job);
    },
  };
}
