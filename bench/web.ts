// `npm run bench:web`: what a citizen's phone sees on a first visit. Builds the web app, starts the portal on a
// fresh embedded database (demo seed) in a temporary DATA_DIR, then runs Lighthouse (mobile profile, simulated
// throttling, Debian's Chromium) BENCH_WEB_RUNS times (default 3) on each public page and prints the medians:
// the four category scores, FCP, LCP, TBT, CLS and the bytes transferred. Port: BENCH_WEB_PORT, else a free one
// (3306, once planned, is MariaDB's on these machines).
// Pages: BENCH_WEB_PAGES (comma-separated paths) to measure fewer. BENCH_WEB_SKIP_BUILD=1 uses the build there.
// BENCH_WEB_SAVE=<dir> keeps each run's Lighthouse JSON report there.
// Goal (issue 19): performance ≥ 95 and accessibility 100 on every page.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, printTable, root, startPortal, stopServer, waitFor } from './lib';

const port = process.env.BENCH_WEB_PORT ? Number(process.env.BENCH_WEB_PORT) : await freePort();
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const pages = (process.env.BENCH_WEB_PAGES ?? '/main,/map,/lookup,/noticelist,/loginmain')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;

interface Row {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the host's speed during the run (~1000+ is a normal desktop; lower skews CPU metrics) */
  benchmarkIndex: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 === 1 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
}

/** The run whose performance score is the median one, so every figure of a row comes from one real run. */
function medianRun(rs: Row[]): Row {
  const m = median(rs.map((r) => r.performance));
  return rs.reduce((best, r) =>
    Math.abs(r.performance - m) < Math.abs(best.performance - m) ? r : best,
  ) as Row;
}

async function lighthouseOnce(url: string): Promise<Row> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // the default config is the mobile profile (Moto G Power, slow 4G, simulated throttling)
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_WEB_SAVE) {
      mkdirSync(process.env.BENCH_WEB_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_WEB_SAVE, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

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
const server = startPortal(port, dataDir);
const load: number[] = [];
const results = new Map<string, Row[]>();
try {
  await Promise.race([
    waitFor(`${origin}/api/health`),
    new Promise((_, fail) => server.once('exit', (code) => fail(new Error(`the server exited (${code})`)))),
  ]);
  // one unmeasured visit per page: the server's first answers (seeding, snapshot) are not what a phone sees
  for (const p of pages) await fetch(`${origin}${p}`, { headers: { accept: 'text/html' } });
  // interleaved rounds: a busy moment of the shared machine touches every page a little, not one page a lot
  for (let i = 0; i < runs; i++) {
    for (const p of pages) {
      load.push(loadavg()[0] as number);
      const row = await lighthouseOnce(`${origin}${p}`).catch((e: Error) => {
        // Lighthouse sometimes fails to record the trace (NO_NAVSTART): one more try, then give up
        process.stdout.write(`run ${i + 1}/${runs} ${p}: ${e.message}; trying again\n`);
        return lighthouseOnce(`${origin}${p}`);
      });
      results.set(p, [...(results.get(p) ?? []), row]);
      process.stdout.write(`run ${i + 1}/${runs} ${p}: performance ${row.performance}\n`);
    }
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const header = [
  'page',
  'perf',
  'a11y',
  'best-pr.',
  'SEO',
  'FCP s',
  'LCP s',
  'TBT ms',
  'CLS',
  'kB',
  'host idx',
];
const lines = [...results].map(([p, rs]) => {
  const r = medianRun(rs);
  return [
    p,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    (r.fcpMs / 1000).toFixed(1),
    (r.lcpMs / 1000).toFixed(1),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    String(Math.round(r.bytes / 1024)),
    String(Math.round(r.benchmarkIndex)),
  ];
});
console.log('');
console.log(
  `Lighthouse ${runs} run(s) per page, mobile profile, simulated throttling; median run by performance score.`,
);
console.log(
  `machine: ${cpus().length} cores, load average during the runs ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
);
printTable(header, lines);
const failing = [...results].filter(([, rs]) => {
  const r = medianRun(rs);
  return r.performance < 95 || r.accessibility < 100;
});
if (failing.length > 0)
  console.log(
    `\nbelow the goal (performance ≥ 95, accessibility 100): ${failing.map(([p]) => p).join(', ')}`,
  );
else console.log('\nevery page meets the goal (performance ≥ 95, accessibility 100)');
