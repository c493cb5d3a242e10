import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../config/index';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { createDb } from './client';

/**
 * PostgreSQL ends the portal's connections on a restart, a failover or an idle-session timeout; here with
 * pg_terminate_backend. A client checked out of the pool (a transaction, a job holding its lock for its whole run)
 * used to have no 'error' listener, and that event ended the process (issue 31). PostgreSQL pass only.
 */
describe.runIf(process.env.TEST_DB === 'pg')('connection loss (PostgreSQL ends the connections)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `t_loss_${randomBytes(5).toString('hex')}`;
  // built lazily: the PGlite pass (no TEST_DATABASE_URL on a fresh machine) still collects this file
  const databaseUrl = (() => {
    if (!adminUrl) return '';
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  let admin: pg.Client;

  /** Ends every connection to the test database but the admin's own; how many it ended. */
  const terminateAll = async (): Promise<number> => {
    const r = await admin.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return r.rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    let template: string | undefined;
    try {
      template = inject('pgTemplate') || undefined;
    } catch {
      template = undefined;
    }
    // Without the suite's template the server migrates the empty database at start.
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  });

  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a transaction whose connection is ended fails as "unavailable" (503), nothing is thrown at the process, the pool goes on', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    const handle = await createDb({ databaseUrl, dataDir: 'memory://', poolMax: 2 });
    try {
      const failure = await handle.db
        .transaction(async (tx) => {
          const me = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          const pid = me.rows[0]?.pid;
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The server's FATAL message reaches the client while it sits idle in the transaction: the moment
          // no query is there to take the error.
          for (let i = 0; i < 100; i++) {
            const still = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
            if (still.rowCount === 0) break;
            await new Promise((r) => setTimeout(r, 20));
          }
          await new Promise((r) => setTimeout(r, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      expect(failure).toBeDefined();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const again = await handle.db.execute<{ n: number }>(sql`select 1 as n`);
      expect(again.rows).toEqual([{ n: 1 }]);
    } finally {
      await handle.close();
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });

  describe('drill: every connection ended again and again for 5 s under requests, the jobs running every second', () => {
    let server: ChildProcess;
    let port = 0;
    let stderr = '';

    beforeAll(async () => {
      port = await freePort();
      // The real process (main.ts), as deployed: a crash ends it, and nothing here would hide that.
      server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          // the test run's cheap hash cost is refused outside NODE_ENV=test (decision 228)
          PASSWORD_HASH_COST: undefined,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'error',
          DEMO_MODE: 'false',
          PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
        },
      });
      server.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
      });
      const up = await waitReady(port, 60_000);
      if (!up) throw new Error(`the server did not come up:\n${stderr.slice(-2000)}`);
    }, 90_000);

    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
    });

    it('the process stays up, answers 200 or 503 in the error shape, is ready again within seconds and its job runs again', async () => {
      const tally = { ok: 0, unavailable: 0, badShape: 0, other: [] as string[] };
      let stop = false;
      const paths = [
        ['GET', '/api/ready'],
        ['GET', '/api/health'],
        ['GET', '/api/board/notice/list.json?firstIndex=0&recordCountPerPage=10'],
        // a transaction per request (the visit and its rate-limit count)
        ['POST', '/api/visitInfo'],
      ] as const;
      const worker = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const [method, path] = paths[(w + i) % paths.length]!;
          const res = await send(port, method, path, `127.0.2.${1 + ((w * 31 + i) % 200)}`);
          if (res.status === 200) tally.ok++;
          else if (res.status === 503) {
            tally.unavailable++;
            const body = JSON.parse(res.body || '{}') as { code?: string; message?: string };
            if (body.code !== 'SERVICE_UNAVAILABLE' || !/[가-힣]/.test(body.message ?? '')) tally.badShape++;
          } else tally.other.push(`${method} ${path} → ${res.status} ${res.body.slice(0, 200)}`);
        }
      };
      const workers = Array.from({ length: 4 }, (_, w) => worker(w));
      let terminated = 0;
      const drillEnd = Date.now() + 5_000;
      while (Date.now() < drillEnd) {
        terminated += await terminateAll();
        await new Promise((r) => setTimeout(r, 25));
      }
      const drillEndedAt = new Date();
      stop = true;
      await Promise.all(workers);

      expect(terminated).toBeGreaterThan(0);
      expect(server.exitCode, stderr.slice(-3000)).toBeNull();
      expect(server.signalCode).toBeNull();
      expect(stderr).not.toMatch(/Emitted 'error' event/);
      expect(tally.other).toEqual([]);
      expect(tally.badShape).toBe(0);
      expect(tally.ok).toBeGreaterThan(0);

      const readyAt = Date.now();
      const seen: string[] = [];
      expect(await waitReady(port, 10_000, seen), seen.slice(-5).join('\n')).toBe(true);
      const readyAfterMs = Date.now() - readyAt;
      expect(readyAfterMs).toBeLessThan(10_000);

      // The reconcile job (every second) runs to completion again: what a dead connection interrupted is
      // retried by the next run.
      let ranAgain = false;
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        for (let i = 0; i < 50 && !ranAgain; i++) {
          const r = await c.query(
            "select 1 from job_runs where job_name = 'payments-reconcile' and outcome = 'OK' and started_at > $1",
            [drillEndedAt],
          );
          ranAgain = (r.rowCount ?? 0) > 0;
          if (!ranAgain) await new Promise((r) => setTimeout(r, 200));
        }
      } finally {
        await c.end();
      }
      expect(ranAgain).toBe(true);
      expect(server.exitCode).toBeNull();
    }, 60_000);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request from a loopback address of its own (the portal's limits count per client address). */
function send(
  port: number,
  method: string,
  path: string,
  localAddress: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const body = method === 'POST' ? JSON.stringify({ visitedPathName: '/main' }) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress,
        timeout: 30_000,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    // No answer at all (refused, reset, timed out): status 0, which the drill counts as a failure.
    req.on('error', (err) => resolve({ status: 0, body: err.message }));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    if (body) req.write(body);
    req.end();
  });
}

/** Asks /api/ready until it answers 200: true, or false with the last answers once `withinMs` passed. */
async function waitReady(port: number, withinMs: number, seen: string[] = []): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const t0 = Date.now();
    const res = await send(port, 'GET', '/api/ready', '127.0.0.1');
    if (res.status === 200) return true;
    seen.push(`${res.status} after ${Date.now() - t0} ms: ${res.body.slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
