// `npm run bench:page-tasks -- <url> [runs]`: where a page's blocking time comes from. Loads the page in a fresh
// Debian Chromium (Lighthouse's mobile viewport, no throttling), records a trace, and prints the renderer's
// main-thread tasks from the first contentful paint on whose CPU time (the trace's thread time) is at least
// BENCH_TASKS_MIN_MS (default 5), each with the CPU time of what ran inside it (module evaluation, script calls,
// style, layout, paint, garbage collection) and the scripts involved; then the blocking sum Σ max(0, cpu × 4 − 50)
// that bench/lighthouse.ts calls CPU TBT. CPU time rather than wall clock: on a shared machine a task's length is
// mostly its wait for a core (decision 224). Used for decision 229; the trace of the first run is written to
// BENCH_TASKS_TRACE when set (open it in Chromium's performance panel). BENCH_TASKS_DETAIL=1 also records
// Blink's and the fonts' own trace events and lists, under each task of 20 ms or more, the ten inner events
// with the most CPU time and how often they ran (decision 234 found the font swap's cost this way:
// FontCache::GetFontPlatformData ×4,172 in one layout). Tracing them inflates every figure: compare runs with
// the same setting only.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromePath, type TraceEvent } from './lighthouse';

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: npm run bench:page-tasks -- <url> [runs]');
const runs = Math.max(1, Number(runsArg ?? 1));
const minMs = Number(process.env.BENCH_TASKS_MIN_MS ?? 5);
const SLOWDOWN = 4;
const detail = process.env.BENCH_TASKS_DETAIL === '1';
const KINDS = [
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
];

for (let run = 1; run <= runs; run++) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      'v8.execute',
      'toplevel',
      ...(detail ? ['blink', 'fonts', 'disabled-by-default-fonts'] : []),
    ],
  });
  // the map keeps its live stream open: 'load' and then a settling time (BENCH_TASKS_SETTLE_MS, default 8000: the
  // app's takeover, the fonts, the map) instead of 'networkidle'
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  // nothing is evaluated in the page (a wait for a condition would inject Playwright's own script, a long task)
  await page.waitForTimeout(Number(process.env.BENCH_TASKS_SETTLE_MS ?? 8000));
  const buffer = await browser.stopTracing();
  await browser.close();
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  if (run === 1 && process.env.BENCH_TASKS_TRACE) writeFileSync(process.env.BENCH_TASKS_TRACE, buffer);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const nav =
    events
      .filter((e) => e.name === 'navigationStart' && e.ts <= fcp.ts)
      .sort((a, b) => a.ts - b.ts)
      .at(-1) ?? fcp;
  const main = events
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const at = (e: TraceEvent) => `${Math.round((e.ts - nav.ts) / 1000)}`.padStart(6);
  console.log(`\n${url} run ${run}/${runs}: first contentful paint at ${at(fcp).trim()} ms`);
  let blocking = 0;
  const totals = new Map<string, number>();
  for (const task of main) {
    if (task.name !== 'RunTask' || task.tdur === undefined || task.dur === undefined) continue;
    if (task.ts + task.dur < fcp.ts) continue;
    const cpu = task.tdur / 1000;
    blocking += Math.max(0, cpu * SLOWDOWN - 50);
    if (cpu < minMs) continue;
    const end = task.ts + task.dur;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const parts: string[] = [];
    const scripts = new Set<string>();
    for (const kind of KINDS) {
      // the outermost events of a kind only, so that nested calls are not counted twice
      let until = -1;
      let ms = 0;
      for (const e of inside) {
        if (e.name !== kind || e.ts < until) continue;
        until = e.ts + (e.dur ?? 0);
        ms += (e.tdur ?? e.dur ?? 0) / 1000;
        const source = e.args?.data?.url;
        if (source) scripts.add(source.replace(/^https?:\/\/[^/]+/, ''));
      }
      if (ms >= 0.5) parts.push(`${kind} ${ms.toFixed(1)}`);
      totals.set(kind, (totals.get(kind) ?? 0) + ms);
    }
    console.log(
      `${at(task)} ms  cpu ${cpu.toFixed(1).padStart(5)} ms (×${SLOWDOWN} ${Math.round(cpu * SLOWDOWN)})  ` +
        `wall ${(task.dur / 1000).toFixed(0).padStart(5)} ms  ${parts.join(', ')}${scripts.size ? `  [${[...scripts].slice(0, 3).join(' ')}]` : ''}`,
    );
    if (detail && cpu >= 20) {
      // every inner event by name (nested ones are counted inside their parents too)
      const byName = new Map<string, { ms: number; count: number }>();
      for (const e of inside) {
        if (e.name === 'ThreadControllerImpl::RunTask') continue;
        const entry = byName.get(e.name) ?? { ms: 0, count: 0 };
        entry.ms += (e.tdur ?? e.dur ?? 0) / 1000;
        entry.count += 1;
        byName.set(e.name, entry);
      }
      for (const [name, { ms, count }] of [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10)) {
        console.log(`            ${ms.toFixed(1).padStart(6)} ms ×${count}  ${name}`);
      }
    }
  }
  console.log(`CPU TBT (×${SLOWDOWN}): ${Math.round(blocking)} ms`);
  console.log(
    `in the tasks listed: ${[...totals]
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join(', ')}`,
  );
}
