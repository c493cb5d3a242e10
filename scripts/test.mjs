// `npm test`: install what is missing (dependencies, Chromium, the web build), then run every test:
// lint, typecheck, unit + module tests on PGlite, the server tests again on PostgreSQL when
// TEST_DATABASE_URL is set, and the Playwright suite in Chromium against the built app.
// Writes .test-results/summary.json ({ passed, failed, steps }) for .ci/run.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensureWebBuild, log, root, run } from './lib/ensure.mjs';

const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const steps = [];
function record(name, passed, failed) {
  steps.push({ name, passed, failed });
  log(`${name}: ${passed} passed, ${failed} failed`);
}
function finish() {
  const passed = steps.reduce((n, s) => n + s.passed, 0);
  const failed = steps.reduce((n, s) => n + s.failed, 0);
  writeFileSync(join(out, 'summary.json'), JSON.stringify({ passed, failed, steps }, null, 2));
  log('─'.repeat(60));
  for (const s of steps) log(`${s.failed ? '✗' : '✓'} ${s.name}: ${s.passed} passed, ${s.failed} failed`);
  process.stdout.write(`npm test total: ${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? 1 : 0);
}

let chromium;
try {
  ensureDependencies();
  chromium = ensureChromium();
  ensureWebBuild();
} catch (err) {
  log(err instanceof Error ? err.message : String(err));
  record('setup', 0, 1);
  finish();
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const minutes = (n) => n * 60_000;

// A check that is one command: one pass or one failure.
function check(name, cmd, args, timeoutMin) {
  const code = run(cmd, args, { timeout: minutes(timeoutMin) });
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

function vitest(name, file, args, env) {
  const report = join(out, file);
  const code = run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      timeout: minutes(12),
      env: { ...process.env, ...env },
    },
  );
  if (!existsSync(report)) return record(name, 0, 1);
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const failedSuites = (r.testResults ?? []).filter(
    (t) => t.status === 'failed' && t.assertionResults.length === 0,
  ).length;
  const failed =
    r.numFailedTests + failedSuites + (code !== 0 && r.numFailedTests === 0 && failedSuites === 0 ? 1 : 0);
  record(name, r.numPassedTests, failed);
}

check('lint (biome)', bin('biome'), ['check', '.'], 5);
check('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck'], 8);
vitest('unit and module tests (PGlite)', 'vitest-pglite.json', [], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests (PostgreSQL)', 'vitest-pg.json', ['--project', 'server'], { TEST_DB: 'pg' });
} else {
  log('TEST_DATABASE_URL is not set: the PostgreSQL pass of the server tests is skipped (.ci/run sets it).');
}

{
  const report = join(out, 'playwright.json');
  const code = run(bin('playwright'), ['test'], {
    timeout: minutes(12),
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (!existsSync(report)) record('browser tests (Chromium)', 0, 1);
  else {
    const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
    const failed = (s.unexpected ?? 0) + (code !== 0 && !s.unexpected ? 1 : 0);
    record('browser tests (Chromium)', (s.expected ?? 0) + (s.flaky ?? 0), failed);
  }
}

finish();
