import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { pretendardSubsets } from './build/fonts.ts';
import { koSplit } from './build/ko-split.ts';
import { mantineCssPerComponent, mantineScrollAreaWithoutFloatingUi } from './build/mantine-css.ts';
import { precompress } from './build/precompress.ts';
import { uiKitDoorsWithoutSideEffects } from './build/ui-kit.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

// The SPA; `npm start` serves apps/web/dist from the API server, `npm run dev` proxies /api to it.
// What the first page may weigh and how it is kept there: decisions 085–088 and src/build-budget.test.ts.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    koSplit(fileURLToPath(new URL('../../packages/shared/src/messages/ko.ts', import.meta.url))),
    mantineCssPerComponent(),
    mantineScrollAreaWithoutFloatingUi(),
    uiKitDoorsWithoutSideEffects(),
    // the browser build's own work; the Node build of the pages rendered ahead (build/prerender.ts) skips it
    ...(isSsrBuild
      ? []
      : [
          pretendardSubsets(fileURLToPath(new URL('./src/styles/font-subsets.ts', import.meta.url))),
          compileHints(),
          precompress(() => outDir),
        ]),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // read by the first-page budget test
    manifest: true,
    rolldownOptions: {
      // Needed by the inlining of small common chunks below (the entry exports nothing anyway); the Node build's
      // entry exports the renderer.
      preserveEntrySignatures: isSsrBuild ? 'exports-only' : false,
      // (the Node build, one file for build/prerender.ts to run, needs none of this)
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // Common chunks under 6 kB (a Mantine component, a schema file) are copied into the chunks that use them
              // instead of being fetched on their own: a screen then comes in ~5 files instead of ~20, which over
              // HTTP/1.1 (six connections) saves the phone three or four round trips for ~8 kB more (decision 086).
              experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
              groups: [
                // Framework code changes rarely and every page needs it: its own chunk, so a deploy of the app does
                // not bust its cache. Everything else is split by use (no shared "vendor" chunk: that put every
                // library any screen uses, Mantine's included, on the first page).
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                // The rest of what the first page runs (main.tsx's static imports, '$initial'): one chunk. Left to
                // automatic chunking it comes as ~20 small shared chunks (every module a lazy screen also uses gets one),
                // and a phone over HTTP/1.1 fetches them six at a time, a round trip per wave. Lazy screens import what
                // they share with the first page from this chunk, already loaded.
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // 127.0.0.1: the API listens there in demo mode (HOST unset), whatever `localhost` resolves to first
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
}));
