import { and, eq, lt, sql } from 'drizzle-orm';
import { type AppDb, dbKind } from '../db/client';
import { type JobRunRow, jobRuns } from '../db/schema/jobs';

// Advisory-lock namespace of the jobs: the first key of the two-key form, the second is hashtext(job name).
// (The migration lock uses the one-bigint form, a separate key space.)
const JOB_LOCK_CLASS = 7215;

/**
 * Runs `fn` holding the job's lock; null when another process holds it. On PostgreSQL the lock is a
 * transaction-level advisory lock taken by a transaction that stays open for the run (one pooled connection;
 * the job's own queries use others and commit item by item), so it is released whatever happens to the
 * process — even a crash ends the connection. PGlite is one process with one connection (two processes never
 * open the same data directory): the scheduler's in-process guard is all the locking it needs, and a
 * transaction held open there would block the job's own queries.
 */
export async function withJobLock<T>(
  db: AppDb,
  jobName: string,
  fn: () => Promise<T>,
): Promise<{ value: T } | null> {
  if (dbKind(db) === 'pglite') return { value: await fn() };
  return db.transaction(async (tx) => {
    const got = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${jobName})) as locked`,
    );
    if (got.rows[0]?.locked !== true) return null;
    return { value: await fn() };
  });
}

/** Runs of `jobName` still RUNNING while its lock is held belong to a process that died: INTERRUPTED. */
export async function markInterruptedRuns(db: AppDb, jobName: string, at: Date): Promise<void> {
  await db
    .update(jobRuns)
    .set({ outcome: 'INTERRUPTED', finishedAt: at })
    .where(and(eq(jobRuns.jobName, jobName), eq(jobRuns.outcome, 'RUNNING')));
}

export async function insertJobRun(
  db: AppDb,
  run: { jobName: string; node: string; startedAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(jobRuns)
    .values({ ...run, outcome: 'RUNNING' })
    .returning({ runId: jobRuns.runId });
  if (!row) throw new Error('job run insert returned nothing');
  return row.runId;
}

export async function finishJobRun(
  db: AppDb,
  runId: number,
  end: {
    outcome: 'OK' | 'FAILED';
    finishedAt: Date;
    items: number;
    detail?: Record<string, unknown> | null;
    error?: string | null;
  },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      outcome: end.outcome,
      finishedAt: end.finishedAt,
      items: end.items,
      detail: end.detail ?? null,
      error: end.error ?? null,
    })
    .where(eq(jobRuns.runId, runId));
}

/** Forgets the runs of `jobName` that started before `before`. */
export async function pruneJobRuns(db: AppDb, jobName: string, before: Date): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.jobName, jobName), lt(jobRuns.startedAt, before)));
}

/** The latest runs of a job, newest first (history for operators and tests). */
export async function listJobRuns(db: AppDb, jobName: string, limit = 20): Promise<JobRunRow[]> {
  return db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.jobName, jobName))
    .orderBy(sql`${jobRuns.startedAt} desc, ${jobRuns.runId} desc`)
    .limit(limit);
}
