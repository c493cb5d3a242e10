import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { codingFor, PrecompressedBody, sendPrecompressed } from './compression';
import { sendAppError } from './errors';

function isApiPath(url: string): boolean {
  const p = url.split('?')[0] ?? '';
  return p === '/api' || p.startsWith('/api/');
}

/**
 * A page of the SPA: any GET or HEAD outside /api and /assets whose last segment has no file extension,
 * whatever the Accept header (curl, link checkers and uptime monitors send `*\/*` or nothing). Unknown page
 * paths get the SPA too, which shows its /404 screen; a missing file (/assets/x.js, /robots.txt) stays a 404
 * so a browser never runs HTML as a script or stylesheet.
 */
function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const p = request.url.split('?')[0] ?? '';
  if (isApiPath(p) || p === '/assets' || p.startsWith('/assets/')) return false;
  const last = p.slice(p.lastIndexOf('/') + 1);
  return !last.includes('.');
}

// Traversal and encoded separators under /assets never name a built file: answered 404 before any lookup.
const BAD_ASSET_PATH = /\.\.|%2e|%2f|%5c|%00|\\|\/\//i;

function isBadAssetPath(url: string): boolean {
  const p = url.split('?')[0] ?? '';
  return (p === '/assets' || p.startsWith('/assets/')) && BAD_ASSET_PATH.test(p);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface RoutePreload {
  js: string[];
  css: string[];
}

/**
 * index.html for a route of the SPA with that route's screen announced (decision 176): the web build lists, per
 * route path, the chunks and stylesheets its screen needs beyond the entry (.vite/route-preloads.json), and the
 * page gets a `<link rel="modulepreload">` (or `rel="preload" as="style"`) for each, so a phone fetches the
 * screen beside the entry instead of after it has run. One body per route, made on first use and kept with its
 * compressed variants. Without the list (an older build) every page path answers plain index.html.
 */
function routePages(dist: string): (pathname: string) => { body: PrecompressedBody; etag: string } | null {
  const listFile = path.join(dist, '.vite', 'route-preloads.json');
  let preloads: Record<string, RoutePreload>;
  try {
    preloads = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, RoutePreload>;
  } catch {
    return () => null;
  }
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // the router matches paths case-insensitively unless a route says otherwise (/main and /Main are both listed)
  const byLower = new Map(Object.keys(preloads).map((k) => [k.toLowerCase(), k]));
  const made = new Map<string, { body: PrecompressedBody; etag: string }>();
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const key = Object.hasOwn(preloads, trimmed) ? trimmed : byLower.get(trimmed.toLowerCase());
    if (!key) return null;
    let page = made.get(key);
    if (!page) {
      const { js = [], css = [] } = preloads[key] ?? {};
      const links = [
        ...css.map((f) => `<link rel="preload" as="style" href="/${escapeHtml(f)}">`),
        ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
      ].join('');
      const html = Buffer.from(index.replace('</head>', `${links}</head>`));
      const etag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
      page = { body: new PrecompressedBody(html), etag };
      made.set(key, page);
    }
    return page;
  };
}

function notBuiltPage(siteName: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(siteName)}</title></head>
<body><main style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>${escapeHtml(ko.server.webNotBuiltTitle)}</h1>
<p>${escapeHtml(ko.server.webNotBuiltDetail)}</p>
<pre><code>npm run build</code></pre>
</main></body></html>`;
}

/**
 * Serves the built SPA from WEB_DIST_DIR; page paths (see isPagePath) fall back to index.html.
 * /api/* never falls back: unknown API paths answer 404 with the error shape.
 * Built files are served pre-compressed (the web build writes .br and .gz beside each text asset) by
 * Accept-Encoding, with Vary: Accept-Encoding; Range requests apply to the chosen representation.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string }) => {
    const built = existsSync(path.join(opts.webDistDir, 'index.html'));
    const routePage = built ? routePages(opts.webDistDir) : () => null;
    if (built) {
      app.addHook('onRequest', (request, reply, done) => {
        const url = request.url;
        // dot folders of the build (.vite/manifest.json is for the budget test, not for browsers)
        if (url.startsWith('/.') || (url.startsWith('/assets') && isBadAssetPath(url))) {
          sendAppError(reply, new AppError('NOT_FOUND', 404));
          return;
        }
        done();
      });
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/',
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'no-cache');
          }
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (isPagePath(request)) {
        if (built) {
          reply.header('cache-control', 'no-cache');
          const page = routePage(request.url.split('?')[0] ?? '/');
          if (!page) return reply.sendFile('index.html');
          const coding = codingFor(request, page.body);
          const etag = `"${page.etag}${coding ? `-${coding}` : ''}"`;
          reply.header('etag', etag);
          if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
            return reply.code(304).header('vary', 'accept-encoding').send();
          }
          sendPrecompressed(request, reply, page.body, 'text/html; charset=utf-8');
          return reply;
        }
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage(ko.frame.siteName));
      }
      return sendAppError(reply, new AppError('NOT_FOUND', 404));
    });
  },
  { name: 'static' },
);
