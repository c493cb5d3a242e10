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

/** What a document policy means nothing to: an API answer is data, never a page that runs or loads anything. */
const API_CSP = "default-src 'none';frame-ancestors 'self'";

/** Of the document headers, those that still mean something on a JSON, image or download answer. */
const API_KEEP = [
  // A browser navigates to some API answers (the card provider posts the payer to the approval callback,
  // which redirects to the result page): a redirect without the pages' COOP would cut the payment popup
  // off from the page that opened it.
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
] as const;

/**
 * The security headers of an API answer (decision 060): a CSP that allows nothing (what a JSON answer or an
 * uploaded file opened directly must not run or load) and keeps the framing rule, plus the document headers
 * that apply to any response or navigation. Browser-document headers (the SPA's CSP with its map and
 * postcode hosts, Origin-Agent-Cluster, the legacy IE/Flash/XSS-auditor switches) are left to pages.
 */
export function apiHeadersOf(
  documentHeaders: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = { 'content-security-policy': API_CSP };
  for (const name of API_KEEP) {
    const value = documentHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return Object.freeze(headers);
}

/**
 * Security headers (helmet's, with the configuration above) on every answer: the document set on pages and
 * everything outside /api/, the API set on /api/ answers. Both are computed once at start and set by one
 * synchronous onRequest hook, instead of @fastify/helmet rebuilding helmet (and re-parsing the CSP) on each
 * request.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean; cardHosts?: readonly string[] }) => {
    const documentHeaders = computeSecurityHeaders(helmetOptions(opts.secure, opts.cardHosts));
    const apiHeaders = apiHeadersOf(documentHeaders);
    app.addHook(
      'onRequest',
      function securityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
        reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
        done();
      },
    );
    // An API answer to a logged-in caller is theirs alone (profiles, member lists, payments, histories): no
    // browser or proxy keeps it unless its route chose a caching rule itself (decision 184).
    app.addHook(
      'onSend',
      function noStoreForSessions(request: FastifyRequest, reply: FastifyReply, payload: unknown, done) {
        if (request.principal && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
          reply.header('cache-control', 'no-store');
        }
        done(null, payload);
      },
    );
  },
  { name: 'security-headers' },
);
