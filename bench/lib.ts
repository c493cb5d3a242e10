// What every benchmark here shares: the database, child servers on free ports, autocannon runs, the printout.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Rounds of every measurement, interleaved; the medians are reported (a 2-core machine drifts between runs). */
export const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** BENCH_ACCEPT_ENCODING (e.g. `br`): sent on the portal's requests, to measure its compressed answers */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;

export interface Measure {
  rps: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per request (Linux only): what the server costs, whoever waits */
  cpuUs?: number;
}

/** user + system CPU time of a process in clock ticks (USER_HZ, 100 per second on Linux), or undefined. */
function cpuTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
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

/** Migrates, seeds the demo data and the scale data (1 M in/out records, 100 k members) once; skips when there. */
export function ensureScaleSeed(databaseUrl: string): void {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-scale.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
  if (seeded.status !== 0) throw new Error('seed:scale failed');
}

/** In a measured path, the place of a key that changes from request to request (see compareWithBare's `keys`). */
export const KEY = '{key}';

/**
 * A TypeScript entry point as a child process (stdout ignored, errors shown). `ownSession`: the child starts a
 * session of its own (setsid), as a service does. On Linux, where the scheduler groups processes by session
 * (autogroup), a child in the bench's session shares one CPU share with the load generator: the two would take
 * turns on it, and the client would starve the server it measures (and the other way round).
 */
export function start(
  script: string,
  env: Record<string, string>,
  ownSession = false,
  /** another checkout to run the script from (the same bench against the code before a change) */
  cwd = root,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
    detached: ownSession,
  });
}

/**
 * The portal (apps/server) on `port` with a fresh embedded database in `dataDir`: migrated and empty, or with
 * `DEMO_MODE: 'true'` in `env` seeded with the demo data (lots, notices, popups, the demo accounts) as `npm start`
 * serves it. (`DEMO_SEED` alone seeds nothing: the server seeds only in demo mode.)
 */
export function startPortal(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  /** another checkout to run the portal from (its own server and web build) */
  cwd = root,
): ChildProcess {
  return start(
    'apps/server/src/main.ts',
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
    },
    false,
    cwd,
  );
}

/** Stops a child server and waits until it has exited. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** Prints a Markdown table, columns padded to their widest cell. */
export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(fmt(widths.map((w) => '-'.repeat(w))));
  for (const l of lines) console.log(fmt(l));
}

/** Resolves once `url` answers 2xx; throws after `seconds` (a fresh embedded database migrates and seeds first). */
export async function waitFor(url: string, seconds = 30): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const bareUrls = new Set<string>();
const isBare = (url: string) => [...bareUrls].some((b) => url.startsWith(b));

/** One autocannon run after a 1 s warm-up; with the server's pid, also its CPU time per request. */
export async function measure(
  url: string,
  serverPid?: number,
  keys: readonly string[] = [],
): Promise<Measure> {
  const options = (duration: number): autocannon.Options => {
    const headers = acceptEncoding && !isBare(url) ? { 'accept-encoding': acceptEncoding } : undefined;
    if (!url.includes(KEY) || keys.length === 0)
      return { url, connections, duration, ...(headers ? { headers } : {}) };
    // Each request takes the next key in turn, in place of {key} in the path.
    const { origin } = new URL(url);
    const template = url.slice(origin.length);
    let next = 0;
    return {
      url: origin,
      connections,
      duration,
      ...(headers ? { headers } : {}),
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: template.replace(KEY, keys[next++ % keys.length] as string),
          }),
        },
      ],
    };
  };
  await autocannon(options(1));
  const t0 = cpuTicks(serverPid);
  const r = await autocannon(options(seconds));
  const t1 = cpuTicks(serverPid);
  const cpuUs =
    t0 !== undefined && t1 !== undefined && r.requests.total > 0
      ? ((t1 - t0) * 10_000) / r.requests.total
      : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuUs };
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

/** Copies one answer's body to the bare server: its size and the bare URL answering the same bytes. */
async function sameBytesOnBare(url: string, bareUrl: string): Promise<{ size: number; url: string }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const res = await fetch(`${bareUrl}/body`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });
  const { id } = (await res.json()) as { id: number };
  return { size: body.length, url: `${bareUrl}/body/${id}` };
}

