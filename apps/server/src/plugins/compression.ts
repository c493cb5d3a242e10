import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The content codings the server produces; anything else (or nothing acceptable) means identity. */
export type ContentCoding = 'br' | 'gzip';

/** Text answers smaller than this go out as they are: the headers would eat what compression saves. */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|xhtml\+xml|manifest\+json|[a-z0-9.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

// Answers made per request: brotli 4 is about as fast as gzip 6 and still smaller (quality 11 costs ~50×).
const DYNAMIC_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
// Bodies compressed once and sent many times (the lot snapshot, refreshed at most once a second).
const SHARED_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };
const GZIP = { level: 6 };

const QVALUE = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

function parseAcceptEncoding(header: string): ContentCoding | null {
  let br = -1;
  let gz = -1;
  let star = -1;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const p of params) {
      const param = p.trim();
      if (!/^q=/i.test(param)) continue;
      // A malformed weight makes the whole element unusable (RFC 9110 §12.4.2): it is skipped, not guessed.
      q = QVALUE.test(param) ? Number(param.slice(2)) : Number.NaN;
    }
    if (Number.isNaN(q)) continue;
    if (name === 'br') br = Math.max(br, q);
    else if (name === 'gzip' || name === 'x-gzip') gz = Math.max(gz, q);
    else if (name === '*') star = Math.max(star, q);
  }
  // `*` stands for every coding not named in the header.
  if (br < 0) br = star;
  if (gz < 0) gz = star;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

// Clients repeat the same header on every request: one remembered answer saves the parse on the hot routes.
let lastHeader: string | undefined;
let lastCoding: ContentCoding | null = null;

/**
 * The coding to answer with for an Accept-Encoding header: br or gzip, whichever has the higher weight (br on
 * a tie), or null for identity (no header, only unknown codings, q=0 everywhere, or malformed weights).
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === lastHeader) return lastCoding;
  const coding = parseAcceptEncoding(value);
  lastHeader = value;
  lastCoding = coding;
  return coding;
}

/** Adds `accept-encoding` to Vary once, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', `${value}, accept-encoding`);
}

/**
 * A body serialised ahead of time and sent many times (e.g. the lot snapshot's JSON): each compressed variant
 * is made on its first use and kept, so the busy routes never compress per request.
 */
export class PrecompressedBody {
  readonly identity: Buffer;
  private br?: Buffer;
  private gz?: Buffer;

  constructor(identity: Buffer) {
    this.identity = identity;
  }

  /** The body in `coding` (null = identity). */
  encoded(coding: ContentCoding | null): Buffer {
    if (coding === null || this.identity.length < COMPRESS_THRESHOLD) return this.identity;
    if (coding === 'br') {
      this.br ??= zlib.brotliCompressSync(this.identity, SHARED_BROTLI);
      return this.br;
    }
    this.gz ??= zlib.gzipSync(this.identity, GZIP);
    return this.gz;
  }
}

// Replies whose body was already chosen for the request's Accept-Encoding (see sendPrecompressed).
const negotiated = new WeakSet<FastifyReply>();

/**
 * Sends a pre-serialised body in the coding the request accepts, with Vary and Content-Encoding; the
 * compression hook leaves it alone. Returns the coding used (null = identity) so a caller can tag its ETag.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
  contentType: string,
): ContentCoding | null {
  const coding =
    body.identity.length < COMPRESS_THRESHOLD ? null : negotiateEncoding(request.headers['accept-encoding']);
  if (body.identity.length >= COMPRESS_THRESHOLD) varyOnEncoding(reply);
  if (coding) reply.header('content-encoding', coding);
  negotiated.add(reply);
  reply.type(contentType).send(body.encoded(coding));
  return coding;
}

/** The coding a pre-compressed answer would use for this request (to tag an ETag before sending). */
export function codingFor(request: FastifyRequest, body: PrecompressedBody): ContentCoding | null {
  return body.identity.length < COMPRESS_THRESHOLD
    ? null
    : negotiateEncoding(request.headers['accept-encoding']);
}

/**
 * Compresses text answers (JSON, HTML, JS, CSS, SVG, XML) of at least 1 kB with br or gzip as the request
 * accepts, and marks them `Vary: Accept-Encoding`. Streams (files, downloads) pass untouched: the built web
 * assets are compressed at build time and served by the static plugin.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Synchronous on the common path (no promise per answer, see decision 040); only compressing waits.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      if (negotiated.has(reply)) return done(null, payload);
      const status = reply.statusCode;
      if (status < 200 || status === 204 || status === 206 || status === 304) return done(null, payload);
      if (reply.getHeader('content-encoding') !== undefined) return done(null, payload);
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
      const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (length < COMPRESS_THRESHOLD) return done(null, payload);
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && /no-transform/i.test(cacheControl)) return done(null, payload);
      varyOnEncoding(reply);
      const coding = negotiateEncoding(request.headers['accept-encoding']);
      if (!coding) return done(null, payload);
      const finish = (err: Error | null, compressed: Buffer) => {
        // a failed compression is no reason to fail the answer: it goes out as it is
        if (err) return done(null, payload);
        reply.header('content-encoding', coding);
        reply.removeHeader('content-length');
        done(null, compressed);
      };
      if (coding === 'br') zlib.brotliCompress(payload, DYNAMIC_BROTLI, finish);
      else zlib.gzip(payload, GZIP, finish);
    });
  },
  { name: 'compression' },
);
