import underPressure from '@fastify/under-pressure';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadSheddingConfig } from '../config/index';
import type { DbHandle } from '../db/client';
import { AppError } from '../lib/app-error';

/**
 * Routes answered whatever the load: liveness says only that the process runs (an orchestrator restarting a
 * process because it is busy would make the crowd worse), and the operators' metrics are what they look at then.
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

const answeredAnyway = (request: FastifyRequest) => ALWAYS_ANSWERED.has(request.routeOptions.url ?? '');

/**
 * Load shedding (decision 186): past a limit a request is refused at once — 503 SERVICE_UNAVAILABLE with
 * Retry-After in the error shape, before a session lookup or any other database work — instead of queueing until
 * the client gives up. @fastify/under-pressure samples the event-loop delay and the heap; this plugin adds the
 * requests in flight and the requests waiting for a database connection, both read per request. Health and
 * readiness are refused like the rest (a load balancer then sends elsewhere); liveness and metrics are not.
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

    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapBytes,
      sampleInterval: limits.sampleIntervalMs,
      // A rejection goes to the error handler, which answers in the error shape.
      pressureHandler: async (request) => {
        if (!answeredAnyway(request)) throw refusal();
      },
    });

    if (limits.maxInFlight <= 0 && (limits.maxPoolWaiting <= 0 || !poolStats)) return;
    let inFlight = 0;
    app.addHook('onRequest', (request, reply, done) => {
      if (!answeredAnyway(request)) {
        if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) return done(refusal());
        if (limits.maxPoolWaiting > 0 && poolStats && poolStats().waiting >= limits.maxPoolWaiting)
          return done(refusal());
      }
      if (request.routeOptions.config?.longLived) return done();
      inFlight++;
      // 'close' comes once per answer, sent or abandoned by the client.
      reply.raw.once('close', () => {
        inFlight--;
      });
      done();
    });
  },
  { name: 'load-shedding' },
);
