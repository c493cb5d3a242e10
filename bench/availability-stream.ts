// `npm run bench:stream`: the live availability stream (decision 218) under 2,000 concurrent clients with a gate
// entry every 100 ms. One portal process on PostgreSQL (a fresh `parking_bench_stream` database with the demo
// data and an equipment key per lot), BENCH_STREAM_CLIENTS stream clients (default 2,000) held by this process,
// and BENCH_STREAM_SECONDS (default 20) of entries through the equipment API, rotating over the lots with room.
// Prints the event delay (gate POST sent → event read by a client) p50/p99/max over every (client, event) pair,
// the server's memory per client (RSS with one client → with all of them), clients dropped, and `uptime`.
// The clients run in this process: on a 2-core machine their parsing shares the cores with the server, so the
// delay includes the load generator's own lateness (read it as an upper bound).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { uptime } from 'node:os';
import pg from 'pg';
import { root, start, stopServer, waitFor } from './lib';

const CLIENTS = Number(process.env.BENCH_STREAM_CLIENTS ?? 2_000);
const SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 20);
const INTERVAL_MS = Number(process.env.BENCH_STREAM_INTERVAL_MS ?? 100);
const PORT = Number(process.env.BENCH_STREAM_PORT ?? 3263);
const STREAM = '/api/open/availability/stream';

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const rssKb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : Number.NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A database of its own, fresh each run: demo data, one equipment key per lot used.
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists parking_bench_stream with (force)');
await admin.query('create database parking_bench_stream');
await admin.end();
const dbUrl = new URL(adminUrl);
dbUrl.pathname = '/parking_bench_stream';
const databaseUrl = dbUrl.toString();
const cliEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts'], {
  cwd: root,
  env: cliEnv,
  stdio: 'ignore',
});

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const lotsWithRoom = (
  await db.query<{ id: number; free: number }>(
    `select l.sectn_id as id, (l.cell_cnt - coalesce(o.n, 0))::int as free from parking_lots l left join
     (select sectn_id, count(*)::int as n from in_out where out_dttm is null group by sectn_id) o on o.sectn_id = l.sectn_id
     order by free desc`,
  )
).rows.filter((l) => l.free > 60);
await db.end();
const events = Math.round((SECONDS * 1000) / INTERVAL_MS);
const lots = lotsWithRoom.slice(0, Math.max(1, Math.ceil(events / 50)));
const keys = new Map<number, string>();
for (const lot of lots) {
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/equipment-key.ts',
      'issue',
      '--lot',
      String(lot.id),
      '--label',
      'bench',
    ],
    { cwd: root, env: cliEnv, encoding: 'utf8' },
  );
  keys.set(
    lot.id,
    out
      .split('\n')
      .find((l) => l.startsWith(`pek_${lot.id}_`))!
      .trim(),
  );
}

const server = start('apps/server/src/main.ts', {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  DEMO_SEED: 'false',
  NODE_ENV: 'development',
  LIVE_STREAM_MAX_CONNECTIONS: '0',
  LIVE_STREAM_MAX_PER_ADDRESS: '0',
  // the bench's own 2,000 clients make the machine late: no refusals for that (the stream is measured here)
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  LOAD_SHED_MAX_POOL_WAITING: '0',
  LOAD_SHED_MAX_IN_FLIGHT: '0',
});
const base = `http://127.0.0.1:${PORT}`;

// One more client in a process of its own, which does nothing else: what the server delivers, without the lateness
// of this process's 2,000 clients. It prints `<lotId>:<free> <Date.now()>` per event.
const PROBE = `
const http = require('node:http');
http.get(process.argv[1], { headers: { accept: 'text/event-stream' } }, (res) => {
  let buf = '';
  res.setEncoding('utf8');
  res.on('data', (c) => {
    buf += c;
    let end;
    while ((end = buf.indexOf('\\n\\n')) >= 0) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      if (block.includes('event: snapshot')) console.log('ready');
      else if (block.includes('event: availability')) {
        const d = JSON.parse(block.slice(block.indexOf('data: ') + 6));
        console.log(d.lotId + ':' + d.free + ' ' + Date.now());
      }
    }
  });
});
`;
const probeDelays: number[] = [];
const sentWall = new Map<string, number>();
const answeredWall = new Map<string, number>();
const probeAfterAnswer: number[] = [];
const probeLast = new Map<number, number>();

interface Client {
  req: http.ClientRequest;
  buffer: string;
  snapshot: boolean;
  closed: boolean;
}
const sentAt = new Map<string, number>();
const delays: number[] = [];
let unmatched = 0;
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function openClient(): Promise<Client> {
  return new Promise((resolve, reject) => {
    const c: Client = {
      req: undefined as unknown as http.ClientRequest,
      buffer: '',
      snapshot: false,
      closed: false,
    };
    c.req = http.get(`${base}${STREAM}`, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        c.buffer += chunk;
        let end = c.buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = c.buffer.slice(0, end);
          c.buffer = c.buffer.slice(end + 2);
          if (block.includes('event: snapshot')) {
            if (!c.snapshot) {
              c.snapshot = true;
              resolve(c);
            }
          } else if (block.includes('event: availability')) {
            const data = block.slice(block.indexOf('data: ') + 6);
            const { lotId, free } = JSON.parse(data) as { lotId: number; free: number };
            const t = sentAt.get(`${lotId}:${free}`);
            if (t === undefined) unmatched++;
            else delays.push(performance.now() - t);
          }
          end = c.buffer.indexOf('\n\n');
        }
      });
      res.on('close', () => {
        c.closed = true;
      });
    });
    c.req.on('error', reject);
  });
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

