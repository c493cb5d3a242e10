import type { OutgoingHttpHeaders } from 'node:http';
import { AVAILABILITY_STREAM_PATH } from '@parking/shared/lots/live';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveStreamConfig } from '../../config/index';
import type { DbHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { AvailabilityHub } from './live-availability.hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** the live availability of this process (decision 218) */
    availabilityHub: AvailabilityHub;
  }
}

/**
 * GET /api/open/availability/stream: server-sent events of every lot's free count (decision 218). Answered by
 * hand on the raw response (hijacked): nothing between the route and the socket (compression, serialisation)
 * can hold an event back.
 */
const routes: FastifyPluginAsyncZod<{
  listen: DbHandle['listen'];
  limits: LiveStreamConfig;
}> = async (app, opts) => {
  const hub = new AvailabilityHub(app.db, opts.listen, opts.limits);
  app.decorate('availabilityHub', hub);
  // Before the server waits for its connections to end: open streams would keep it waiting for ever.
  app.addHook('preClose', async () => {
    await hub.close();
  });

  app.get(
    AVAILABILITY_STREAM_PATH,
    {
      schema: {
        tags: ['open-data'],
        summary: 'Live availability: server-sent events of every lot’s free count (text/event-stream)',
        description:
          'No login; any origin. On connect an `event: snapshot` with `{ lots: [{ lotId, free, cells }] }`, then an ' +
          '`event: availability` with `{ lotId, free, cells }` for each lot whose free count changes (within 2 s of ' +
          'the gate’s entry or exit, whichever server process took it), and a comment line as heartbeat. Every ' +
          'event has an id: reconnecting with `Last-Event-ID` sends what was missed, or a fresh snapshot when the ' +
          'id is unknown (another process, too old, garbage). Too many streams from one address → 429 ' +
          '`LIVE_STREAM_ADDRESS_LIMIT`; the server full → 503 `LIVE_STREAM_FULL` (both with Retry-After). A client ' +
          'that does not read is disconnected. Counts only: no personal data.',
        querystring: z.object({}).strict(),
      },
      config: { longLived: true },
    },
    async (request, reply) => {
      hub.admit(request.ip);
      try {
        await hub.start();
      } catch (err) {
        if (err instanceof AppError) throw err;
        request.log.warn({ err }, 'live availability could not start');
        throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { headers: { 'retry-after': '5' } });
      }
      hub.admit(request.ip);
      const given = request.headers['last-event-id'];
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
      hub.attach(res, request.ip, typeof given === 'string' ? given : undefined);
    },
  );
};

/** The stream's route, with the hub decorating the app (its figures for the metrics, the bench and tests). */
export const liveAvailabilityRoutes = fp(routes, { name: 'live-availability', dependencies: ['db'] });
