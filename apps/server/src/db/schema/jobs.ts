import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * History of the background jobs (jobs/): one row per run that got its job's lock, written when it starts
 * and completed when it ends, so an operator sees what ran where, when, with what result. A row left
 * RUNNING by a process that died is marked INTERRUPTED by the job's next run.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    runId: bigserial('run_id', { mode: 'number' }).primaryKey(),
    jobName: text('job_name').notNull(),
    /** the process that ran it: host:pid */
    node: text('node').notNull(),
    startedAt: tsz('started_at').notNull(),
    finishedAt: tsz('finished_at'),
    /** RUNNING | OK | FAILED | INTERRUPTED */
    outcome: text('outcome').notNull(),
    /** items the run settled (what it counts is the job's: e.g. payments reconciled) */
    items: integer('items').notNull().default(0),
    /** the job's own summary */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** the error message of a FAILED run */
    error: text('error'),
  },
  (t) => [index('job_runs_job_started_idx').on(t.jobName, t.startedAt)],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
