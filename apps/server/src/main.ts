import { buildApp } from './app';
import { ConfigError, demoModeWarning, loadConfig, simulatedPaymentWarning } from './config/index';
import { hasNoMembers, seedDemo } from './db/seed/demo';
import { DEMO_ACCOUNTS } from './db/seed/demo-data';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  let demoDatabase = false;

  const warning = demoModeWarning(config);
  if (warning) {
    process.stderr.write(`${warning}\n`);
    app.log.warn('demo mode is on: the SMS outbox is public and demo accounts are seeded');
  }
  const paymentWarning = simulatedPaymentWarning(config);
  if (paymentWarning) process.stderr.write(`${paymentWarning}\n`);

  // Demo data only in demo mode, on the embedded database, only when it is empty, never in production.
  if (
    config.demoMode &&
    app.dbKind === 'pglite' &&
    config.demoSeed !== 'false' &&
    config.nodeEnv !== 'production'
  ) {
    if (await hasNoMembers(app.db)) {
      app.log.info('empty embedded database: seeding demo data');
      await seedDemo(app.db, new Date(), config.appSecret);
    }
    demoDatabase = true;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // A crowd arriving at once (hundreds of new connections within a second) waits in the kernel's accept queue
  // until the process takes them; past the queue's length the kernel drops the connection attempt and the client
  // retries 1, 3, 7, 15 s later (decision 199). Node's default is 511; the kernel caps this at
  // net.core.somaxconn (4096 on current Linux).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`통합주차포털: http://${shownHost}:${config.port}/ (database: ${app.dbKind})`);
  if (demoDatabase) printDemoAccounts(`http://${shownHost}:${config.port}/`);
}

/** A readable table on stdout (not a log line): what a person trying the portal needs first. */
function printDemoAccounts(url: string): void {
  const lines = [
    '',
    `  통합주차포털 (demo) ${url}`,
    '',
    '  demo accounts:',
    ...DEMO_ACCOUNTS.map(
      (a) => `    ${a.id.padEnd(10)} ${a.password.padEnd(14)} ${a.role.padEnd(15)} ${a.description}`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
