// `npm run start:cluster`: N server processes on one port and one PostgreSQL (DATABASE_URL), restarted when one
// dies. Every cross-process concern lives in PostgreSQL: sessions, rate limits, payment states, job locks; the
// lot availability snapshot is per process and at most 1 s old (decision 024). See decision 111 and deploy/.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/index';

const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? availableParallelism()) || 1);

if (cluster.isPrimary) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
  if (!config.databaseUrl) {
    console.error(
      'start:cluster needs PostgreSQL (DATABASE_URL): the embedded database serves one process only. Use `npm start` for one process.',
    );
    process.exit(1);
  }
  // Each process accepts its own connections (the operating system spreads them). Node's default on Linux has the
  // primary accept every connection and hand it to a worker one at a time, each waiting for that worker's
  // event loop: under a crowd they piled up by the hundreds in the primary, never reaching the worker's load
  // shedding, and waited out the clients' 30 s (issue 31; decision 186).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./main.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  });
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const w = cluster.fork();
    started.set(w.id, Date.now());
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    // A worker that dies at once (bad config, database gone) is retried slowly, not in a tight loop.
    setTimeout(fork, lived < 5_000 ? 5_000 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(0), 12_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`통합주차포털 cluster: ${workers} processes on port ${config.port} (PostgreSQL)`);
}
