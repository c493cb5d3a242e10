import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialised ahead of time (the lot snapshot, as a UTF-8 Buffer or a string). Fastify
 * sends a Buffer or a string as it is, so the route's response schema documents the shape without
 * re-serialising it.
 */
export function sendJsonText<R extends FastifyReply>(reply: R, json: Buffer | string, status = 200): R {
  reply.code(status).type('application/json; charset=utf-8').send(json);
  return reply;
}

/** An empty answer with a status the route's typed schema does not list (e.g. 304 Not Modified). */
export function sendEmpty(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).send();
}
