// `npm test`: install what is missing (dependencies, Chromium, the web build), then run every test:
// lint, typecheck, unit + module tests on PGlite, the server tests again on PostgreSQL when
// TEST_DATABASE_URL is set, and the Playwright suite in Chromium against the built app.
// Prints each stage's duration and the total against one budget, and keeps .test-results/summary.json
// ({ passed, failed, steps, ms, complete }) up to date after every stage, so .ci/run can print its closing line
// even when this run is stopped.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { childrenCpuSeconds, runBounded, stopAll } from './lib/bounded.mjs';
import { ensureChromium, ensureDependencies, ensureWebBuild, log, root } from './lib/ensure.mjs';

// What a healthy run takes on a 2-core machine with the PostgreSQL pass is well under this; the total is
// printed against it so a slow-down shows before it becomes a problem.
const BUDGET_MIN = 20;
// The PostgreSQL stage's CPU leaves out the database server's own (not a child of this run).
// Hard caps per stage, five to ten times a healthy stage (a 2-core machine shared with other jobs runs a stage
// three to four times slower), so a healthy run is never cut while a hung stage still ends and the next ones
// run. If several hang, .ci/run stops the whole run at 75 minutes and this script still writes its counts.
const CAP_MIN = { lint: 5, typecheck: 10, pglite: 25, pg: 20, browser: 30 };

const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const started = Date.now();
const steps = [];
let current = 'setup';
let currentStarted = started;

function duration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

function writeSummary(complete) {
  const passed = steps.reduce((n, s) => n + s.passed, 0);
  const failed = steps.reduce((n, s) => n + s.failed, 0);
  const summary = {
    passed,
    failed,
    steps,
    ms: Date.now() - started,
    budgetMs: BUDGET_MIN * 60_000,
    complete,
  };
  writeFileSync(join(out, 'summary.json'), JSON.stringify(summary, null, 2));
  return { passed, failed };
}

// Wall time, and on Linux the CPU the stage's processes used: on a shared machine the wall time grows with the
// neighbours' load, the CPU time much less.
function timing(ms, cpuS) {
  return cpuS == null ? duration(ms) : `${duration(ms)}, CPU ${duration(cpuS * 1000)}`;
}

function record(name, passed, failed, ms, note, cpuS = null) {
  steps.push({
    name,
    passed,
    failed,
    ms,
    ...(cpuS == null ? {} : { cpuMs: Math.round(cpuS * 1000) }),
    ...(note ? { note } : {}),
  });
  log(`${name}: ${passed} passed, ${failed} failed (${timing(ms, cpuS)})${note ? ` — ${note}` : ''}`);
  writeSummary(false);
}

function finish() {
  const { passed, failed } = writeSummary(true);
  const total = Date.now() - started;
  log('─'.repeat(60));
  for (const s of steps) {
    const mark = s.failed ? '✗' : '✓';
    const counts = s.passed || s.failed ? `${s.passed} passed, ${s.failed} failed, ` : '';
    const cpu = s.cpuMs == null ? null : s.cpuMs / 1000;
    log(`${mark} ${s.name}: ${counts}${timing(s.ms, cpu)}${s.note ? ` — ${s.note}` : ''}`);
  }
  const over = total > BUDGET_MIN * 60_000 ? ' — OVER BUDGET' : '';
  const cpu = childrenCpuSeconds();
  log(`total time ${timing(total, cpu)} (budget ${BUDGET_MIN} min)${over}`);
  process.stdout.write(`npm test total: ${passed} passed, ${failed} failed\n`);
  process.exit(failed > 0 ? 1 : 0);
}

// Stopped from outside (.ci/run's timeout, Ctrl-C): end the running stage and still write the counts so far.
for (const sig of ['SIGTERM', 'SIGINT']) {
  process.on(sig, () => {
    stopAll();
    record(`${current} (stopped by ${sig})`, 0, 1, Date.now() - currentStarted);
    finish();
  });
}

let chromium;
{
  const t0 = Date.now();
  const cpu0 = childrenCpuSeconds();
  try {
    ensureDependencies();
    chromium = ensureChromium();
    ensureWebBuild();
    const cpu = cpu0 === null ? null : childrenCpuSeconds() - cpu0;
    record('setup (dependencies, Chromium, web build)', 0, 0, Date.now() - t0, undefined, cpu);
  } catch (err) {
    log(err instanceof Error ? err.message : String(err));
    record('setup', 0, 1, Date.now() - t0);
    finish();
  }
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const minutes = (n) => n * 60_000;
const capNote = (r, cap) => (r.timedOut ? `stopped at the ${cap} min cap` : undefined);

// A check that is one command: one pass or one failure.
async function check(name, cmd, args, capMin) {
  current = name;
  currentStarted = Date.now();
  const r = await runBounded(cmd, args, { timeoutMs: minutes(capMin) });
  record(name, r.code === 0 ? 1 : 0, r.code === 0 ? 0 : 1, r.ms, capNote(r, capMin), r.cpuS);
}

async function vitest(name, file, args, env, capMin) {
  current = name;
  currentStarted = Date.now();
  const report = join(out, file);
  const r = await runBounded(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { timeoutMs: minutes(capMin), env: { ...process.env, ...env } },
  );
  if (!existsSync(report)) return record(name, 0, 1, r.ms, capNote(r, capMin) ?? 'no report', r.cpuS);
  const j = JSON.parse(readFileSync(report, 'utf8'));
  const failedSuites = (j.testResults ?? []).filter(
    (t) => t.status === 'failed' && t.assertionResults.length === 0,
  ).length;
  const failed =
    j.numFailedTests + failedSuites + (r.code !== 0 && j.numFailedTests === 0 && failedSuites === 0 ? 1 : 0);
  record(name, j.numPassedTests, failed, r.ms, capNote(r, capMin), r.cpuS);
}

async function playwright(name, capMin) {
  current = name;
  currentStarted = Date.now();
  const report = join(out, 'playwright.json');
  const r = await runBounded(bin('playwright'), ['test'], {
    timeoutMs: minutes(capMin),
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      // Playwright stops itself a little before the cap, so the report still lists what ran.
      E2E_GLOBAL_TIMEOUT_MS: String(minutes(capMin - 2)),
    },
  });
  if (!existsSync(report)) return record(name, 0, 1, r.ms, capNote(r, capMin) ?? 'no report', r.cpuS);
  const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
  const failed = (s.unexpected ?? 0) + (r.code !== 0 && !s.unexpected ? 1 : 0);
  const note =
    capNote(r, capMin) ??
    (r.code !== 0 && s.duration >= minutes(capMin - 2) ? 'stopped by its global timeout' : undefined);
  record(name, (s.expected ?? 0) + (s.flaky ?? 0), failed, r.ms, note, r.cpuS);
}

log(`budget ${BUDGET_MIN} min for the whole run`);
await check('lint (biome)', bin('biome'), ['check', '.'], CAP_MIN.lint);
await check('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck'], CAP_MIN.typecheck);
await vitest(
  'unit and module tests (PGlite)',
  'vitest-pglite.json',
  [],
  { TEST_DB: 'pglite' },
  CAP_MIN.pglite,
);
if (process.env.TEST_DATABASE_URL) {
  await vitest(
    'server tests (PostgreSQL)',
    'vitest-pg.json',
    ['--project', 'server'],
    { TEST_DB: 'pg' },
    CAP_MIN.pg,
  );
} else {
  log('TEST_DATABASE_URL is not set: the PostgreSQL pass of the server tests is skipped (.ci/run sets it).');
}
await playwright('browser tests (Chromium)', CAP_MIN.browser);

finish();
