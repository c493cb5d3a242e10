import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeWebBuildStamp } from '../../../scripts/lib/freshness.mjs';
import { compressFile } from './precompress.ts';

/*
 * The public first pages rendered ahead (decision 178). Run after the browser build (`npm run build`):
 *  1. builds src/prerender/render-page.tsx for Node with the same Vite configuration (same CSS module names);
 *  2. renders every route marked `prerender` as a guest's first paint;
 *  3. writes dist/prerendered/<page>.html: the built index.html with that HTML in #root, the page's title and
 *     the stylesheets of the page's own chunk (so the HTML looks right before any script runs), compressed
 *     like every built file. The server answers those addresses with it (plugins/static.ts); main.tsx renders
 *     the app over it once the page's code is there;
 *  4. last, writes dist/.build-stamp (the sources' hash, production or not): `npm start` and `npm test` take
 *     the build as current by it, whoever ran `npm run build` (scripts/lib/freshness.mjs).
 */

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
// The Node build stays in the build (a dot folder, never served): the server renders the pages with their data
// with it (decision 235). Every package is bundled in, so a copy of the build elsewhere runs as well.
const ssrOut = path.join(dist, '.server');
const PRERENDER_DIR = 'prerendered';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RenderModule {
  /** the routes declared with `prerender` (features/<area>/routes.ts, decision 198) */
  prerenderPages: readonly { path: string; pageModule: string }[];
  renderPage(path: string): Promise<{ html: string; title: string }>;
}

/** The stylesheets a chunk brings (its own and its static imports'), in load order. */
function chunkCss(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...(chunk.imports ?? []).flatMap((k) => chunkCss(manifest, k, seen)), ...(chunk.css ?? [])];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with a page rendered ahead in #root. Its scripts are asked for by `afterPaint` (the
 * hashed build/after-paint.js) once the page has been painted, instead of beside its stylesheets.
 */
export function pageHtml(
  indexHtml: string,
  page: { html: string; title: string; css: string[]; siteName: string; afterPaint: string },
): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(indexHtml)) throw new Error('index.html: #root is not the last element of <body>');
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html: no module script of the app');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const links = page.css.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`);
  const loader = `<script defer src="/${page.afterPaint}" data-entry="${entry}" data-modulepreload="${preloads.join(' ')}"></script>`;
  return (
    indexHtml
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${page.title} | ${page.siteName}`)}</title>`)
      .replace('</head>', `  ${[...links, loader].join('\n    ')}\n  </head>`)
      // inert until the app has drawn over it (main.tsx): to look at, not to type into (what was typed would be lost
      // when the app renders, and a native submit would put the fields in the address)
      .replace(
        root,
        (_all, end: string) => `<div id="root" data-prerendered="" inert>${page.html}</div>${end}`,
      )
  );
}

async function main() {
  const started = Date.now();
  // Vite's own decision (NODE_ENV), the same as the browser build's a moment ago in the same environment
  let production = false;
  await build({
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [
      {
        name: 'build-mode',
        configResolved(config) {
          production = config.isProduction;
        },
      },
    ],
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
    },
    // every package bundled (above); for Leaflet it matters the most: it reads `window` as it loads, and bundled,
    // its chunk fails like any lazy screen part that cannot run in Node (the map is never rendered ahead: its place
    // shows the loading state), instead of crashing the process
    ssr: { noExternal: true },
  });
  const render = (await import(pathToFileURL(path.join(ssrOut, 'render-page.js')).href)) as RenderModule;
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
  const { ko } = await import('@parking/shared/messages/ko');
  // the script that loads the app after the first paint, under a name that changes with its content
  const afterPaintSource = await readFile(path.join(webRoot, 'build/after-paint.js'));
  const afterPaint = `assets/after-paint-${createHash('sha256').update(afterPaintSource).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(dist, afterPaint), afterPaintSource);
  const out = path.join(dist, PRERENDER_DIR);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  for (const { path: pagePath, pageModule } of render.prerenderPages) {
    const module = ['.tsx', '.ts'].map((ext) => `${pageModule}${ext}`).find((key) => manifest[key]);
    if (!module) throw new Error(`${pagePath}: its page module ${pageModule} is not in the build manifest`);
    const css = [...new Set(chunkCss(manifest, module))].filter((f) => !indexHtml.includes(`/${f}"`));
    const { html, title } = await render.renderPage(pagePath);
    const file = path.join(out, `${pagePath.slice(1)}.html`);
    await writeFile(file, pageHtml(indexHtml, { html, title, css, siteName: ko.frame.siteName, afterPaint }));
    await compressFile(file);
  }
  writeWebBuildStamp({ production });
  console.log(
    `prerendered ${render.prerenderPages.map((p) => p.path).join(' ')} in ${Date.now() - started} ms${production ? '' : ' (development build)'}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
