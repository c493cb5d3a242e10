import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { AVAILABILITY_STREAM_PATH, type LiveLot, type LiveSnapshot } from '@parking/shared/lots/live';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/index';
import { seedDemo } from '../../db/seed/demo';
import { useTestApp } from '../../test/harness';
import { secondProcess } from '../../test/same-database';
import { issueEquipmentKey } from '../parking-sessions';

interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** A stream client as a browser's EventSource is: reads frames, remembers the last id. */
class StreamClient {
  readonly frames: Frame[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  body = '';
  private buffer = '';
  private waiters: (() => void)[] = [];
  private req: http.ClientRequest | undefined;

  static open(base: string, headers: Record<string, string> = {}, path = AVAILABILITY_STREAM_PATH) {
    const c = new StreamClient();
    return new Promise<StreamClient>((resolve, reject) => {
      c.req = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
        c.status = res.statusCode ?? 0;
        c.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (c.status !== 200) {
            c.body += chunk;
            return;
          }
          c.buffer += chunk;
          let end = c.buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = c.buffer.slice(0, end);
            c.buffer = c.buffer.slice(end + 2);
            const frame: Frame = {};
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon <= 0) continue;
              const field = line.slice(0, colon) as keyof Frame;
              if (field === 'id' || field === 'event' || field === 'data')
                frame[field] = line.slice(colon + 1).trim();
            }
            if (frame.event) c.frames.push(frame);
            end = c.buffer.indexOf('\n\n');
          }
          for (const w of c.waiters.splice(0)) w();
        });
        res.on('end', () => {
          for (const w of c.waiters.splice(0)) w();
        });
        if (c.status !== 200) res.on('end', () => resolve(c));
        else resolve(c);
      });
      c.req.on('error', reject);
    });
  }

  /** The first frame (from `from` on) matching, waiting at most `ms`. */
  async next(match: (f: Frame) => boolean, ms = 2_000, from = 0): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${ms} ms: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  snapshot(): LiveSnapshot {
    const f = this.frames.find((x) => x.event === 'snapshot');
    if (!f) throw new Error('no snapshot');
    return JSON.parse(f.data!) as LiveSnapshot;
  }

  close() {
    this.req?.destroy();
  }
}

const lotEvent = (lotId: number) => (f: Frame) =>
  f.event === 'availability' && (JSON.parse(f.data!) as LiveLot).lotId === lotId;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let plate = 0;
let eventSeq = 0;
const nextPlate = () => `${10 + (plate % 89)}가${String(1000 + (++plate % 9000)).padStart(4, '0')}`;

