import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import {
  MEMBER_CATEGORIES,
  type MemberCategory,
  type Principal,
  ROLES,
  type Role,
} from '@parking/shared/auth/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { sendAppError } from './errors';
import {
  endSessionById,
  endSessionByTokenHash,
  findSessionByTokenHash,
  insertSession,
  purgeSessions,
  touchSession,
} from './session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in caller, or null when anonymous */
    principal: Principal | null;
    /** public handle of the caller's live session */
    sessionId: string | null;
  }
}

export const SESSION_COOKIE = 'PPSESSION';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_EVERY_MS = 60_000;
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Routes that answer normally (as anonymous) even when the caller's session has expired. */
const EXPIRY_EXEMPT = new Set([
  '/api/actionLogin.json',
  '/api/actionLogout.json',
  '/api/health',
  '/api/site/info',
  '/api/docs',
]);

const CALLBACK_PREFIX = '/api/smartropay/callApproval/';

const tokenHashes = new WeakMap<FastifyRequest, string>();

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** A file of the web build: under /assets, or a name with an extension outside /api (/favicon.ico, /sw.js). */
function isBuiltFile(path: string): boolean {
  if (path.startsWith('/api/')) return false;
  return path.startsWith('/assets/') || path.slice(path.lastIndexOf('/') + 1).includes('.');
}

function cookieOptions(app: FastifyInstance) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: app.config.cookieSecure };
}

function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply.server));
}

function toPrincipal(row: { memberId: string; authorCode: string; empDiv: string }): Principal {
  const authorCode = (ROLES as readonly string[]).includes(row.authorCode)
    ? (row.authorCode as Role)
    : 'ROLE_ANONYMOUS';
  const empDiv = (MEMBER_CATEGORIES as readonly string[]).includes(row.empDiv)
    ? (row.empDiv as MemberCategory)
    : 'USR';
  return { memberId: row.memberId, authorCode, empDiv };
}

let lastPurge = 0;

async function maybePurge(app: FastifyInstance, now: Date): Promise<void> {
  if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now.getTime();
  await purgeSessions(app.db, {
    now,
    keepMs: KEEP_ENDED_MS,
    idleMs: app.config.sessionIdleMinutes * 60_000,
    absoluteMs: app.config.sessionAbsoluteHours * 3_600_000,
  });
}

/**
 * Starts a session for a member who just proved who they are: ends any previous session of this
 * request (rotation), issues a new random token in the cookie and stores only its SHA-256.
 */
export async function startSession(
  reply: FastifyReply,
  member: { memberId: string; authorCode: string; empDiv: string },
  request: FastifyRequest,
): Promise<{ sessionId: string }> {
  const app = request.server;
  const now = new Date();
  const previous = tokenHashes.get(request);
  if (previous) await endSessionByTokenHash(app.db, previous, now, 'rotated');
  else if (request.sessionId) await endSessionById(app.db, request.sessionId, now, 'rotated');

  const token = randomBytes(32).toString('base64url');
  const id = randomBytes(16).toString('base64url');
  await insertSession(app.db, {
    id,
    tokenHash: sha256(token),
    memberId: member.memberId,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    now,
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(app));
  request.principal = toPrincipal(member);
  request.sessionId = id;
  tokenHashes.set(request, sha256(token));
  await maybePurge(app, now);
  return { sessionId: id };
}

/** Ends the caller's session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const now = new Date();
  const hash = tokenHashes.get(request);
  if (hash) await endSessionByTokenHash(request.server.db, hash, now, 'logout');
  else if (request.sessionId) await endSessionById(request.server.db, request.sessionId, now, 'logout');
  request.principal = null;
  request.sessionId = null;
  tokenHashes.delete(request);
  clearSessionCookie(reply);
}

/** Resolves a session cookie into request.principal (or clears it, or answers SESSION_EXPIRED). */
async function resolveSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<void> {
  if (!TOKEN_RE.test(token)) {
    clearSessionCookie(reply);
    return;
  }
  const hash = sha256(token);
  tokenHashes.set(request, hash);
  const row = await findSessionByTokenHash(app.db, hash);
  if (!row) {
    // Never valid here (or purged long ago): plain anonymous.
    tokenHashes.delete(request);
    clearSessionCookie(reply);
    return;
  }
  if (row.endReason === 'logout' || row.endReason === 'rotated') {
    // The member left (or logged in again): a late request with the old cookie (one already in flight at
    // logout, say) is simply anonymous, never a "session expired" alert after a deliberate logout.
    tokenHashes.delete(request);
    clearSessionCookie(reply);
    return;
  }
  const now = Date.now();
  const expired =
    row.endedAt !== null ||
    now - row.lastSeenAt.getTime() > app.config.sessionIdleMinutes * 60_000 ||
    now - row.createdAt.getTime() > app.config.sessionAbsoluteHours * 3_600_000 ||
    row.empSttus === 'D';
  if (expired) {
    if (row.endedAt === null) await endSessionById(app.db, row.id, new Date(now), 'expired');
    const path = pathOf(request);
    // Pages (not /api) and the exempt routes continue as anonymous; the SPA learns of the expiry
    // from its next API call.
    // The card provider's approval post (a same-site redirect in the payer's browser) carries the cookie
    // too: an expired session must not turn it into a 401 instead of the redirect back to the page.
    if (!path.startsWith('/api/') || EXPIRY_EXEMPT.has(path) || path.startsWith(CALLBACK_PREFIX)) return;
    clearSessionCookie(reply);
    sendAppError(reply, new AppError('SESSION_EXPIRED', 401, undefined, { extra: { sessionExpired: true } }));
    return;
  }
  request.principal = toPrincipal(row);
  request.sessionId = row.id;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(app.db, row.id, new Date(now));
}

/** Server-side sessions: resolves the PPSESSION cookie into request.principal, or answers SESSION_EXPIRED. */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
    app.decorateRequest('principal', null);
    app.decorateRequest('sessionId', null);

    // Synchronous for the common case (no session cookie: anonymous, no database work, no promise);
    // a request carrying the cookie is resolved asynchronously before the route runs. A built file (the app's
    // code, styles, fonts, icons) is the same for everyone: it is never looked up, or a member's first page
    // (~40 files at once) queued as many session queries in front of its API calls (decision 192). Liveness
    // never reads the database, whatever cookie the probe carries (decision 185).
    app.addHook('onRequest', function sessionOnRequest(request, reply, done) {
      const token = request.cookies[SESSION_COOKIE];
      if (
        token === undefined ||
        token === '' ||
        request.routeOptions.url === '/api/live' ||
        isBuiltFile(pathOf(request))
      ) {
        done();
        return;
      }
      resolveSession(app, request, reply, token).then(() => done(), done);
    });
  },
  { name: 'session', dependencies: ['db'] },
);