/** The median of each figure over rounds (p99 too: one slow round says less than the typical one). */
function median(ms: Measure[]): Measure {
  const mid = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const n = s.length;
    return n % 2 === 1 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
  };
  const cpu = ms.map((m) => m.cpuUs).filter((x): x is number => x !== undefined);
  return {
    rps: mid(ms.map((m) => m.rps)),
    p99: mid(ms.map((m) => m.p99)),
    errors: ms.reduce((n, m) => n + m.errors, 0),
    cpuUs: cpu.length === ms.length ? mid(cpu) : undefined,
  };
}

/**
 * Starts the bare Fastify baseline and the portal on `databaseUrl` (same Node, same environment, same log
 * level), measures in `rounds` interleaved rounds (bare route, then each of the portal's `paths` and its
 * same-bytes bare route), and prints the medians: req/s, p99 and each ratio to bare. Interleaving keeps a
 * load change on the machine during the run from landing on one side only. For context it
 * also measures, after each portal path, a bare route answering the very same bytes: on a 2-core machine
 * shared with the load generator (which decodes every body to a string), a 10 kB Korean JSON answer costs more
 * than the framework does, so this tells the framework's share from the payload's. On Linux each row also
 * shows the server's own CPU time per request, which the load generator's share of the cores does not skew.
 */
export async function compareWithBare(
  databaseUrl: string,
  paths: string[],
  extraLines: string[] = [],
  /** values taken in turn for `{key}` in a path (its same-bytes route sends the first key's answer) */
  keys: readonly string[] = [],
): Promise<void> {
  const barePort = await freePort();
  const portalPort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  bareUrls.add(bareUrl);
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const logLevel = 'warn';
  const bare = start('bench/bare-server.ts', { PORT: String(barePort), LOG_LEVEL: logLevel });
  const portal = start('apps/server/src/main.ts', {
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: logLevel,
    DEMO_SEED: 'false',
    // these benches measure what a request costs, not overload (bench:load does): on a machine shared with other
    // work the event-loop delay passes its 50 ms limit now and then, and the refusals would count as errors
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  try {
    await waitFor(`${bareUrl}/hello`);
    await waitFor(`${portalUrl}/api/health`);
    const measured = [];
    for (const path of paths)
      measured.push({
        path,
        same: await sameBytesOnBare(`${portalUrl}${path.replace(KEY, keys[0] ?? '')}`, bareUrl),
        portalRuns: [] as Measure[],
        sameRuns: [] as Measure[],
      });
    const bareRuns: Measure[] = [];
    for (let r = 0; r < rounds; r++) {
      bareRuns.push(await measure(`${bareUrl}/hello`, bare.pid));
      for (const m of measured) {
        m.portalRuns.push(await measure(`${portalUrl}${m.path}`, portal.pid, keys));
        m.sameRuns.push(await measure(m.same.url, bare.pid));
      }
    }
    const base = median(bareRuns);
    const results = measured.map(
      (m) => [m.path, median(m.portalRuns), m.same.size, median(m.sameRuns)] as const,
    );
    const cpu = (m: Measure) => (m.cpuUs === undefined ? '' : `   server CPU ${m.cpuUs.toFixed(1)} µs/req`);
    const row = (name: string, m: Measure) =>
      `${name.padEnd(34)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}${cpu(m)}`;
    console.log(
      `\nautocannon: ${connections} connections, ${seconds} s per run, medians of ${rounds} interleaved rounds, ` +
        `PostgreSQL ${databaseUrl.replace(/\/\/.*@/, '//')}` +
        (acceptEncoding
          ? `, portal requests with Accept-Encoding: ${acceptEncoding} (the same-bytes routes send identity)`
          : ''),
    );
    for (const line of extraLines) console.log(line);
    console.log(row('bare Fastify GET /hello', base));
    for (const [path, m, size, same] of results) {
      console.log(row(`portal GET ${path}`, m));
      console.log(row(`  bare, same bytes (${size} B)`, same));
    }
    for (const [path, m, , same] of results) {
      console.log(
        `ratio ${path} / bare: ${(m.rps / base.rps).toFixed(3)}   ` +
          `(to a bare route sending the same bytes: ${(m.rps / same.rps).toFixed(3)})`,
      );
      if (base.cpuUs !== undefined && m.cpuUs !== undefined)
        console.log(
          `  server CPU per request, bare /hello ÷ portal: ${(base.cpuUs / m.cpuUs).toFixed(3)}` +
            (same.cpuUs !== undefined
              ? `   (same bytes ÷ portal: ${(same.cpuUs / m.cpuUs).toFixed(3)})`
              : ''),
        );
    }
  } finally {
    bare.kill('SIGTERM');
    portal.kill('SIGTERM');
  }
}
