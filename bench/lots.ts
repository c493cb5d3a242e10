// `npm run bench:lots`: GET /api/parking/map.json and GET /api/open/lots on PostgreSQL with the scale seed
// (1 M in/out records, 100 k members; `npm run seed:scale` is run first when missing) against a bare Fastify
// route in the same run: autocannon, 10 connections, 5 s each after a 1 s warm-up. Prints req/s, p99, the
// ratio to bare, and the cost of the grouped availability query itself (the routes cache it for 1 s).
// Uses BENCH_DATABASE_URL, else creates `parking_bench` on the local PostgreSQL (127.0.0.1:5432).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
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

// Free ports picked by the OS: other servers (tests, other benches) may hold the usual ones.
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
  });
}

const databaseUrl = await ensureDatabase();
// Migrates, seeds the demo data and the scale data once (skips when already there).
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-scale.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
});
if (seeded.status !== 0) throw new Error('seed:scale failed');

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const sizes = await client.query<{ in_out: number; members: number; open: number }>(
  'select (select count(*)::int from in_out) as in_out, (select count(*)::int from members) as members, ' +
    '(select count(*)::int from in_out where out_dttm is null) as open',
);
const query =
  'select l.sectn_id, l.cell_cnt, coalesce(o.n, 0)::int as occupied from parking_lots l left join ' +
  '(select sectn_id, count(*)::int as n from in_out where out_dttm is null group by sectn_id) o on o.sectn_id = l.sectn_id';
for (let i = 0; i < 20; i++) await client.query(query);
const runs = 200;
const t0 = process.hrtime.bigint();
for (let i = 0; i < runs; i++) await client.query(query);
const queryMs = Number(process.hrtime.bigint() - t0) / 1e6 / runs;
await client.end();

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
  // The bare route is measured before and after the portal and averaged, so a load change on the machine
  // during the run skews the ratios less.
  const before = await measure(`${bareUrl}/hello`);
  const map = await measure(`${portalUrl}/api/parking/map.json`);
  const open = await measure(`${portalUrl}/api/open/lots`);
  const after = await measure(`${bareUrl}/hello`);
  const base = {
    rps: (before.rps + after.rps) / 2,
    p99: Math.max(before.p99, after.p99),
    errors: before.errors + after.errors,
  };
  const row = (name: string, m: typeof base) =>
    `${name.padEnd(32)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}`;
  const s = sizes.rows[0]!;
  console.log(
    `\nautocannon: ${connections} connections, ${seconds} s, PostgreSQL ${databaseUrl.replace(/\/\/.*@/, '//')}`,
  );
  console.log(
    `data: ${s.in_out.toLocaleString()} in/out records (${s.open} open), ${s.members.toLocaleString()} members`,
  );
  console.log(`grouped availability query: ${queryMs.toFixed(2)} ms on average over ${runs} runs`);
  console.log(row('bare Fastify GET /hello (mean)', base));
  console.log(row('portal GET /api/parking/map.json', map));
  console.log(row('portal GET /api/open/lots', open));
  console.log(`ratio map.json / bare: ${(map.rps / base.rps).toFixed(3)}`);
  console.log(`ratio open/lots / bare: ${(open.rps / base.rps).toFixed(3)}`);
} finally {
  bare.kill('SIGTERM');
  portal.kill('SIGTERM');
}