try {
  await waitFor(`${base}/api/health`, 120);
  const load0 = loadavg();
  const probe = spawn(process.execPath, ['-e', PROBE, `${base}${STREAM}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const probeReady = new Promise<void>((resolve) => {
    let rest = '';
    probe.stdout!.setEncoding('utf8');
    probe.stdout!.on('data', (chunk: string) => {
      rest += chunk;
      const lines = rest.split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (line === 'ready') resolve();
        const [k, at] = line.split(' ');
        if (k?.includes(':')) {
          const [lotId, n] = k.split(':');
          probeLast.set(Number(lotId), Number(n));
        }
        const t = k ? sentWall.get(k) : undefined;
        if (k && at && t !== undefined) probeDelays.push(Number(at) - t);
        const a = k ? answeredWall.get(k) : undefined;
        if (k && at && a !== undefined) probeAfterAnswer.push(Number(at) - a);
      }
    });
  });
  await probeReady;
  const first = await openClient();
  await sleep(2_000);
  const rssOne = rssKb(server.pid!);
  const clients: Client[] = [first];
  const t0 = performance.now();
  for (let i = 1; i < CLIENTS; i += 100) {
    const batch = Math.min(100, CLIENTS - i);
    clients.push(...(await Promise.all(Array.from({ length: batch }, openClient))));
  }
  const connectSeconds = (performance.now() - t0) / 1000;
  await sleep(3_000);
  const rssAll = rssKb(server.pid!);

  // gate entries every INTERVAL_MS, rotating over the lots with room; each changes one lot's count by one
  const free = new Map(lots.map((l) => [l.id, l.free]));
  let sent = 0;
  let failed = 0;
  const failures = new Map<number | string, number>();
  const entered = new Map<number, number>();
  const posts: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < events; i++) {
    const target = started + i * INTERVAL_MS;
    const wait = target - performance.now();
    if (wait > 0) await sleep(wait);
    const lot = lots[i % lots.length]!;
    const next = free.get(lot.id)! - 1;
    free.set(lot.id, next);
    const k = `${lot.id}:${next}`;
    sentAt.set(k, performance.now());
    sentWall.set(k, Date.now());
    sent++;
    posts.push(
      fetch(`${base}/api/equipment/entries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': keys.get(lot.id)! },
        body: JSON.stringify({
          sectnId: lot.id,
          carNo: `${10 + (i % 89)}가${1000 + i}`,
          eventId: `bench-${i}`,
        }),
      }).then(
        async (r) => {
          answeredWall.set(k, Date.now());
          if (r.status === 200) entered.set(lot.id, (entered.get(lot.id) ?? 0) + 1);
          if (r.status !== 200) {
            failed++;
            failures.set(r.status, (failures.get(r.status) ?? 0) + 1);
          }
          await r.arrayBuffer();
        },
        (err: unknown) => {
          failed++;
          const name =
            err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : 'error';
          failures.set(name, (failures.get(name) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(posts);
  // until the probe has the last count of every lot (or 30 s), then 2 s more for this process's clients
  const finalFree = new Map(lots.map((l) => [l.id, l.free - (entered.get(l.id) ?? 0)]));
  const done = () => [...finalFree].every(([lotId, n]) => probeLast.get(lotId) === n);
  for (let i = 0; i < 300 && !done(); i++) await sleep(100);
  await sleep(2_000);
  const expectedPairs = probeDelays.length * CLIENTS;
  const rssEnd = rssKb(server.pid!);
  const open = clients.filter((c) => !c.closed).length;
  const expected = expectedPairs;
  probe.kill();

  console.log(
    `\nlive availability stream: ${CLIENTS} clients, a gate entry every ${INTERVAL_MS} ms for ${SECONDS} s (${sent} entries, ${failed} failed), PostgreSQL, one portal process`,
  );
  console.log(`load average before: ${load0}; after: ${loadavg()}; uptime ${Math.round(uptime() / 60)} min`);
  console.log(
    `clients connected in ${connectSeconds.toFixed(1)} s; still open at the end: ${open} of ${CLIENTS}`,
  );
  console.log(
    `event delay (POST sent → event read), over ${delays.length} (client, event) pairs (the probe's events × ${CLIENTS}: ${expected}): ` +
      `p50 ${pct(delays, 50).toFixed(0)} ms, p99 ${pct(delays, 99).toFixed(0)} ms, max ${pct(delays, 100).toFixed(0)} ms; unmatched events ${unmatched}`,
  );
  console.log(
    `event delay seen by a probe client in a process of its own (${probeDelays.length} events): ` +
      `p50 ${pct(probeDelays, 50).toFixed(0)} ms, p99 ${pct(probeDelays, 99).toFixed(0)} ms from the POST sent; ` +
      `p50 ${pct(probeAfterAnswer, 50).toFixed(0)} ms, p99 ${pct(probeAfterAnswer, 99).toFixed(0)} ms from the POST answered`,
  );
  const finalOk = done();
  console.log(
    `final counts seen by the probe ${finalOk ? 'equal' : 'DIFFER FROM'} the database's (${[...finalFree].map(([l, n]) => `lot ${l}: ${n}`).join(', ')}); ` +
      `entries committed between two reads of a lot are one event (the stream sends states, not each entry): ` +
      `${probeDelays.length} events for ${sent - failed} entries`,
  );
  console.log(
    `server RSS: ${(rssOne / 1024).toFixed(1)} MB with 1 client, ${(rssAll / 1024).toFixed(1)} MB with ${CLIENTS}, ` +
      `${(rssEnd / 1024).toFixed(1)} MB after the events → ${((rssAll - rssOne) / (CLIENTS - 1)).toFixed(1)} kB per client`,
  );
  for (const c of clients) c.req.destroy();
} finally {
  await stopServer(server);
  agent.destroy();
}
