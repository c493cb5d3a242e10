// `npm run bench:web`: what a citizen's phone sees on a first visit. Builds the web app, starts the portal on a
// fresh embedded database (demo seed) in a temporary DATA_DIR, then runs Lighthouse (mobile profile, simulated
// throttling, Debian's Chromium) BENCH_WEB_RUNS times (default 3) on each public page and prints the medians:
// the four category scores, FCP, LCP, TBT, CLS and the bytes transferred. Port: BENCH_WEB_PORT, else a free one
// (3306, once planned, is MariaDB's on these machines).
// Two runs of each page per round (issue 36):
//  - "default": Lighthouse's mobile profile as is, a constant 4× CPU slowdown of this host: what the issue 19
//    goal is stated in. On a slow or loaded host (benchmark index under ~1500) this is a slower phone than intended.
//  - "calibrated": the CPU slowdown for a fixed target, a mid-tier phone (Moto G4 class), computed from the host
//    benchmark index Lighthouse measured in the default run just before it (bench/lighthouse.ts,
//    calibratedSlowdown: Lighthouse's documented calibration). Its figures compare across machines.
// BENCH_WEB_CALIBRATED=0 skips the calibrated runs.
//  - "as idx N" (BENCH_WEB_AS_INDEX=N, off by default): Lighthouse's 4× as it would land on a host of benchmark index
//    N, i.e. 4 × (this host's index / N) when this host is faster. The issue 36 goal was set on hosts of index
//    1,000–1,470; this class of host has measured 2,000–3,400 since, where the default row is easier than the
//    goal meant. BENCH_WEB_AS_INDEX=1300 judges the goal on the host on any day (decision 237), twice: by
//    Lighthouse's TBT and score, and by CPU TBT (the phone's own work after the first paint; decision 240 says why
//    the first can count more than that on this host). The goal of issue 36 itself is stated on the default run.
// Pages: BENCH_WEB_PAGES (comma-separated paths) to measure fewer. BENCH_WEB_SKIP_BUILD=1 uses the build there.
// BENCH_WEB_SAVE=<dir> keeps each run's Lighthouse JSON report there.
// Goal (issues 19 and 36): performance ≥ 95 (≥ 90 on /map) and accessibility 100 on every page; TBT ≤ 200 ms
// (≤ 400 ms on /map).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, printTable, root, startPortal, stopServer, waitFor } from './lib';
import {
  asIndexSlowdown,
  calibratedSlowdown,
  chromePath,
  lighthouseRetry,
  median,
  medianRun,
  type Row,
} from './lighthouse';

const port = process.env.BENCH_WEB_PORT ? Number(process.env.BENCH_WEB_PORT) : await freePort();
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const withCalibrated = process.env.BENCH_WEB_CALIBRATED !== '0';
const asIndex = process.env.BENCH_WEB_AS_INDEX ? Number(process.env.BENCH_WEB_AS_INDEX) : null;
const pages = (process.env.BENCH_WEB_PAGES ?? '/main,/map,/lookup,/noticelist,/loginmain')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const origin = `http://127.0.0.1:${port}`;
const saveDir = process.env.BENCH_WEB_SAVE;
/** issue 36's goals; the map carries Leaflet and its markers */
const goal = (p: string) => (p === '/map' ? { perf: 90, tbt: 400 } : { perf: 95, tbt: 200 });

