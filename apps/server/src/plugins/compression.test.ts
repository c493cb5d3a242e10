import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/demo';
import { useTestApp } from '../test/harness';
import { negotiateEncoding } from './compression';

/** The body as the client sees it after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(raw);
  if (coding === 'gzip') return zlib.gunzipSync(raw);
  expect(coding).toBeUndefined();
  return raw;
}

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0, gzip;q=0, *', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['identity;q=0', null],
    ['deflate', null],
    ['zstd, compress', null],
    ['gzip;q=abc', null],
    ['gzip;q=2', null],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
    [';;,,;q=,=,', null],
    ['br ; q=1.000 , gzip', 'br'],
    [['gzip', 'br;q=0.1'], 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('compressed API answers', () => {
  const t = useTestApp();
  let seeded = false;
  const ready = async () => {
    if (!seeded) {
      await seedDemo(t().db);
      seeded = true;
    }
    return t().app;
  };

  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await ready()).inject({ method: 'GET', url, headers });

  it('compresses a large JSON answer with br or gzip as asked, identical after decoding', async () => {
    const plain = await get('/api/docs');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [asked, coding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const res = await get('/api/docs', { 'accept-encoding': asked });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers identity for unknown, refused or malformed codings, never a 500', async () => {
    for (const asked of ['zstd', 'br;q=0, gzip;q=0', 'identity;q=0', 'gzip;q=abc', ';;,,', '*;q=0']) {
      const res = await get('/api/docs', { 'accept-encoding': asked });
      expect(res.statusCode, asked).toBe(200);
      expect(res.headers['content-encoding'], asked).toBeUndefined();
      expect(() => res.json()).not.toThrow();
    }
  });

  it('leaves small answers alone', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(1024);
  });

  it('sends the lot snapshot pre-compressed: map.json, the list and open data, same bytes after decoding', async () => {
    for (const url of ['/api/parking/map.json', '/api/parking/searchParkingList.json']) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const coding of ['br', 'gzip']) {
        const res = await get(url, { 'accept-encoding': coding });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toContain('application/json');
        const body = decoded(res);
        // the snapshot may have been reloaded in between: same lots, UPDATED_AT aside
        const strip = (b: Buffer) => b.toString('utf8').replace(/"UPDATED_AT":"[^"]*"/g, '');
        expect(strip(body)).toBe(strip(plain.rawPayload));
      }
    }
  });

  it('gives each coding of open data its own ETag and answers 304 to any of them', async () => {
    const plain = await get('/api/open/lots');
    const br = await get('/api/open/lots', { 'accept-encoding': 'br' });
    const gz = await get('/api/open/lots', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const tags = [plain, br, gz].map((r) => r.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    expect(tags[1]).toMatch(/-br"$/);
    for (const tag of tags) {
      const res = await get('/api/open/lots', { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(res.statusCode).toBe(304);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(JSON.parse(decoded(br).toString('utf8')).count).toBe(JSON.parse(plain.body).count);
  });
});
