import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../db/client';
import { AppError } from '../lib/app-error';
import { countPaymentsByState } from './metrics.repository';

/** Counters other parts of the app update (jobs, SMS). */
export interface AppMetrics {
  registry: Registry;
  /** one per finished job run: job name and outcome (ok | failed | skipped) */
  jobRuns: Counter<'job' | 'outcome'>;
  /** one per SMS handed to the provider: outcome sent | failed | capped (the phone's daily cap) */
  sms: Counter<'provider' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /api/metrics for operators only (Authorization: Bearer METRICS_TOKEN; without a
 * token configured the endpoint does not exist).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DbHandle; token: string | undefined }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP request duration by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'portal_http_errors_total',
      help: 'Answers with status 5xx by route',
      labelNames: ['route', 'status'] as const,
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'portal_job_runs_total',
      help: 'Background job runs by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    const sms = new Counter({
      name: 'portal_sms_total',
      help: 'SMS handed to the provider by outcome',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = opts.handle.poolStats?.();
        if (!s) return;
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
    new Gauge({
      name: 'portal_payments',
      help: 'Card payments by state and category',
      labelNames: ['status', 'category'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const r of await countPaymentsByState(app.db))
          this.set({ status: r.status, category: r.category }, r.n);
      },
    });

    app.decorate('metrics', { registry, jobRuns, sms });

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      // The route pattern, never the raw URL: plates and ids must not become label values.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      requests.inc({ method: request.method, route, status });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ route, status });
      done();
    });

    if (opts.token) {
      const token = opts.token;
      app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
        const auth = request.headers.authorization ?? '';
        const given = auth.startsWith('Bearer ') ? auth.slice(7) : '';
        if (!given || !sameToken(given, token)) throw new AppError('UNAUTHORIZED', 401);
        reply.header('cache-control', 'no-store').type(registry.contentType);
        return registry.metrics();
      });
    }
  },
  { name: 'metrics', dependencies: ['db'] },
);
