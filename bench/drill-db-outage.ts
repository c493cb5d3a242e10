// npm run drill:db-outage — stop PostgreSQL for 10 s under load and show that requests answer 503 in the error
// shape (never 500, never a wait past 30 s) and that the portal recovers by itself; then end every connection
// of the portal again and again for 10 s (pg_terminate_backend: what a restart, a failover or an idle-session
// timeout does), the payment reconcile job running every second, and show that the process stays up and is
// ready again within seconds (issue 31). Uses a private PostgreSQL cluster it creates in a temporary folder
// (port 55432), so the machine's own server is never stopped.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, start, waitFor } from './lib';

const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_MS ?? 10_000);
const TERMINATE_MS = Number(process.env.DRILL_TERMINATE_MS ?? 10_000);
const PG_PORT = 55432;
const bin = (name: string) => {
  const versions = existsSync('/usr/lib/postgresql')
    ? execFileSync('ls', ['/usr/lib/postgresql']).toString().trim().split('\n')
    : [];
  const dir = versions.sort().at(-1);
  if (!dir) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${dir}/bin/${name}`;
};
const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
    : execFileSync(cmd, args, { stdio: 'pipe' });

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  asPostgres(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const pgctl = (...a: string[]) =>
    asPostgres(bin('pg_ctl'), [
      '-D',
      data,
      '-o',
      `-p ${PG_PORT} -k ${dir}`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      ...a,
    ]);
  pgctl('start');
  asPostgres(bin('createdb'), ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', 'parking']);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = start('apps/server/src/main.ts', {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/parking`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE: '1000000',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
  });
  let exited: string | null = null;
  server.on('exit', (code, signal) => {
    exited = `${signal ?? code}`;
  });
  const tally = { ok: 0, unavailable: 0, other: new Map<number, number>(), koreanShape: 0, slowest: 0 };
  let stop = false;
  try {
    await waitFor(`${base}/api/ready`);
    const paths = [
      '/api/board/notice/list.json?firstIndex=0&recordCountPerPage=10',
      '/api/health',
      '/api/prepay/searchPrepayList.json?carNo=3456',
    ];
    const worker = async (i: number) => {
      while (!stop) {
        const t0 = Date.now();
        try {
          const res = await fetch(`${base}${paths[i % paths.length]}`, {
            signal: AbortSignal.timeout(35_000),
          });
          const body = await res.text();
          if (res.status < 300) tally.ok++;
          else if (res.status === 503) {
            tally.unavailable++;
            if (/"code":"SERVICE_UNAVAILABLE","message":"[^"]*[가-힣]/.test(body)) tally.koreanShape++;
          } else tally.other.set(res.status, (tally.other.get(res.status) ?? 0) + 1);
        } catch {
          tally.other.set(0, (tally.other.get(0) ?? 0) + 1);
        }
        tally.slowest = Math.max(tally.slowest, Date.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const running = Array.from({ length: 8 }, (_, i) => worker(i));
    await new Promise((r) => setTimeout(r, 2000));
    pgctl('stop', '-m', 'fast');
    console.log(`PostgreSQL stopped for ${OUTAGE_MS / 1000} s under load`);
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    pgctl('start');
    const back = Date.now();
    let recovered = -1;
    while (Date.now() - back < 30_000) {
      const r = await fetch(`${base}/api/ready`).catch(() => undefined);
      if (r?.ok) {
        recovered = Date.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 2000));

    // Phase 2: PostgreSQL stays up but ends every connection of the portal, again and again.
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres` });
    await admin.connect();
    let terminated = 0;
    const until = Date.now() + TERMINATE_MS;
    while (Date.now() < until && exited === null) {
      const r = await admin.query<{ n: number }>(
        "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = 'parking' and pid <> pg_backend_pid()",
      );
      terminated += r.rows[0]?.n ?? 0;
      await new Promise((r) => setTimeout(r, 50));
    }
    await admin.end();
    console.log(`${terminated} connections ended over ${TERMINATE_MS / 1000} s under load`);
    const ended = Date.now();
    let readyAgain = -1;
    while (exited === null && Date.now() - ended < 30_000) {
      const r = await fetch(`${base}/api/ready`).catch(() => undefined);
      if (r?.ok) {
        readyAgain = Date.now() - ended;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    stop = true;
    await Promise.all(running);
    console.log(
      exited === null
        ? `process up after the terminations; ready ${readyAgain} ms after they stopped`
        : `process DIED during the terminations (${exited})`,
    );
    const terminationsOk = exited === null && readyAgain >= 0 && readyAgain < 10_000;
    const others = [...tally.other].map(([s, n]) => `${s || 'no answer'}×${n}`).join(', ') || 'none';
    console.log(
      `answers: ${tally.ok} ok, ${tally.unavailable} × 503 (${tally.koreanShape} in the Korean error shape), other: ${others}`,
    );
    console.log(`slowest answer ${tally.slowest} ms; ready again ${recovered} ms after PostgreSQL came back`);
    const ok =
      tally.other.size === 0 &&
      tally.unavailable > 0 &&
      tally.koreanShape === tally.unavailable &&
      tally.slowest < 30_000 &&
      recovered >= 0 &&
      terminationsOk;
    console.log(
      ok
        ? 'PROVED: 503 in the error shape during the outage and the terminations, no 500, no hang, no crash, recovered by itself'
        : 'FAILED',
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    stop = true;
    server.kill('SIGTERM');
    try {
      pgctl('stop', '-m', 'immediate');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