if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath} (set CHROME_PATH, or apt-get install chromium)`);
  process.exit(1);
}

if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
  console.log('building the web app…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
// the pages as a citizen sees them on the demo portal of `npm start`: with lots, notices and the home's popup
// (before decision 235 this bench measured an empty portal: no list, no marker, no popup)
const server = startPortal(port, dataDir, { DEMO_MODE: 'true' });
const load: number[] = [];
const results = new Map<string, Row[]>();
const calibrated = new Map<string, Row[]>();
const asHost = new Map<string, Row[]>();
try {
  await Promise.race([
    waitFor(`${origin}/api/health`, 180),
    new Promise((_, fail) => server.once('exit', (code) => fail(new Error(`the server exited (${code})`)))),
  ]);
  // one unmeasured visit per page: the server's first answers (seeding, snapshot) are not what a phone sees
  for (const p of pages) await fetch(`${origin}${p}`, { headers: { accept: 'text/html' } });
  // interleaved rounds: a busy moment of the shared machine touches every page a little, not one page a lot
  for (let i = 0; i < runs; i++) {
    for (const p of pages) {
      load.push(loadavg()[0] as number);
      const row = await lighthouseRetry(`${origin}${p}`, { saveDir });
      results.set(p, [...(results.get(p) ?? []), row]);
      process.stdout.write(
        `run ${i + 1}/${runs} ${p}: performance ${row.performance}, TBT ${Math.round(row.tbtMs)} ms (host index ${Math.round(row.benchmarkIndex)}, 4×)\n`,
      );
      if (asIndex) {
        const slowdown = asIndexSlowdown(row.benchmarkIndex, asIndex);
        const a = await lighthouseRetry(`${origin}${p}`, { saveDir, cpuSlowdown: slowdown });
        asHost.set(p, [...(asHost.get(p) ?? []), a]);
        process.stdout.write(
          `run ${i + 1}/${runs} ${p}: performance ${a.performance}, TBT ${Math.round(a.tbtMs)} ms (as index ${asIndex}: ${slowdown.toFixed(1)}×)\n`,
        );
      }
      if (!withCalibrated) continue;
      const slowdown = calibratedSlowdown(row.benchmarkIndex);
      const c = await lighthouseRetry(`${origin}${p}`, { saveDir, cpuSlowdown: slowdown });
      calibrated.set(p, [...(calibrated.get(p) ?? []), c]);
      process.stdout.write(
        `run ${i + 1}/${runs} ${p}: performance ${c.performance}, TBT ${Math.round(c.tbtMs)} ms (calibrated ${slowdown.toFixed(1)}×)\n`,
      );
    }
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const line = (p: string, run: string, rs: Row[]) => {
  const r = medianRun(rs);
  return [
    p,
    run,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    (r.fcpMs / 1000).toFixed(1),
    (r.lcpMs / 1000).toFixed(1),
    String(Math.round(r.tbtMs)),
    String(Math.round(median(rs.map((x) => x.cpuTbtMs)))),
    r.cls.toFixed(3),
    String(Math.round(r.bytes / 1024)),
    String(Math.round(median(rs.map((x) => x.benchmarkIndex)))),
    `${median(rs.map((x) => x.cpuSlowdown)).toFixed(1)}×`,
  ];
};
console.log('');
console.log(
  `Lighthouse ${runs} run(s) per page, mobile profile, simulated throttling; median run by performance score.`,
);
console.log(
  `machine: ${cpus().length} cores, load average during the runs ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
);
console.log(
  'default: the mobile profile as is (4× this host); calibrated: the slowdown that makes this host a mid-tier phone ' +
    '(Moto G4 class) by its benchmark index (host idx), the figure that compares across machines.',
);
console.log(
  "CPU TBT: the median over the runs of the same sum from the main thread's CPU time instead of its wall-clock time " +
    '(bench/lighthouse.ts cpuBlocking): on a shared 2-core host a task waits for a core, and Lighthouse multiplies ' +
    'that wait by the slowdown too (decision 224); the goal is judged on Lighthouse’s TBT, on the emulated host by both (decision 240).',
);
printTable(
  [
    'page',
    'run',
    'perf',
    'a11y',
    'best-pr.',
    'SEO',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CPU TBT ms',
    'CLS',
    'kB',
    'host idx',
    'CPU',
  ],
  pages.flatMap((p) => [
    line(p, 'default', results.get(p) ?? []),
    ...(asHost.has(p) ? [line(p, `as idx ${asIndex}`, asHost.get(p) ?? [])] : []),
    ...(calibrated.has(p) ? [line(p, 'calibrated', calibrated.get(p) ?? [])] : []),
  ]),
);
/**
 * The goal on each page's median run. `cpu`: TBT from the main thread's CPU time (the CPU TBT column) instead of
 * Lighthouse's simulated TBT, and no score (the score is computed from Lighthouse's TBT).
 */
const judge = (name: string, rows: Map<string, Row[]>, cpu = false) => {
  const failing = pages.filter((p) => {
    const rs = rows.get(p) ?? [];
    const r = medianRun(rs);
    if (cpu) return median(rs.map((x) => x.cpuTbtMs)) > goal(p).tbt;
    return r.performance < goal(p).perf || r.accessibility < 100 || r.tbtMs > goal(p).tbt;
  });
  const stated = cpu
    ? 'CPU TBT ≤ 200 ms, ≤ 400 ms on /map'
    : 'performance ≥ 95, ≥ 90 on /map; TBT ≤ 200 ms, ≤ 400 ms on /map; accessibility 100';
  if (failing.length > 0)
    console.log(`\nbelow the goal in the ${name} run (${stated}): ${failing.join(', ')}`);
  else console.log(`\nevery page meets the goal in the ${name} run (${stated})`);
};
// issue 36's goal is stated on the default run (decision 240)
judge('default', results);
if (asIndex) {
  // the emulated host: Lighthouse's simulated TBT there also counts what is not the phone's work after the first
  // paint (a 2-core host's waits for a core, multiplied by the slowdown; the page's first layout, which runs before
  // the first paint, pushed past the estimated FCP by the navigation's commit task; decisions 239 and 240), so both
  // readings are printed
  judge(`as idx ${asIndex}`, asHost);
  judge(`as idx ${asIndex}`, asHost, true);
}
