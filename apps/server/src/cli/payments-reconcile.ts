/**
 * `node --import tsx apps/server/src/cli/payments-reconcile.ts`: settles card payments stuck in APPROVING once
 * (what the server's background job does every PAYMENT_RECONCILE_INTERVAL_SECONDS), for a deployment that runs
 * it from cron with the job's interval at 0. It takes the job's lock and is recorded in job_runs like the
 * server's runs. Prints the outcome as JSON. With the embedded database, stop the server first.
 */
import { composePayments } from '../composition/payments';
import { loadConfig } from '../config/index';
import { paymentsReconcileJob } from '../jobs/payments-reconcile.job';
import { createScheduler } from '../jobs/scheduler';
import { notifierFor } from '../modules/notifications';
import { isMainModule, openMigratedDb } from './open-db';

export async function runPaymentsReconcile(out: (line: string) => void = console.log): Promise<number> {
  const config = loadConfig();
  const handle = await openMigratedDb();
  try {
    const log = {
      info() {},
      warn: (o: object, m?: string) => console.error(m ?? '', o),
      error: (o: object, m?: string) => console.error(m ?? '', o),
    };
    const { adapter } = composePayments(config, handle.db);
    const job = paymentsReconcileJob({
      db: handle.db,
      config,
      log,
      paymentAdapter: adapter,
      notifier: notifierFor(config, handle.db, log),
    });
    const result = await createScheduler({ db: handle.db, log, jobs: [job] }).runNow(job.name);
    out(JSON.stringify(result));
    return result.ran && result.outcome === 'FAILED' ? 1 : 0;
  } finally {
    await handle.close();
  }
}

if (isMainModule(import.meta.url)) {
  runPaymentsReconcile().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
