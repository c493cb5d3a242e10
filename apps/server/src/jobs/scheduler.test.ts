import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config/index';
import { createDb, type DbHandle } from '../db/client';
import { jobRuns } from '../db/schema/jobs';
import { useTestApp } from '../test/harness';
import { sameDatabaseUrl } from '../test/same-database';
import type { JobDefinition, JobOutcome } from './job';
import { listJobRuns } from './job-runs.repository';
import { createScheduler } from './scheduler';

const quiet = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await sleep(25);
  }
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let jobSeq = 0;
/** A job counting its runs; `body` decides each run's outcome. */
function countingJob(
  body: (n: number) => Promise<JobOutcome> = async () => ({ items: 0 }),
  intervalSeconds = 0,
) {
  jobSeq += 1;
  const state = { runs: 0, concurrent: 0, maxConcurrent: 0 };
  const job: JobDefinition = {
    name: `test-job-${jobSeq}`,
    intervalSeconds,
    async run() {
      state.runs += 1;
      state.concurrent += 1;
      state.maxConcurrent = Math.max(state.maxConcurrent, state.concurrent);
      try {
        return await body(state.runs);
      } finally {
        state.concurrent -= 1;
      }
    },
  };
  return { job, state };
}

describe('job scheduler', () => {
  const t = useTestApp();
  const db = () => t().db;

  it('runs a job at start-up and then every interval, recording each run; stop ends it', async () => {
    const { job, state } = countingJob(async (n) => ({ items: n, detail: { n } }), 0.15);
    const scheduler = createScheduler({ db: db(), log: quiet, jobs: [job], node: 'test-node' });
    scheduler.start();
    await until(
      async () => (await listJobRuns(db(), job.name)).filter((r) => r.outcome === 'OK').length >= 3,
    );
    await scheduler.stop();
    const runsAtStop = state.runs;
    await sleep(400);
    expect(state.runs).toBe(runsAtStop);

    const rows = await listJobRuns(db(), job.name);
    expect(rows.length).toBe(runsAtStop);
    const first = rows[rows.length - 1]!;
    expect(first).toMatchObject({
      node: 'test-node',
      outcome: 'OK',
      items: 1,
      detail: { n: 1 },
      error: null,
    });
    expect(first.finishedAt!.getTime()).toBeGreaterThanOrEqual(first.startedAt.getTime());
    expect(state.maxConcurrent).toBe(1);
  });

  it('does not schedule a job whose interval is 0, but runs it on demand', async () => {
    const { job, state } = countingJob(async () => ({ items: 2 }));
    const scheduler = createScheduler({ db: db(), log: quiet, jobs: [job] });
    scheduler.start();
    await sleep(200);
    expect(state.runs).toBe(0);
    expect(await scheduler.runNow(job.name)).toMatchObject({ ran: true, outcome: 'OK', items: 2 });
    await scheduler.stop();
    await expect(scheduler.runNow('no-such-job')).rejects.toThrow(/no background job/);
  });

  it('records a failing run with its error and runs the job again next time', async () => {
    const { job } = countingJob(async (n) => {
      if (n === 1) throw new Error('provider unreachable');
      return { items: 1 };
    });
    const errors: object[] = [];
    const scheduler = createScheduler({
      db: db(),
      log: { ...quiet, error: (o: object) => errors.push(o) },
      jobs: [job],
    });
    expect(await scheduler.runNow(job.name)).toMatchObject({
      ran: true,
      outcome: 'FAILED',
      error: 'provider unreachable',
    });
    expect(await scheduler.runNow(job.name)).toMatchObject({ ran: true, outcome: 'OK', items: 1 });
    const [second, first] = await listJobRuns(db(), job.name);
    expect(first).toMatchObject({ outcome: 'FAILED', items: 0, error: 'provider unreachable' });
    expect(first!.finishedAt).not.toBeNull();
    expect(second).toMatchObject({ outcome: 'OK', items: 1 });
    expect(errors).toHaveLength(1);
  });

  it('never runs one job twice at once in a process: a second request waits for the first', async () => {
    const gate = deferred();
    const { job, state } = countingJob(async (n) => {
      if (n === 1) await gate.promise;
      return { items: 0 };
    });
    const scheduler = createScheduler({ db: db(), log: quiet, jobs: [job] });
    const first = scheduler.runNow(job.name);
    const second = scheduler.runNow(job.name);
    await sleep(100);
    expect(state.runs).toBe(1);
    gate.resolve();
    expect((await first).ran).toBe(true);
    expect((await second).ran).toBe(true);
    expect(state).toMatchObject({ runs: 2, maxConcurrent: 1 });
  });

  it('stop waits for the run in flight to finish and be recorded', async () => {
    const gate = deferred();
    const { job } = countingJob(async () => {
      await gate.promise;
      return { items: 5 };
    }, 60);
    const scheduler = createScheduler({ db: db(), log: quiet, jobs: [job] });
    scheduler.start();
    await until(async () => (await listJobRuns(db(), job.name)).length === 1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await sleep(100);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect((await listJobRuns(db(), job.name))[0]).toMatchObject({ outcome: 'OK', items: 5 });
  });

  it('marks a run left RUNNING by a process that died as INTERRUPTED', async () => {
    const { job } = countingJob();
    await db()
      .insert(jobRuns)
      .values({
        jobName: job.name,
        node: 'dead:1',
        startedAt: new Date(Date.now() - 60_000),
        outcome: 'RUNNING',
      });
    await createScheduler({ db: db(), log: quiet, jobs: [job] }).runNow(job.name);
    const rows = await listJobRuns(db(), job.name);
    expect(rows.map((r) => [r.node, r.outcome])).toEqual([
      [expect.stringMatching(/:\d+$/), 'OK'],
      ['dead:1', 'INTERRUPTED'],
    ]);
  });

  it('keeps 30 days of history', async () => {
    const { job } = countingJob();
    await db()
      .insert(jobRuns)
      .values([
        { jobName: job.name, node: 'n', startedAt: new Date(Date.now() - 31 * 86_400_000), outcome: 'OK' },
        { jobName: job.name, node: 'n', startedAt: new Date(Date.now() - 29 * 86_400_000), outcome: 'OK' },
      ]);
    await createScheduler({ db: db(), log: quiet, jobs: [job] }).runNow(job.name);
    expect(await db().select().from(jobRuns).where(eq(jobRuns.jobName, job.name))).toHaveLength(2);
  });

  it('refuses two jobs with one name', () => {
    const { job } = countingJob();
    expect(() => createScheduler({ db: db(), log: quiet, jobs: [job, job] })).toThrow(/two background jobs/);
  });
});

// Several API processes on one PostgreSQL: the job's advisory lock lets one of them run it at a time.
describe.runIf(process.env.TEST_DB === 'pg')('job lock across processes (PostgreSQL)', () => {
  const t = useTestApp();
  let other: DbHandle;
  beforeAll(async () => {
    other = await createDb({ databaseUrl: await sameDatabaseUrl(t()), dataDir: 'memory://', poolMax: 3 });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a second process is refused while one runs the job, and runs it once the lock is free', async () => {
    const gate = deferred();
    const { job: slow, state } = countingJob(async () => {
      await gate.promise;
      return { items: 1 };
    });
    const here = createScheduler({ db: t().db, log: quiet, jobs: [slow], node: 'here' });
    const there = createScheduler({ db: other.db, log: quiet, jobs: [slow], node: 'there' });
    const running = here.runNow(slow.name);
    await until(async () => (await listJobRuns(t().db, slow.name)).length === 1);
    expect(await there.runNow(slow.name)).toEqual({ ran: false });
    gate.resolve();
    expect(await running).toMatchObject({ ran: true, outcome: 'OK' });
    expect(await there.runNow(slow.name)).toMatchObject({ ran: true, outcome: 'OK' });
    expect(state.runs).toBe(2);
    expect((await listJobRuns(t().db, slow.name)).map((r) => r.node)).toEqual(['there', 'here']);
  });

  it('the lock is released when the run fails', async () => {
    const { job } = countingJob(async (n) => {
      if (n === 1) throw new Error('boom');
      return { items: 0 };
    });
    const here = createScheduler({ db: t().db, log: quiet, jobs: [job] });
    const there = createScheduler({ db: other.db, log: quiet, jobs: [job] });
    expect(await here.runNow(job.name)).toMatchObject({ outcome: 'FAILED' });
    expect(await there.runNow(job.name)).toMatchObject({ ran: true, outcome: 'OK' });
  });
});

describe('jobs of the app', () => {
  const t = useTestApp({ payment: { ...testConfig().payment, reconcileIntervalSeconds: 60 } });

  it('registers the reconcile job and runs it as soon as the app is ready', async () => {
    expect(t().app.jobs.jobs.map((j) => j.name)).toContain('payments-reconcile');
    await until(async () => (await listJobRuns(t().db, 'payments-reconcile'))[0]?.outcome === 'OK');
    // counted for the operators' metrics (decision 111)
    const counted = await t().app.metrics.registry.getSingleMetricAsString('portal_job_runs_total');
    expect(counted).toContain('portal_job_runs_total{job="payments-reconcile",outcome="ok"} 1');
  });
});
