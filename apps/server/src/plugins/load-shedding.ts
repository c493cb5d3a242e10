import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import underPressure from '@fastify/under-pressure';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { LoadSheddingConfig } from '../config/index';
import type { DbHandle } from '../db/client';
import { AppError } from '../lib/app-error';

/**
 * Routes answered whatever the load: liveness says only that the process runs (an orchestrator restarting a
 * process because it is busy would make the crowd worse), and the operators' metrics are what they look at then
 * (the web build's files too: BUILD_FILES below).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer stays open for minutes or hours (the live availability stream, decision 218): refused like any
     * request when the process is over a limit, but never counted as in flight, or a few hundred open streams
     * would refuse every other request for as long as they stay connected.
     */
    longLived?: boolean;
  }
}

const ALWAYS_ANSWERED = new Set(['/api/live', '/api/metrics']);
/**
 * The web build's hashed files (scripts, styles, fonts): answered whatever the load too. They are asked for by a
 * page that was already admitted, cost a file read of a pre-compressed file, and one refused script or font leaves
 * that visitor on the app's error page (a refused chunk cannot load) instead of a page that works: the crowd is
 * refused at the page and the API, where the work is, never half-way through a page (decision 186, amended).
 */
const BUILD_FILES = '/assets/';

/** A raw request's address (before routing) answered whatever the load: its path without the query. */
const rawAnsweredAnyway = (url: string | undefined) => {
  const path = url?.split('?', 1)[0] ?? '';
  return ALWAYS_ANSWERED.has(path) || path.startsWith(BUILD_FILES);
};
/** the same test on a routed request, whose route may also be written another way (a trailing slash) */
const answeredAnyway = (request: FastifyRequest) =>
  ALWAYS_ANSWERED.has(request.routeOptions.url ?? '') || rawAnsweredAnyway(request.url);

/** A request counted in flight by the raw listener (the Fastify hook then leaves it alone). */
const ADMITTED = Symbol('load-shedding.admitted');
type Raw = IncomingMessage & { [ADMITTED]?: true };

export type ShedReason = 'event_loop_delay' | 'heap' | 'in_flight' | 'pool_waiting';

/** requests admitted at once by a process that has just started, and never fewer (decision 220) */
const ADAPTIVE_START = 4;
const ADAPTIVE_MIN = 2;

/**
 * Load shedding (decisions 186, 199): past a limit a request is refused at once — 503 SERVICE_UNAVAILABLE with
 * Retry-After in the error shape — instead of queueing until the client gives up. @fastify/under-pressure samples
 * the event-loop delay and the heap; this plugin adds the requests in flight and the requests waiting for a
 * database connection, both read per request. Health and readiness are refused like the rest (a load balancer
 * then sends elsewhere); liveness and metrics are not.
 *
 * Where the refusal happens: on a listening server, in Node's own 'request' listener in front of Fastify's, with
 * a prepared answer — no routing, request id, logger, hooks or serialisation. Under a crowd the refusals are most
 * of the traffic; at Fastify's cost per request a process could not even refuse as fast as requests came, and new
 * connections piled up in the kernel's accept queue for seconds (decision 199 has the figures). Requests that do
 * not pass through the server (`app.inject`) meet the same limits in an `onRequest` hook, which stays as the
 * second line for listening servers too.
 */
