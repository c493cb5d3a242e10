// npm run drill:db-outage — stop PostgreSQL for 10 s under load and show that requests answer 503 in the error
// shape (never 500, never a wait past 30 s) and that the portal recovers by itself. Uses a private PostgreSQL
// cluster it creates in a temporary folder (port 55432), so the machine's own server is never stopped.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, start, waitFor } from './lib';

const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_MS ?? 10_000);
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
    stop = true;
    await Promise.all(running);
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
      recovered >= 0;
    console.log(
      ok
        ? 'PROVED: 503 in the error shape during the outage, no 500, no hang, recovered by itself'
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
