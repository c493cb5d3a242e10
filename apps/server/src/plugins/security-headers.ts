import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import helmetModule from 'helmet';

type HelmetOptions = Omit<FastifyHelmetOptions, 'enableCSPNonces' | 'global'>;
type Helmet = (
  options: HelmetOptions,
) => (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

// helmet itself (a direct dependency, the same major version @fastify/helmet wraps).
const helmet = helmetModule as unknown as Helmet;

const KAKAO = ['https://dapi.kakao.com', 'https://*.daumcdn.net', 'https://*.kakao.com'];
const POSTCODE = ['https://t1.daumcdn.net', 'https://postcode.map.daum.net', 'https://*.map.daum.net'];
const OSM_TILES = ['https://*.tile.openstreetmap.org'];

/** The helmet configuration: CSP for the SPA (Mantine inline styles, OSM/Kakao maps, Daum postcode), no framing by others. */
export function helmetOptions(secure: boolean, cardHosts: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...KAKAO, ...POSTCODE, ...cardHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...OSM_TILES, ...KAKAO, ...POSTCODE],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...KAKAO, ...OSM_TILES],
        frameSrc: ["'self'", ...POSTCODE, ...cardHosts],
        workerSrc: ["'self'", 'blob:'],
        // The card provider's payment window is a form posted to its host (none with the simulated provider).
        formAction: ["'self'", ...cardHosts],
        frameAncestors: ["'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Kakao map tiles and the postcode widget are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    // The card payment popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet writes for `options`, computed once: helmet runs against a recording response. None of
 * the configured headers depends on the request (no CSP nonces, no directive functions), so every answer
 * gets the same set. Header names are lower-cased (HTTP names are case-insensitive) so a route can replace
 * one with `reply.header()` (e.g. open data's cross-origin CORP).
 */
export function computeSecurityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * Security headers (helmet's, with the configuration above) on every answer: computed once at start and set
 * by one synchronous onRequest hook, instead of @fastify/helmet rebuilding helmet (and re-parsing the CSP)
 * on each request.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean; cardHosts?: readonly string[] }) => {
    const headers = computeSecurityHeaders(helmetOptions(opts.secure, opts.cardHosts));
    app.addHook(
      'onRequest',
      function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
        reply.headers(headers);
        done();
      },
    );
  },
  { name: 'security-headers' },
);
