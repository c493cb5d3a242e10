import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const KAKAO = ['https://dapi.kakao.com', 'https://*.daumcdn.net', 'https://*.kakao.com'];
const POSTCODE = ['https://t1.daumcdn.net', 'https://postcode.map.daum.net', 'https://*.map.daum.net'];
const OSM_TILES = ['https://*.tile.openstreetmap.org'];

/** Security headers: CSP for the SPA (Mantine inline styles, OSM/Kakao maps, Daum postcode), no framing by others. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", ...KAKAO, ...POSTCODE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...OSM_TILES, ...KAKAO, ...POSTCODE],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...KAKAO, ...OSM_TILES],
          frameSrc: ["'self'", ...POSTCODE],
          workerSrc: ["'self'", 'blob:'],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(opts.secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Kakao map tiles and the postcode widget are cross-origin resources without CORP headers.
      crossOriginEmbedderPolicy: false,
      // The card payment popup talks back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: opts.secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