async function gate(
  app: FastifyInstance,
  key: string,
  kind: 'entries' | 'exits',
  lotId: number,
  carNo: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/equipment/${kind}`,
    headers: { 'x-api-key': key },
    payload: { sectnId: lotId, carNo, eventId: `live-${kind}-${++eventSeq}-${Date.now()}` },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('live availability stream', () => {
  const t = useTestApp({
    trustProxy: ['127.0.0.1'],
    liveStream: { maxConnections: 6, maxPerAddress: 4, heartbeatSeconds: 1, maxBufferedBytes: 16_384 },
  });
  const clients: StreamClient[] = [];
  let base = '';
  let key = '';
  const ready = async () => {
    if (!base) {
      await seedDemo(t().db);
      key = (await issueEquipmentKey(t().db, 4, 'live test')).key;
      base = await listen(t().app);
    }
    return base;
  };
  const open = async (headers: Record<string, string> = {}, path?: string) => {
    const c = await StreamClient.open(await ready(), headers, path);
    clients.push(c);
    return c;
  };
  const closeAll = () => {
    for (const c of clients.splice(0)) c.close();
  };
  afterAll(closeAll);

  it('sends a snapshot of counts only, then an entry and an exit through the equipment API within 2 s', async () => {
    // compression never holds an event back: the stream goes out as it is whatever the client accepts
    const c = await open({ 'accept-encoding': 'br, gzip' });
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(c.headers['content-encoding']).toBeUndefined();
    await c.next((f) => f.event === 'snapshot');
    const snap = c.snapshot();
    const lot4 = snap.lots.find((l) => l.lotId === 4)!;
    expect(lot4.cells).toBe(180);
    // counts only: nothing but the three numbers per lot
    for (const l of snap.lots) expect(Object.keys(l).sort()).toEqual(['cells', 'free', 'lotId']);

    const car = nextPlate();
    const sent = Date.now();
    await gate(t().app, key, 'entries', 4, car);
    const entered = await c.next(lotEvent(4), 2_000);
    expect(Date.now() - sent).toBeLessThan(2_000);
    expect(JSON.parse(entered.data!)).toEqual({ lotId: 4, free: lot4.free - 1, cells: 180 });
    expect(entered.id).toMatch(/^[0-9a-z]+\.\d+$/);

    const from = c.frames.length;
    await gate(t().app, key, 'exits', 4, car);
    const left = await c.next(lotEvent(4), 2_000, from);
    expect(JSON.parse(left.data!)).toEqual({ lotId: 4, free: lot4.free, cells: 180 });
    closeAll();
  });

  it('resumes after Last-Event-ID with what was missed; garbage, future or unknown ids get a fresh snapshot', async () => {
    const c = await open();
    await c.next((f) => f.event === 'snapshot');
    const lastId = c.frames.at(-1)!.id!;
    c.close();

    const car = nextPlate();
    await gate(t().app, key, 'entries', 4, car);
    // wait until this process has seen it (another client receives it)
    const witness = await open();
    await witness.next(lotEvent(4), 2_000).catch(() => undefined);

    const resumed = await open({ 'last-event-id': lastId });
    const missed = await resumed.next(lotEvent(4), 2_000);
    expect(resumed.frames.some((f) => f.event === 'snapshot')).toBe(false);
    expect(missed.id).not.toBe(lastId);

    const [epoch, seq] = lastId.split('.');
    for (const bad of [
      'garbage',
      `${epoch}.${Number(seq) + 1_000_000}`,
      'zzzz.1',
      `${epoch}.-1`,
      'x'.repeat(4000),
      '',
    ]) {
      const fresh = await open({ 'last-event-id': bad });
      expect(fresh.status, bad).toBe(200);
      await fresh.next((f) => f.event === 'snapshot');
      fresh.close();
    }
    await gate(t().app, key, 'exits', 4, car);
    closeAll();
  });

  it('refuses past the caps per address (429) and in total (503) in the error shape; unknown parameters 400', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const a = await Promise.all([1, 2, 3, 4].map(() => open(from('198.51.100.1'))));
    for (const c of a) expect(c.status).toBe(200);
    const fifth = await open(from('198.51.100.1'));
    expect(fifth.status).toBe(429);
    expect(JSON.parse(fifth.body)).toEqual({
      code: 'LIVE_STREAM_ADDRESS_LIMIT',
      message: expect.stringMatching(/[가-힣]/),
    });
    expect(fifth.headers['retry-after']).toBe('30');

    const b = await Promise.all([1, 2].map(() => open(from('198.51.100.2'))));
    for (const c of b) expect(c.status).toBe(200);
    const full = await open(from('198.51.100.3'));
    expect(full.status).toBe(503);
    expect(JSON.parse(full.body)).toEqual({
      code: 'LIVE_STREAM_FULL',
      message: expect.stringMatching(/[가-힣]/),
    });

    // a closed stream frees its place
    a[0]!.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await open(from('198.51.100.3'));
    expect(again.status).toBe(200);
    closeAll();
    await new Promise((r) => setTimeout(r, 200));

    const unknown = await open({}, `${AVAILABILITY_STREAM_PATH}?foo=1`);
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/[가-힣]/),
    });
  });

  it('sends heartbeats', async () => {
    const c = await open();
    await c.next((f) => f.event === 'snapshot');
    // comment lines carry no event: read the raw socket instead
    const raw = await rawStream(await ready());
    const text = await raw.readFor(1_600);
    raw.socket.destroy();
    expect(text).toContain(': keep-alive');
    closeAll();
  });

  it('drops a client that never reads instead of buffering for it', async () => {
    const raw = await rawStream(await ready());
    raw.socket.pause();
    const hub = t().app.availabilityHub;
    const before = hub.stats().dropped;
    // ~12 MB of events: far more than the kernel's socket buffers hold
    const big = (hub as unknown as { broadcast(frame: string): void }).broadcast.bind(hub);
    const frame = `: ${'x'.repeat(1_000)}\n\n`;
    for (let i = 0; i < 12_000 && hub.stats().dropped === before; i++) {
      big(frame);
      if (i % 500 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(hub.stats().dropped).toBe(before + 1);
    raw.socket.destroy();
  });
});

/** A stream read on a plain socket (sees comment lines, can stop reading). */
async function rawStream(base: string) {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  socket.write(
    `GET ${AVAILABILITY_STREAM_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`,
  );
  let text = '';
  socket.on('data', (d) => {
    text += d.toString('utf8');
  });
  return {
    socket,
    readFor: async (ms: number) => {
      await new Promise((r) => setTimeout(r, ms));
      return text;
    },
  };
}

describe('live availability stream and load shedding', () => {
  const t = useTestApp({ loadShedding: { ...testConfig().loadShedding, maxInFlight: 2 } });

  it('does not count open streams as requests in flight', async () => {
    await seedDemo(t().db);
    const base = await listen(t().app);
    const streams = await Promise.all([1, 2, 3].map(() => StreamClient.open(base)));
    for (const c of streams) await c.next((f) => f.event === 'snapshot');
    const res = await fetch(`${base}/api/parking/map.json`);
    expect(res.status).toBe(200);
    for (const c of streams) c.close();
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('live availability across two processes (PostgreSQL)', () => {
  const t = useTestApp();
  let second: FastifyInstance | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('an entry taken by one process reaches a stream client of the other within 2 s', async () => {
    await seedDemo(t().db);
    const key = (await issueEquipmentKey(t().db, 4, 'live test')).key;
    second = await secondProcess(t());
    const base = await listen(second);
    const c = await StreamClient.open(base);
    await c.next((f) => f.event === 'snapshot');
    const free = c.snapshot().lots.find((l) => l.lotId === 4)!.free;
    const car = nextPlate();
    const sent = Date.now();
    await gate(t().app, key, 'entries', 4, car); // the first process, through inject
    const ev = await c.next(lotEvent(4), 2_000);
    expect(Date.now() - sent).toBeLessThan(2_000);
    expect(JSON.parse(ev.data!)).toMatchObject({ lotId: 4, free: free - 1 });
    c.close();
  });
});
