import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { touchTicket } from './signup.repository';

/**
 * The anonymous verification ticket of a browser: a random token in the httpOnly, SameSite=Lax cookie
 * PPVERIFY (path /api/member); only its SHA-256 is stored (verify_tickets). It carries the sign-up and
 * recovery state of a visitor, whom the member session cannot represent.
 */
export const VERIFY_COOKIE = 'PPVERIFY';
const COOKIE_PATH = '/api/member';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** SHA-256 of this browser's ticket token, or null when it sent none (or a malformed one). */
export function ticketHashOf(request: FastifyRequest): string | null {
  const token = request.cookies?.[VERIFY_COOKIE];
  return typeof token === 'string' && TOKEN_RE.test(token) ? sha256(token) : null;
}

/** This browser's ticket, created (with its cookie) when it has none yet. */
export async function ensureTicket(
  request: FastifyRequest,
  reply: FastifyReply,
  now = new Date(),
): Promise<string> {
  const existing = ticketHashOf(request);
  if (existing) {
    await touchTicket(request.server.db, existing, now);
    return existing;
  }
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  await touchTicket(request.server.db, hash, now);
  reply.setCookie(VERIFY_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: request.server.config.cookieSecure,
  });
  return hash;
}
