// `npm run bench`: the portal's GET /api/health on PostgreSQL against a bare Fastify route, in one run,
// with autocannon (10 connections, 5 s each after a 1 s warm-up). Prints req/s, p99 and the ratio.
// Uses BENCH_DATABASE_URL, else creates `parking_bench` on the local PostgreSQL (127.0.0.1:5432).
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function ensureDatabase(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'parking_bench'");
  if (exists.rowCount === 0) await admin.query('create database parking_bench');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/parking_bench';
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  await autocannon({ url, connections, duration: 1 });
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const databaseUrl = await ensureDatabase();
const bare = start('bench/bare-server.ts', { PORT: '3202' });
const portal = start('apps/server/src/main.ts', {
  PORT: '3201',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  DEMO_SEED: 'false',
});
try {
  await waitFor('http://127.0.0.1:3202/hello');
  await waitFor('http://127.0.0.1:3201/api/health');
  const base = await measure('http://127.0.0.1:3202/hello');
  const health = await measure('http://127.0.0.1:3201/api/health');
  const row = (name: string, m: typeof base) =>
    `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}`;
  console.log(
    `\nautocannon: ${connections} connections, ${seconds} s, PostgreSQL ${databaseUrl.replace(/\/\/.*@/, '//')}`,
  );
  console.log(row('bare Fastify GET /hello', base));
  console.log(row('portal GET /api/health', health));
  console.log(`ratio health / bare: ${(health.rps / base.rps).toFixed(3)}`);
} finally {
  bare.kill('SIGTERM');
  portal.kill('SIGTERM');
}
