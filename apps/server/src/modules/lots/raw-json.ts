import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that was serialised ahead of time (the lot snapshot). Fastify sends a string with a JSON
 * content type as it is, so the route's response schema documents the shape without re-serialising it.
 */
export function sendJsonText(reply: FastifyReply, json: string, status = 200): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(json);
}

/** An empty answer with a status the route's typed schema does not list (e.g. 304 Not Modified). */
export function sendEmpty(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).send();
}
