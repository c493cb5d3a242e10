import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PrecompressedBody, sendPrecompressed } from '../../plugins/compression';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON that was serialised ahead of time (the lot snapshot), in the coding the request accepts (br,
 * gzip or identity, each encoded once per snapshot). Fastify sends a Buffer as it is, so the route's response
 * schema documents the shape without re-serialising it.
 */
export function sendJsonText<R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  json: PrecompressedBody,
): R {
  sendPrecompressed(request, reply, json, JSON_TYPE);
  return reply;
}

/** An empty answer with a status the route's typed schema does not list (e.g. 304 Not Modified). */
export function sendEmpty(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).send();
}
