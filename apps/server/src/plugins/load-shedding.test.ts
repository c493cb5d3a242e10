import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ko } from '@parking/shared/messages/ko';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadSheddingConfig, testConfig } from '../config/index';
import { createTestApp, type TestApp } from '../test/harness';

const off: LoadSheddingConfig = testConfig().loadShedding;
const limits = (l: Partial<LoadSheddingConfig>) => ({ loadShedding: { ...off, ...l } });

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

/** The refusal every limit gives: 503 SERVICE_UNAVAILABLE in the error shape, Korean message, Retry-After. */
function expectRefused(res: Answer, retryAfter = '7') {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(retryAfter);
  expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: ko.errors.SERVICE_BUSY });
  expect(ko.errors.SERVICE_BUSY).toMatch(/[가-힣]/);
}

function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the event loop is busy: what a drowning process looks like from inside
  }
}

describe('load shedding', () => {
  describe('event-loop delay', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        limits({ maxEventLoopDelayMs: 40, sampleIntervalMs: 50, retryAfterSeconds: 7 }),
      );
    });
    afterAll(() => t.close());

    it('refuses at once with 503 + Retry-After while the event loop is blocked, health and readiness too, liveness never; serves again after', async () => {
      // The loop is busy 120 ms of every 130 ms, as under a crowd: every sample of its delay is far past 40 ms.
      const busy = setInterval(() => block(120), 10);
      try {
        await new Promise((r) => setTimeout(r, 400));
        for (const url of ['/api/health', '/api/ready', '/api/board/notice/list.json']) {
          const t0 = performance.now();
          const res = await t.app.inject({ method: 'GET', url });
          // answered as soon as the loop gets to it: refused before any session or database work
          expect(performance.now() - t0).toBeLessThan(1_000);
          expectRefused(res);
        }
        const live = await t.app.inject({ method: 'GET', url: '/api/live' });
        expect(live.statusCode).toBe(200);
        // a page already admitted gets its scripts, styles and fonts: a refused chunk would leave the visitor
        // on the app's error page (no build in tests: the static handler's 404, never the refusal)
        const file = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
        expect(file.statusCode).not.toBe(503);
      } finally {
        clearInterval(busy);
      }
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
          timeout: 5_000,
          interval: 100,
        })
        .toBe(200);
    });
  });

  describe('heap', () => {
    let t: TestApp;
    beforeAll(async () => {
      // a limit every heap is past: the process counts as out of memory
      t = await createTestApp(limits({ maxHeapBytes: 1, sampleIntervalMs: 20, retryAfterSeconds: 7 }));
    });
    afterAll(() => t.close());

    it('refuses every route but liveness while the heap is past its limit', async () => {
      await new Promise((r) => setTimeout(r, 100));
      expectRefused(await t.app.inject({ method: 'GET', url: '/api/ready' }));
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/api/actionLogin.json',
          payload: { empNo: 'nobody1', password: 'Whatever#1' },
        }),
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(200);
    });
  });

  describe('requests in flight', () => {
    let t: TestApp;
    let port = 0;
    beforeAll(async () => {
      t = await createTestApp(limits({ maxInFlight: 2, retryAfterSeconds: 7 }));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(() => t.close());

    it('refuses the request past the limit at once and admits again when one finishes', async () => {
      // Two requests stay in flight: their headers arrived, their bodies never do.
      const held = [0, 1].map(() => holdInFlight(port));
      await new Promise((r) => setTimeout(r, 300));
      const t0 = performance.now();
      const third = await get(port, '/api/health');
      expect(performance.now() - t0).toBeLessThan(1_000);
      expectRefused(third);
      expect((await get(port, '/api/live')).statusCode).toBe(200);
      // refused in front of Fastify too, but never a build file of an admitted page
      expect((await get(port, '/assets/PretendardGOVVariable.subset.1-abc.woff2')).statusCode).not.toBe(503);
      for (const req of held) req.destroy();
      await expect
        .poll(async () => (await get(port, '/api/health')).statusCode, { timeout: 5_000 })
        .toBe(200);
    });
  });

  describe('requests admitted at once, adapted to the event loop (decision 220)', () => {
    const apps: { a: TestApp; port: number }[] = [];
    /** an app on a real port; `sampleIntervalMs` 10 min: the admitted number stays where it started */
    const listening = async (l: Partial<LoadSheddingConfig>) => {
      const a = await createTestApp(
        limits({
          maxInFlight: 32,
          maxEventLoopDelayMs: 1_000,
          retryAfterSeconds: 7,
          adaptiveInFlight: true,
          ...l,
        }),
      );
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      const app = { a, port: (a.app.server.address() as AddressInfo).port };
      apps.push(app);
      return app;
    };
    beforeAll(async () => {
      await listening({ sampleIntervalMs: 600_000 });
      await listening({ sampleIntervalMs: 600_000, adaptiveInFlight: false });
      await listening({ sampleIntervalMs: 50 });
    });
    afterAll(async () => {
      for (const { a } of apps) await a.close();
    });

    it('a process that has just started admits 4 requests at once, not its ceiling of 32; without adapting it admits a 5th', async () => {
      const fresh = apps[0] as { port: number };
      const fixed = apps[1] as { port: number };
      const held = [fresh, fixed].flatMap(({ port }) => Array.from({ length: 4 }, () => holdInFlight(port)));
      try {
        await new Promise((r) => setTimeout(r, 300));
        expectRefused(await get(fresh.port, '/api/health'));
        expect((await get(fixed.port, '/api/health')).statusCode).toBe(200);
      } finally {
        for (const req of held) req.destroy();
      }
    });

    it('admits more with every calm sample of the loop, up to the ceiling', async () => {
      const growing = apps[2] as { port: number };
      const held = Array.from({ length: 6 }, () => holdInFlight(growing.port));
      try {
        // 6 held, past the 4 of the start: a 7th is admitted once calm samples have raised the number
        await expect
          .poll(async () => (await get(growing.port, '/api/health')).statusCode, {
            timeout: 10_000,
            interval: 100,
          })
          .toBe(200);
      } finally {
        for (const req of held) req.destroy();
      }
    });
  });

  describe('over a real connection (refused in front of Fastify)', () => {
    let t: TestApp;
    let loop: TestApp;
    let port = 0;
    let loopPort = 0;
    const token = 'load-shedding-test-token';
    beforeAll(async () => {
      t = await createTestApp({ ...limits({ maxInFlight: 1, retryAfterSeconds: 7 }), metricsToken: token });
      loop = await createTestApp(
        limits({ maxEventLoopDelayMs: 40, sampleIntervalMs: 50, retryAfterSeconds: 7 }),
      );
      for (const app of [t.app, loop.app]) await app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
      loopPort = (loop.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await t.close();
      await loop.close();
    });

    it('refuses a request with a body in the error shape and keeps the connection usable; the metrics count the refusals', async () => {
      // one request stays in flight: its headers arrived, its body never does
      const held = holdInFlight(port);
      await new Promise((r) => setTimeout(r, 300));

      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const body = JSON.stringify({ sectnId: 4, inDttm: '2026-03-02 09:00', outDttm: '2026-03-02 11:35' });
        const refused = await send(port, {
          method: 'POST',
          path: '/api/fee/easyCalculate.json',
          agent,
          body,
        });
        expectRefused(refused);
        // the refused body was read and dropped: the same connection carries the next request
        const live = await send(port, { method: 'GET', path: '/api/live', agent });
        expect(live.statusCode).toBe(200);
        expect(live.reused).toBe(true);
      } finally {
        agent.destroy();
        held.destroy();
      }
      const metrics = await send(port, {
        method: 'GET',
        path: '/api/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.text).toMatch(/portal_load_shed_total\{reason="in_flight"\} [1-9]/);
      await expect
        .poll(async () => (await get(port, '/api/health')).statusCode, { timeout: 5_000 })
        .toBe(200);
    });

    it('answers a refusal as soon as the blocked loop gets to it, before any routing', async () => {
      const busy = setInterval(() => block(120), 10);
      try {
        await new Promise((r) => setTimeout(r, 400));
        const t0 = performance.now();
        const res = await get(loopPort, '/api/board/notice/list.json');
        // the loop is free 10 ms of every 130 ms: the answer comes within a few of its turns
        expect(performance.now() - t0).toBeLessThan(1_000);
        expectRefused(res);
        expect((await get(loopPort, '/api/live')).statusCode).toBe(200);
      } finally {
        clearInterval(busy);
      }
      await expect
        .poll(async () => (await get(loopPort, '/api/health')).statusCode, { timeout: 5_000 })
        .toBe(200);
    });
  });

  describe.runIf(process.env.TEST_DB === 'pg')(
    'requests waiting for a database connection (PostgreSQL)',
    () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(limits({ maxPoolWaiting: 1, retryAfterSeconds: 7 }));
      });
      afterAll(() => t.close());

      it('refuses while requests wait for a connection, serves again once the pool has room', async () => {
        let open!: () => void;
        const gate = new Promise<void>((r) => {
          open = r;
        });
        // The test pool has 5 connections: 5 transactions hold them, a sixth waits for one.
        const holders = Array.from({ length: 6 }, () => t.db.transaction(() => gate));
        await new Promise((r) => setTimeout(r, 300));
        expectRefused(await t.app.inject({ method: 'GET', url: '/api/ready' }));
        open();
        await Promise.all(holders);
        expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      });
    },
  );
});

/** A request that stays in flight: its headers are sent, its body never is. */
function holdInFlight(port: number): http.ClientRequest {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/visitInfo',
    headers: { 'content-type': 'application/json', 'content-length': '100' },
  });
  req.on('error', () => {});
  req.flushHeaders();
  return req;
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(body) });
        });
      })
      .on('error', reject);
  });
}

function send(
  port: number,
  opts: { method: string; path: string; agent?: http.Agent; body?: string; headers?: Record<string, string> },
): Promise<Answer & { reused: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(opts.body));
    }
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method, path: opts.path, headers, agent: opts.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            json: () => JSON.parse(text),
            text,
            reused: req.reusedSocket,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
