import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { sendAppError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/** True when the browser says the request was made by a page of another site. */
export function isCrossSite(request: FastifyRequest): boolean {
  // Normalised through URL so default ports compare equal (Host "example.org:80" vs Origin "http://example.org").
  const host = hostOf(`${request.protocol}://${request.host}`);
  if (host === null) return true;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    return origin === 'null' || hostOf(origin) !== host;
  }
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return hostOf(referer) !== host;
  // Neither header: not a browser form or fetch from another site (browsers send Origin on those).
  return false;
}

/**
 * CSRF protection for every state change (decision 082): an unsafe method must come from this host (Origin,
 * else Referer) whether or not it carries a cookie — login and sign-up included, so another site cannot log
 * the visitor into an account of its choosing (login CSRF). Requests without either header (not a browser's
 * cross-site form or fetch) pass. Server-to-server callbacks are exempt by path prefix.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, opts: { exemptPrefixes: readonly string[] }) => {
    const exempt = (url: string) => opts.exemptPrefixes.some((p) => url.startsWith(p));
    // Synchronous: most requests (GET, or no Origin/Referer) leave at the first tests.
    app.addHook('onRequest', function csrfOnRequest(request, reply, done) {
      if (UNSAFE.has(request.method) && !exempt(request.url) && isCrossSite(request)) {
        sendAppError(reply, new AppError('CSRF', 403));
      }
      done();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
