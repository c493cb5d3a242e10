import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config/index';
import { createDb } from '../db/client';
import { paymentLogs, payments, simPgTransactions } from '../db/schema/payments';
import { createPaymentAdapter } from '../integrations/payments/index';
import { reconcileStuckPayments } from '../modules/payments';
import {
  APPROVING_CARD,
  insertItem,
  itemRow,
  payOnSimPage,
  startOk,
  unpaidItemsTarget,
} from '../modules/payments/test-kit';
import type { TestApp } from '../test/harness';
import { useTestApp } from '../test/harness';
import { sameDatabaseUrl } from '../test/same-database';
import { listJobRuns } from './job-runs.repository';
import { paymentsReconcileJob } from './payments-reconcile.job';
import { createScheduler } from './scheduler';

const quiet = { info() {}, warn() {}, error() {} };
const base = testConfig();

/** The test apps serve the test handler for its category (injected at composition, decision 196). */
const withTestTarget = { paymentTargets: [unpaidItemsTarget()] };

/**
 * A payment the provider approved while the server stopped mid-approval ten minutes ago: APPROVING, with its
 * Tid, older than PAYMENT_RECONCILE_AFTER_SECONDS. The reconcile job must cancel it at the provider.
 */
async function stuckApprovedPayment(t: TestApp) {
  const item = await insertItem(t.db, 1500);
  const r = await startOk(t.app, { ids: [item], amount: 1500 });
  const auth = await payOnSimPage(t.app, r, APPROVING_CARD);
  const tid = auth.fields.Tid!;
  await t.db
    .update(payments)
    .set({ status: 'APPROVING', tid, approvingAt: new Date(Date.now() - 600_000) })
    .where(eq(payments.paymentId, r.paymentId));
  const adapter = createPaymentAdapter(t.app.config, t.db);
  const approved = await adapter.approve({
    tid,
    trAuthKey: auth.fields.TrAuthKey!,
    payment: { paymentId: r.paymentId, moid: r.form.Moid!, mid: r.mid, amount: 1500 },
  });
  expect(approved.approved).toBe(true);
  return { paymentId: r.paymentId, tid, item };
}

/** Cancel calls the reconcile job made at the provider for a payment (each one is logged). */
async function providerCancels(t: TestApp, paymentId: string): Promise<number> {
  const rows = await t.db
    .select()
    .from(paymentLogs)
    .where(and(eq(paymentLogs.paymentId, paymentId), eq(paymentLogs.kind, 'RECONCILE')));
  return rows.length;
}

async function expectCancelledOnce(t: TestApp, stuck: { paymentId: string; tid: string; item: number }) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.paymentId, stuck.paymentId));
  expect(payment!.status).toBe('CANCELLED');
  const [sim] = await t.db.select().from(simPgTransactions).where(eq(simPgTransactions.tid, stuck.tid));
  expect(sim!.status).toBe('CANCELLED');
  expect(await providerCancels(t, stuck.paymentId)).toBe(1);
  expect((await itemRow(t.db, stuck.item)).status).toBe('UNPAID');
}

describe('payments reconcile job', () => {
  const t = useTestApp({ payment: { ...base.payment, startsPerMinute: 10_000 } }, withTestTarget);

  it('runs at start-up: a payment stuck before the server came back is cancelled at once', async () => {
    const stuck = await stuckApprovedPayment(t());
    const job = paymentsReconcileJob({
      db: t().db,
      config: { ...t().app.config, payment: { ...t().app.config.payment, reconcileIntervalSeconds: 60 } },
      log: quiet,
      paymentAdapter: createPaymentAdapter(t().app.config, t().db),
      notifier: t().app.notifier,
    });
    const scheduler = createScheduler({ db: t().db, log: quiet, jobs: [job] });
    scheduler.start();
    const end = Date.now() + 10_000;
    while ((await listJobRuns(t().db, job.name))[0]?.outcome !== 'OK' && Date.now() < end)
      await new Promise((r) => setTimeout(r, 25));
    await scheduler.stop();
    await expectCancelledOnce(t(), stuck);
    expect((await listJobRuns(t().db, job.name))[0]).toMatchObject({
      items: 1,
      detail: { cancelled: 1, failed: 0, retried: 0 },
    });
  });

  it('settles each payment once even when two runs overlap without the lock', async () => {
    const stuck = await stuckApprovedPayment(t());
    const deps = {
      db: t().db,
      adapter: createPaymentAdapter(t().app.config, t().db),
      config: t().app.config.payment,
      log: quiet,
    };
    const [a, b] = await Promise.all([reconcileStuckPayments(deps), reconcileStuckPayments(deps)]);
    expect(a.cancelled + b.cancelled).toBe(1);
    await expectCancelledOnce(t(), stuck);
  });
});

// Two API processes on one PostgreSQL database run the job at the same time.
describe.runIf(process.env.TEST_DB === 'pg')('payments reconcile job in two processes (PostgreSQL)', () => {
  const t = useTestApp({ payment: { ...base.payment, startsPerMinute: 10_000 } }, withTestTarget);
  let second: Awaited<ReturnType<typeof buildApp>> | undefined;
  beforeAll(async () => {
    const handle = await createDb({
      databaseUrl: await sameDatabaseUrl(t()),
      dataDir: 'memory://',
      poolMax: 3,
    });
    second = await buildApp({ ...t().app.config, databaseUrl: undefined }, { dbHandle: handle });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('cancels the stuck payment at the provider once', async () => {
    const stuck = await stuckApprovedPayment(t());
    const results = await Promise.all([
      t().app.jobs.runNow('payments-reconcile'),
      second!.jobs.runNow('payments-reconcile'),
      t().app.jobs.runNow('payments-reconcile'),
      second!.jobs.runNow('payments-reconcile'),
    ]);
    await expectCancelledOnce(t(), stuck);
    const settled = results.filter((r) => r.ran && r.outcome === 'OK' && r.items > 0);
    expect(settled).toHaveLength(1);
    const runs = await listJobRuns(t().db, 'payments-reconcile');
    expect(runs.filter((r) => r.items > 0)).toHaveLength(1);
    expect(runs.every((r) => r.outcome === 'OK')).toBe(true);
  });
});
