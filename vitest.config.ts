import { defineConfig } from 'vitest/config';

// One runner, four projects. Server tests build the app on a database of their own per file, copied from one
// migrated per run (apps/server/src/test/global-setup.ts).
export default defineConfig({
  test: {
    // Vitest picks cores − 1 workers: one on the 2-core machines. Test files share no ports (they listen on 0),
    // no fixed folders (mkdtemp) and no databases, and each file runs in a process of its own: two at once.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // `npm start` / `npm test`'s own helpers and the rules of the container files (no Docker engine here)
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // A worker runs its server files one after another in one module graph instead of a fresh process per
          // file: importing the app (Fastify, every module, drizzle, PGlite's WebAssembly) cost ~3 s a file, over
          // 2 min of CPU a pass (decision 175). Each test app still starts on a database as migrated: on PGlite an
          // instance of the worker emptied after the app before it (decision 232); no test keeps state in a module
          // (metrics use the app's own registry).
          isolate: false,
          // New password hashes at scrypt N=2^10 instead of 2^15 (~1 ms instead of ~100 ms of CPU each); honoured
          // only with NODE_ENV=test, which Vitest sets (decision 228). auth/password.test.ts checks the full cost.
          env: { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '10' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // A worker runs its web files one after another in one document and keeps the libraries loaded; the
          // setup file resets the document and storage after each test and the portal's own modules after each
          // file. A fresh environment per file spent ~75 % of the project's CPU importing React, Mantine and the
          // testing tools again (320 → 87 CPU-s, 170 → 40 s; decision 230).
          isolate: false,
          // Beside a server test file on the other worker, a render-heavy test (the Excel workbook) can pass
          // the default 5 s on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
