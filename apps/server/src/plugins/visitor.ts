import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie identifying a browser (anonymous or not) for hit counting and verified inquiry passwords. */
export const VISITOR_COOKIE = 'PPVISITOR';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The SHA-256 of this browser's visitor cookie, creating the cookie when it is missing or malformed.
 * Only the hash is ever stored.
 */
export function visitorKey(request: FastifyRequest, reply: FastifyReply): string {
  let token = request.cookies[VISITOR_COOKIE];
  if (!token || !TOKEN_RE.test(token)) {
    token = randomBytes(32).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.server.config.cookieSecure,
      maxAge: ONE_YEAR_SECONDS,
    });
    // later code in the same request sees the new cookie
    request.cookies[VISITOR_COOKIE] = token;
  }
  return createHash('sha256').update(token).digest('hex');
}

/** The visitor key when the browser already has a cookie, else null (nothing is created). */
export function existingVisitorKey(request: FastifyRequest): string | null {
  const token = request.cookies[VISITOR_COOKIE];
  if (!token || !TOKEN_RE.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}
