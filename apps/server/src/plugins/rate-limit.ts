import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDb } from '../db/client';
import { AppError } from '../lib/app-error';
import { deleteCountersBefore, incrementCounter } from './rate-limit.repository';

export interface RateLimiter {
  /**
   * Counts one hit for `key` in the current fixed window of `windowSeconds`;
   * throws 429 TOO_MANY_REQUESTS (with Retry-After) once more than `limit` hits fell in that window.
   */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

const PURGE_EVERY_MS = 10 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A PostgreSQL-backed fixed-window counter shared by every API process. */
export function createRateLimiter(db: AppDb, now: () => number = Date.now): RateLimiter {
  let lastPurge = now();
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(t / windowMs) * windowMs;
      const count = await incrementCounter(db, key, new Date(start));
      if (t - lastPurge > PURGE_EVERY_MS) {
        lastPurge = t;
        await deleteCountersBefore(db, new Date(t - Math.max(KEEP_MS, windowMs * 2)));
      }
      if (count > limit) {
        const retryAfter = Math.max(1, Math.ceil((start + windowMs - t) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', 429, undefined, {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
    },
  };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('rateLimit', createRateLimiter(app.db));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
