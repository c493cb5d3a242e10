import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDb } from '../db/client';
import { AppError } from '../lib/app-error';
import { coalesced } from '../lib/coalesce';
import {
  type CounterIncrement,
  deleteCountersBefore,
  incrementCounters,
  readCounter,
} from './rate-limit.repository';

export interface RateLimiter {
  /**
   * Counts one hit for `key` in the current fixed window of `windowSeconds`;
   * throws 429 TOO_MANY_REQUESTS (with Retry-After) once more than `limit` hits fell in that window.
   */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
  /**
   * Counts one hit like `hit` but never throws: answers the hit's position in the current window (the n-th hit
   * answers n), for counters whose decision the caller makes (e.g. wrong passwords of an id).
   */
  count(key: string, windowSeconds: number): Promise<number>;
  /** Throws 429 (with Retry-After) when `key` already has `limit` or more hits in the current window; counts nothing. */
  check(key: string, limit: number, windowSeconds: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

const PURGE_EVERY_MS = 10 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

interface Hit {
  key: string;
  windowStart: Date;
}

/**
 * A PostgreSQL-backed fixed-window counter shared by every API process. Every hit is counted in the database
 * before it is decided, but concurrent hits in this process are written together (lib/coalesce): one upsert
 * in flight, adding all the hits that arrived meanwhile, whatever their keys, each hit getting its own
 * position in its counter's new total. So a burst is one statement per round trip instead of one per hit
 * (and no queue of updates waiting on one row's lock), and the decision stays exact: the n-th hit of a
 * window sees n.
 */
export function createRateLimiter(db: AppDb, now: () => number = Date.now): RateLimiter {
  let lastPurge = now();

  const count = coalesced<Hit, number>(async (hits) => {
    const counters = new Map<string, CounterIncrement>();
    const counterOf = hits.map((h) => {
      const id = `${h.windowStart.getTime()}|${h.key}`;
      let c = counters.get(id);
      if (!c) {
        c = { key: h.key, windowStart: h.windowStart, by: 0 };
        counters.set(id, c);
      }
      c.by += 1;
      return c;
    });
    const increments = [...counters.values()];
    const totals = await incrementCounters(db, increments);
    // The hits of one counter take the positions after its previous total, in arrival order.
    const last = new Map(increments.map((c, i) => [c, (totals[i] ?? 0) - c.by]));
    return counterOf.map((c) => {
      const n = (last.get(c) ?? 0) + 1;
      last.set(c, n);
      return n;
    });
  });

  const windowOf = (windowSeconds: number) => {
    const t = now();
    const windowMs = windowSeconds * 1000;
    return { t, windowMs, start: Math.floor(t / windowMs) * windowMs };
  };
  const tooMany = (w: { t: number; windowMs: number; start: number }) =>
    new AppError('TOO_MANY_REQUESTS', 429, undefined, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil((w.start + w.windowMs - w.t) / 1000))) },
    });
  const countHit = async (key: string, windowSeconds: number) => {
    const w = windowOf(windowSeconds);
    const n = await count({ key, windowStart: new Date(w.start) });
    if (w.t - lastPurge > PURGE_EVERY_MS) {
      lastPurge = w.t;
      await deleteCountersBefore(db, new Date(w.t - Math.max(KEEP_MS, w.windowMs * 2)));
    }
    return { n, w };
  };

  return {
    async hit(key, limit, windowSeconds) {
      const { n, w } = await countHit(key, windowSeconds);
      if (n > limit) throw tooMany(w);
    },
    async count(key, windowSeconds) {
      return (await countHit(key, windowSeconds)).n;
    },
    async check(key, limit, windowSeconds) {
      const w = windowOf(windowSeconds);
      if ((await readCounter(db, key, new Date(w.start))) >= limit) throw tooMany(w);
    },
  };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('rateLimit', createRateLimiter(app.db));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
