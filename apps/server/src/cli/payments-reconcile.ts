/**
 * `node --import tsx apps/server/src/cli/payments-reconcile.ts`: settles card payments stuck in APPROVING once
 * (what the server's reconcile timer does every PAYMENT_RECONCILE_INTERVAL_SECONDS), for a deployment that runs
 * it from cron with the timer off. Prints the summary as JSON. With the embedded database, stop the server first.
 */
import { loadConfig } from '../config/index';
import { createPaymentAdapter } from '../integrations/payments/index';
import { reconcileStuckPayments } from '../modules/payments/payments.reconcile';
import { isMainModule, openMigratedDb } from './open-db';

export async function runPaymentsReconcile(out: (line: string) => void = console.log): Promise<number> {
  const config = loadConfig();
  const handle = await openMigratedDb();
  try {
    const summary = await reconcileStuckPayments({
      db: handle.db,
      adapter: createPaymentAdapter(config, handle.db),
      config: config.payment,
      log: {
        info() {},
        warn: (o, m) => console.error(m ?? '', o),
        error: (o, m) => console.error(m ?? '', o),
      },
    });
    out(JSON.stringify(summary));
    return 0;
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
