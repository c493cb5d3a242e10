import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { formatLockPolicy, parseLockPolicy } from '@parking/shared/auth/lock-policy';
import type { LoginPolicyResponse } from '@parking/shared/auth/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
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

/**
 * The only addresses that can name a built file: one plain name at the top of the build or in /assets (the web
 * build writes no other folder a browser asks for, and no name with another character).
 */
const BUILT_FILE = /^\/(?:assets\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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

/** The web build's folder of pages rendered ahead (apps/web/build/prerender.ts). */
const PRERENDERED = 'prerendered';

/** The settings of this server that a page rendered ahead may state (the build assumed their defaults). */
interface PageSettings {
  loginPolicy: LoginPolicyResponse;
}

/** True when the page states no setting of this server other than this server's own. */
function agreesWith(html: string, settings: PageSettings): boolean {
  const lock = parseLockPolicy(/data-lock-policy="([^"]*)"/.exec(html)?.[1]);
  return !lock || formatLockPolicy(lock) === formatLockPolicy(settings.loginPolicy);
}

/** A page the build rendered ahead: its file under the build, and its HTML. */
interface PrerenderedPage {
  file: string;
  html: string;
}

/**
 * Page paths the build rendered ahead ('/main' → 'prerendered/main.html'), but for a page stating a setting this
 * server has otherwise (the login page's lock policy): that path gets the SPA, which asks the server.
 */
function prerenderedPages(webDistDir: string, settings: PageSettings): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const dir = path.join(webDistDir, PRERENDERED);
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(path.join(dir, file), 'utf8');
    if (!agreesWith(html, settings)) continue;
    pages.set(`/${file.slice(0, -'.html'.length)}`, { file: `${PRERENDERED}/${file}`, html });
  }
  return pages;
}

/** The web build's module that renders those pages with their data (apps/web/src/prerender/render-page.tsx). */
const PAGE_RENDERER = '.server/render-page.js';

interface PageRenderer {
  renderPageWithData(
    template: string,
    path: string,
    request: { search: string; transport: (url: string, init: RequestInit) => Promise<Response> },
  ): Promise<string>;
}

/** How long a guest's page may wait for its data before the build's page goes instead. */
const RENDER_LIMIT_MS = 800;

/**
 * Serves the built SPA from WEB_DIST_DIR; page paths (see isPagePath) fall back to index.html, or to the page
 * the build rendered ahead for that path.
 * /api/* never falls back: unknown API paths answer 404 with the error shape.
 * Built files are served pre-compressed (the web build writes .br and .gz beside each text asset) by
 * Accept-Encoding, with Vary: Accept-Encoding; Range requests apply to the chosen representation.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string } & PageSettings) => {
    const built = existsSync(path.join(opts.webDistDir, 'index.html'));
    const prerendered = built ? prerenderedPages(opts.webDistDir, opts) : new Map<string, PrerenderedPage>();
    // The pages rendered ahead again for each guest, with the answers of their first queries (decision 235):
    // the list, the footer's organisation… are on the first paint. The build's module is loaded once, when the
    // server starts listening (tests that only inject never load it) or at the first such page.
    const rendererFile = path.join(opts.webDistDir, PAGE_RENDERER);
    let renderer: Promise<PageRenderer | undefined> | undefined;
    const pageRenderer = () => {
      renderer ??=
        prerendered.size > 0 && existsSync(rendererFile)
          ? (import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>).catch((error: unknown) => {
              app.log.warn({ err: error }, 'pages rendered ahead: the build of their renderer did not load');
              return undefined;
            })
          : Promise.resolve(undefined);
      return renderer;
    };
    app.addHook('onListen', async () => {
      void pageRenderer();
    });
    // a guest's requests, in-process: what the browser would ask for as a guest, through the same routes and checks
    // (reads only: a page's first queries never write, and nothing a renderer sends may change the data)
    const transport = async (url: string, init: RequestInit): Promise<Response> => {
      if ((init.method ?? 'GET').toUpperCase() !== 'GET') {
        throw new Error(`pages rendered ahead ask with GET only, not ${init.method}`);
      }
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
      });
    };
    /** The page with its data, or undefined (no renderer, an answer missing, too slow): the build's page goes. */
    const withData = async (
      page: PrerenderedPage,
      pagePath: string,
      request: FastifyRequest,
    ): Promise<string | undefined> => {
      const render = await pageRenderer();
      if (!render) return undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          render.renderPageWithData(page.html, pagePath, {
            search: request.url.slice(pagePath.length),
            transport,
          }),
          new Promise<undefined>((resolve) => {
            timer = setTimeout(() => resolve(undefined), RENDER_LIMIT_MS);
          }),
        ]);
      } catch (error) {
        // info, not warn: a hostile address (a search the API refuses with 400) ends here too
        request.log.info({ err: error }, 'page rendered ahead sent without its data');
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    };
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
      // `serve: false`: @fastify/static's own route for every path checks each request's spelling against the
      // folder's listing (a readdir of /assets, a thousand names, per file asked for: 4 ms of CPU a request here,
      // 2.5 of them that listing; decision 235). The route below sends only names BUILT_FILE allows, exactly
      // as asked (no decoding, no folders), so no other spelling of a file can be served through it.
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        serve: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'no-cache');
          }
        },
      });
      app.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        handler(request, reply) {
          const p = request.url.split('?')[0] ?? '';
          if (BUILT_FILE.test(p)) reply.sendFile(p.slice(1));
          else reply.callNotFound();
        },
      });
    }

    // Not async: an async handler returning the reply (a thenable) makes the promise machinery call reply.then,
    // and each call adds 'close' listeners to the response; with @fastify/static's own they passed Node's 10 and
    // every page load warned MaxListenersExceededWarning (issue 31). A plain handler that sends returns nothing.
    app.setNotFoundHandler((request, reply) => {
      if (isPagePath(request)) {
        if (built) {
          reply.header('cache-control', 'no-cache');
          // a public first page the build rendered ahead: its HTML paints before any script runs (decision 178).
          // It is a guest's page, so it goes only to a request without a live session (the session plugin has
          // resolved the cookie: a missing, invalid or expired one leaves no principal); a member gets the SPA,
          // which draws their own frame (decision 191). The answer at that address depends on the cookie.
          const pagePath = request.url.split('?')[0] ?? '';
          const page = prerendered.get(pagePath);
          if (page) reply.header('vary', 'cookie');
          if (!page || request.principal) {
            reply.sendFile('index.html');
            return;
          }
          void withData(page, pagePath, request).then((html) => {
            if (html === undefined) reply.sendFile(page.file);
            else reply.type('text/html; charset=utf-8').send(html);
          });
          return;
        }
        reply
          .code(200)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage(ko.frame.siteName));
        return;
      }
      sendAppError(reply, new AppError('NOT_FOUND', 404));
    });
  },
  { name: 'static' },
);
