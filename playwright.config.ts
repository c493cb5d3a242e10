import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser (see TOOLCHAIN.md): `npm test` passes the one it found in
// CHROMIUM_PATH; run alone, the headless shell when installed (decision 231), else the full browser.
const SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers (E2E_WORKERS to try more): with two the stage used 0.55 of a core on average (CPU 9 min over 16.5
  // min of wall time), but three measured 15.1 min against 16.5 (load 17–21): too little for the contention.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // scripts/test.mjs sets this a little under its cap, so a hung run still ends with a report of what ran.
  globalTimeout: Number(process.env.E2E_GLOBAL_TIMEOUT_MS ?? 0),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-results/playwright.json' }],
  ],
  outputDir: '.test-results/playwright-artifacts',
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end. The trace's
    // screencast is left out: recording frames of every test made the GPU process (software compositing) the
    // busiest process of the run, ~35 % more time per journey on a 2-core machine (e2e/lots: 2.2 → 1.5 min).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // One API login per demo account, saved as storage state for the specs (e2e/helpers.ts authFile).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
