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

interface Waiter {
  resolve: (count: number) => void;
  reject: (err: unknown) => void;
}

/** Hits of one (key, window) not yet written, and whether a write of that counter is in flight. */
interface Slot {
  key: string;
  windowStart: Date;
  waiters: Waiter[];
  flushing: boolean;
}

/**
 * A PostgreSQL-backed fixed-window counter shared by every API process. Every hit is counted in the database
 * before it is decided, but concurrent hits of one counter in this process are written together: one upsert
 * in flight per counter, adding all the hits that arrived meanwhile, each hit getting its own position in the
 * returned total. So a burst from one address is one row update per round trip instead of a queue of
 * updates waiting on that row's lock, and the decision stays exact (the n-th hit of a window sees n).
 */
export function createRateLimiter(db: AppDb, now: () => number = Date.now): RateLimiter {
  let lastPurge = now();
  const slots = new Map<string, Slot>();

  const flush = (id: string, slot: Slot): void => {
    slot.flushing = true;
    const batch = slot.waiters;
    slot.waiters = [];
    incrementCounter(db, slot.key, slot.windowStart, batch.length).then(
      (total) => {
        const first = total - batch.length;
        for (const [i, w] of batch.entries()) w.resolve(first + i + 1);
        next();
      },
      (err: unknown) => {
        for (const w of batch) w.reject(err);
        next();
      },
    );
    function next() {
      if (slot.waiters.length > 0) flush(id, slot);
      else {
        slot.flushing = false;
        slots.delete(id);
      }
    }
  };

  const count = (key: string, windowStart: Date): Promise<number> => {
    const id = `${windowStart.getTime()}|${key}`;
    let slot = slots.get(id);
    if (!slot) {
      slot = { key, windowStart, waiters: [], flushing: false };
      slots.set(id, slot);
    }
    const s = slot;
    const counted = new Promise<number>((resolve, reject) => s.waiters.push({ resolve, reject }));
    if (!s.flushing) flush(id, s);
    return counted;
  };

  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(t / windowMs) * windowMs;
      const n = await count(key, new Date(start));
      if (t - lastPurge > PURGE_EVERY_MS) {
        lastPurge = t;
        await deleteCountersBefore(db, new Date(t - Math.max(KEEP_MS, windowMs * 2)));
      }
      if (n > limit) {
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
