import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  codingFor,
  type PrecompressedBody,
  sendPrecompressed,
  varyOnEncoding,
} from '../../plugins/compression';
import { sendEmpty } from '../lots';

/** What a cross-origin GET of open data needs; the preflight-only headers go on the OPTIONS answer alone. */
export const OPEN_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export const PREFLIGHT_HEADERS = {
  ...OPEN_HEADERS,
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'If-None-Match',
  'access-control-max-age': '86400',
} as const;

/** One representation of open data: its bytes (with br/gzip variants made on first use) and strong ETag. */
export interface OpenBody {
  body: PrecompressedBody;
  etag: string;
  contentType: string;
  /** extra headers of this representation (e.g. content-disposition) */
  headers?: Record<string, string>;
}

// Each coding is its own representation with its own strong ETag ("…-br", "…-gzip"); any of them still
// names the same data, so If-None-Match accepts them all.
const taggedFor = (etag: string, coding: string | null) =>
  coding ? `${etag.slice(0, -1)}-${coding}"` : etag;
const untagged = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/-(?:br|gzip)"$/, '"');

/**
 * Answers open data: CORS open, cacheable for 30 s, a strong ETag per representation and coding, 304 when
 * If-None-Match names the same data, else the body in the coding the request accepts.
 */
export function answerOpen(request: FastifyRequest, reply: FastifyReply, open: OpenBody): FastifyReply {
  const etag = taggedFor(open.etag, codingFor(request, open.body));
  reply.headers(OPEN_HEADERS).header('cache-control', 'public, max-age=30').header('etag', etag);
  if (open.headers) reply.headers(open.headers);
  const given = request.headers['if-none-match'];
  if (typeof given === 'string' && given.split(',').some((t) => untagged(t) === open.etag)) {
    varyOnEncoding(reply);
    return sendEmpty(reply, 304);
  }
  sendPrecompressed(request, reply, open.body, open.contentType);
  return reply;
}