export const loadSheddingPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { limits: LoadSheddingConfig; poolStats?: DbHandle['poolStats'] | undefined },
  ) => {
    const { limits, poolStats } = opts;
    const refusal = () =>
      new AppError('SERVICE_UNAVAILABLE', 503, undefined, {
        message: ko.errors.SERVICE_BUSY,
        headers: { 'retry-after': String(limits.retryAfterSeconds) },
      });
    // What /api/metrics shows of the refusals (the raw ones never reach the per-route counters).
    const refused = app.hasDecorator('metrics')
      ? new Counter({
          name: 'portal_load_shed_total',
          help: 'Requests refused with 503 by load shedding, by the limit that was passed',
          labelNames: ['reason'] as const,
          registers: [app.metrics.registry],
        })
      : undefined;

    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapBytes,
      sampleInterval: limits.sampleIntervalMs,
      // A rejection goes to the error handler, which answers in the error shape.
      pressureHandler: async (request, _reply, type) => {
        if (answeredAnyway(request)) return;
        refused?.inc({ reason: type === 'heapUsedBytes' ? 'heap' : 'event_loop_delay' });
        throw refusal();
      },
    });

    let inFlight = 0;
    // How many requests are admitted at once (decision 220): LOAD_SHED_MAX_IN_FLIGHT is the ceiling; with an
    // event-loop limit the process starts at a few and, at each sample of the loop's delay, adds one while the
    // delay stays under half the limit and halves the number when it does not (additive increase,
    // multiplicative decrease). A cold process (code not yet optimised, caches empty) or one starved of CPU
    // then takes in only what it can answer, and its loop keeps turning fast enough to refuse the rest at once;
    // a fixed 32 let the admitted work make every turn, refusals included, seconds long.
    const adaptive = limits.adaptiveInFlight && limits.maxInFlight > 0 && limits.maxEventLoopDelayMs > 0;
    let admitLimit = adaptive ? Math.min(limits.maxInFlight, ADAPTIVE_START) : limits.maxInFlight;
    if (adaptive) {
      const calm = limits.maxEventLoopDelayMs / 2;
      const timer = setInterval(() => {
        admitLimit =
          app.memoryUsage().eventLoopDelay > calm
            ? Math.max(ADAPTIVE_MIN, Math.floor(admitLimit / 2))
            : Math.min(limits.maxInFlight, admitLimit + 1);
      }, limits.sampleIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    /** the limit passed now, if any (under-pressure's last sample of the loop and the heap, then the counts) */
    const passedLimit = (): ShedReason | undefined => {
      const sample = app.memoryUsage();
      if (limits.maxEventLoopDelayMs > 0 && sample.eventLoopDelay > limits.maxEventLoopDelayMs)
        return 'event_loop_delay';
      if (limits.maxHeapBytes > 0 && sample.heapUsed > limits.maxHeapBytes) return 'heap';
      if (limits.maxInFlight > 0 && inFlight >= admitLimit) return 'in_flight';
      if (limits.maxPoolWaiting > 0 && poolStats && poolStats().waiting >= limits.maxPoolWaiting)
        return 'pool_waiting';
      return undefined;
    };

    // The refusal prepared once: the error shape as sendAppError writes it, and headers a browser needs.
    const body = Buffer.from(JSON.stringify(refusal().toBody()));
    const rawHeaders = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
      'retry-after': String(limits.retryAfterSeconds),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    };
    let shedSince = 0;
    let shedCount = 0;
    // one counter child per reason, looked up once (not a label lookup per refusal)
    const refusedBy = new Map<ShedReason, { inc(): void }>();
    const countRefusal = (reason: ShedReason) => {
      if (!refused) return;
      let child = refusedBy.get(reason);
      if (!child) {
        child = refused.labels({ reason });
        refusedBy.set(reason, child);
      }
      child.inc();
    };
    const refuseRaw = (res: ServerResponse, reason: ShedReason) => {
      countRefusal(reason);
      // one log line per 10 s of shedding, not one per refusal: the log must not become the load
      shedCount++;
      const now = Date.now();
      if (now - shedSince >= 10_000) {
        app.log.warn({ reason, refused: shedCount, inFlight }, 'load shedding: refusing requests with 503');
        shedSince = now;
        shedCount = 0;
      }
      res.writeHead(503, rawHeaders);
      res.end(body);
    };

    const shedding = limits.maxInFlight > 0 || limits.maxPoolWaiting > 0;
    const sheddingAny = shedding || limits.maxEventLoopDelayMs > 0 || limits.maxHeapBytes > 0;
    const fastifyListeners = app.server.listeners('request') as RequestListener[];
    if (sheddingAny && fastifyListeners.length === 1) {
      const fastifyListener = fastifyListeners[0] as RequestListener;
      app.server.removeListener('request', fastifyListener);
      app.server.on('request', (req: Raw, res: ServerResponse) => {
        if (!rawAnsweredAnyway(req.url)) {
          const reason = passedLimit();
          if (reason) return refuseRaw(res, reason);
          inFlight++;
          req[ADMITTED] = true;
          // 'close' comes once per answer, sent or abandoned by the client.
          res.once('close', () => {
            if (req[ADMITTED]) inFlight--;
          });
        }
        fastifyListener.call(app.server, req, res);
      });
    }

    if (!shedding) return;
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw as Raw;
      if (raw[ADMITTED]) {
        // Counted by the raw listener before routing; a long-lived answer (a stream) leaves the count once its
        // route is known, so open streams never hold places of ordinary requests (decision 218).
        if (request.routeOptions.config?.longLived) {
          delete raw[ADMITTED];
          inFlight--;
        }
        return done();
      }
      if (!answeredAnyway(request)) {
        const reason = passedLimit();
        if (reason === 'in_flight' || reason === 'pool_waiting') {
          refused?.inc({ reason });
          return done(refusal());
        }
      }
      if (request.routeOptions.config?.longLived) return done();
      inFlight++;
      reply.raw.once('close', () => {
        inFlight--;
      });
      done();
    });
  },
  { name: 'load-shedding' },
);
