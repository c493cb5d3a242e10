import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { sendAppError } from './errors';

function isApiPath(url: string): boolean {
  const p = url.split('?')[0] ?? '';
  return p === '/api' || p.startsWith('/api/');
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = String(request.headers.accept ?? '');
  return accept.includes('text/html');
}

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

/**
 * Serves the built SPA from WEB_DIST_DIR; non-API GETs accepting HTML fall back to index.html.
 * /api/* never falls back: unknown API paths answer 404 with the error shape.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string }) => {
    const built = existsSync(path.join(opts.webDistDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/',
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
      if (!isApiPath(request.url) && wantsHtml(request)) {
        if (built) {
          reply.header('cache-control', 'no-cache');
          return reply.sendFile('index.html');
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
