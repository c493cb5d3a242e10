import { ko } from '@parking/shared/messages/ko';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from '../lib/app-error';
import { useTestApp } from '../test/harness';
import { createRateLimiter } from './rate-limit';

describe('rate limit', () => {
  const t = useTestApp();

  it('counts per key in fixed windows and answers TOO_MANY_REQUESTS', async () => {
    let now = Date.UTC(2025, 0, 1, 9, 0, 5);
    const limiter = createRateLimiter(t().db, () => now);
    await limiter.hit('k1', 2, 60);
    await limiter.hit('k1', 2, 60);
    const err = await limiter.hit('k1', 2, 60).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(429);
    expect((err as AppError).message).toBe(ko.errors.TOO_MANY_REQUESTS);
    expect((err as AppError).headers?.['retry-after']).toBe('55');
    await limiter.hit('k2', 2, 60); // another key is independent
    now += 60_000; // next window
    await limiter.hit('k1', 2, 60);
  });

  it('is exact under concurrent hits', async () => {
    const limiter = createRateLimiter(t().db, () => Date.UTC(2025, 0, 1, 10, 0, 0));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.hit('burst', 10, 60)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    const rows = await t().db.select().from(rateLimits);
    expect(rows.find((r) => r.key === 'burst')?.count).toBe(20);
  });

  it('counts a burst over several keys exactly, each key in its own counter', async () => {
    const limiter = createRateLimiter(t().db, () => Date.UTC(2025, 0, 1, 12, 0, 0));
    const keys = ['mix-a', 'mix-b', 'mix-c'];
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => limiter.hit(keys[i % 3] as string, 4, 60)),
    );
    // Each key got 10 hits: the first 4 of each pass, the other 6 are refused.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(12);
    for (const [i, r] of results.entries()) expect(r.status).toBe(i < 12 ? 'fulfilled' : 'rejected');
    const rows = await t().db.select().from(rateLimits);
    for (const key of keys) expect(rows.find((r) => r.key === key)?.count).toBe(10);
  });

  it('shares the count with another process (a second limiter on the same database)', async () => {
    const at = () => Date.UTC(2025, 0, 1, 11, 0, 0);
    const a = createRateLimiter(t().db, at);
    const b = createRateLimiter(t().db, at);
    await Promise.all([a.hit('shared', 4, 60), a.hit('shared', 4, 60), b.hit('shared', 4, 60)]);
    await b.hit('shared', 4, 60);
    const err = await a.hit('shared', 4, 60).catch((e: unknown) => e);
    expect((err as AppError).status).toBe(429);
  });

  it('keeps its counters out of the write-ahead log (unlogged table)', async () => {
    const r = await t().db.execute<{ relpersistence: string }>(
      sql`select relpersistence from pg_class where relname = 'rate_limits'`,
    );
    const rows = (Array.isArray(r) ? r : (r as { rows: { relpersistence: string }[] }).rows) as {
      relpersistence: string;
    }[];
    expect(rows[0]?.relpersistence).toBe('u');
  });
});
