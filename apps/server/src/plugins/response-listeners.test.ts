import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config/index';
import { createTestApp, type TestApp } from '../test/harness';

// A built web app as the web build leaves it: pages and their pre-compressed variants, big enough to stream.
const INDEX = `<!doctype html><html><body><div id="root">SPA</div>${'<!-- padding -->'.repeat(400)}</body></html>`;
const AHEAD = `<!doctype html><html><body><div id="root" data-prerendered=""><h1>사전결제 조회</h1></div>${'<!-- padding -->'.repeat(400)}</body></html>`;

function writeCompressed(file: string, body: string): void {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  writeFileSync(`${file}.gz`, zlib.gzipSync(body));
}

/**
 * Every page load used to print `MaxListenersExceededWarning: 11 close listeners added to [ServerResponse]`
 * (issue 31): load shedding, multipart, @fastify/static's stream and each `reply.then` (an async handler
 * returning the reply) add 'close' listeners to the one response. Node warns past 10.
 */
describe("a response's 'close' listeners", () => {
  let dir: string;
  let t: TestApp;
  let port = 0;
  const warnings: Error[] = [];
  const onWarning = (w: Error) => {
    if (w.name === 'MaxListenersExceededWarning') warnings.push(w);
  };
  /** url → the number of 'close' listeners on its response when it finished */
  const closeListeners = new Map<string, number>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeCompressed(path.join(dir, 'index.html'), INDEX);
    mkdirSync(path.join(dir, 'prerendered'));
    writeCompressed(path.join(dir, 'prerendered', 'lookup.html'), AHEAD);
    // load shedding on as in production (it adds its own listener), its loop-delay limit off: a busy test
    // machine must not turn the pages into refusals
    t = await createTestApp({
      webDistDir: dir,
      loadShedding: { ...testConfig().loadShedding, maxInFlight: 32, maxPoolWaiting: 20 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    t.app.server.prependListener('request', (req: http.IncomingMessage, res: ServerResponse) => {
      res.once('finish', () => closeListeners.set(req.url ?? '', res.listenerCount('close')));
    });
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stay at most 10 on a page, a page rendered ahead and an API answer, and Node never warns', async () => {
    for (const url of ['/main', '/lookup', '/no-such-page', '/api/health']) {
      for (const encoding of ['br', 'gzip', '']) {
        const res = await get(port, url, encoding);
        expect(res.status, url).toBe(200);
        expect(res.body.length, url).toBeGreaterThan(0);
      }
    }
    // the warning is emitted on the next tick after the 11th listener
    await new Promise((r) => setTimeout(r, 50));
    expect(warnings.map((w) => w.message)).toEqual([]);
    for (const url of ['/main', '/lookup', '/no-such-page', '/api/health'])
      expect(closeListeners.get(url), url).toBeLessThanOrEqual(10);
    // the pages are the ones streamed from disk: these are the responses that had 11
    expect(closeListeners.get('/main')).toBeGreaterThan(2);
  });
});

function get(port: number, url: string, encoding: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          agent: false,
          headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        },
      )
      .on('error', reject);
  });
}
