// What every benchmark here shares: the database, child servers on free ports, autocannon runs, the printout.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Measure {
  rps: number;
  p99: number;
  errors: number;
}

/** BENCH_DATABASE_URL, else `parking_bench` on the local PostgreSQL (created when missing). */
export async function ensureDatabase(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'parking_bench'");
  if (exists.rowCount === 0) await admin.query('create database parking_bench');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/parking_bench';
}

/** A TypeScript entry point as a child process (stdout ignored, errors shown). */
export function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

export async function waitFor(url: string): Promise<void> {
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

/** One autocannon run after a 1 s warm-up. */
export async function measure(url: string): Promise<Measure> {
  await autocannon({ url, connections, duration: 1 });
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Free ports picked by the OS: other servers (tests, other benches) may hold the usual ones. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
  });
}

/**
 * Starts the bare Fastify baseline and the portal on `databaseUrl`, measures the bare route before and after
 * the portal's `paths` (averaged, so a load change on the machine during the run skews the ratios less) and
 * prints req/s, p99 and each ratio to bare.
 */
export async function compareWithBare(
  databaseUrl: string,
  paths: string[],
  extraLines: string[] = [],
): Promise<void> {
  const barePort = await freePort();
  const portalPort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const bare = start('bench/bare-server.ts', { PORT: String(barePort) });
  const portal = start('apps/server/src/main.ts', {
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'false',
  });
  try {
    await waitFor(`${bareUrl}/hello`);
    await waitFor(`${portalUrl}/api/health`);
    const before = await measure(`${bareUrl}/hello`);
    const results: [string, Measure][] = [];
    for (const path of paths) results.push([path, await measure(`${portalUrl}${path}`)]);
    const after = await measure(`${bareUrl}/hello`);
    const base: Measure = {
      rps: (before.rps + after.rps) / 2,
      p99: Math.max(before.p99, after.p99),
      errors: before.errors + after.errors,
    };
    const row = (name: string, m: Measure) =>
      `${name.padEnd(34)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}`;
    console.log(
      `\nautocannon: ${connections} connections, ${seconds} s, PostgreSQL ${databaseUrl.replace(/\/\/.*@/, '//')}`,
    );
    for (const line of extraLines) console.log(line);
    console.log(row('bare Fastify GET /hello (mean)', base));
    for (const [path, m] of results) console.log(row(`portal GET ${path}`, m));
    for (const [path, m] of results) console.log(`ratio ${path} / bare: ${(m.rps / base.rps).toFixed(3)}`);
  } finally {
    bare.kill('SIGTERM');
    portal.kill('SIGTERM');
  }
}
