// What the Lighthouse benches share (bench/web.ts, bench/web-ab.ts, bench/web-members.ts): one Lighthouse run of
// a page in a fresh Debian Chromium (mobile profile, simulated throttling), the figures read from its report, the
// CPU slowdown calibrated to a fixed target device, medians and spreads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// On a loaded machine Lighthouse can leave a DevTools protocol timeout unhandled (a promise of a run that has already
// failed): it ended a bench of thirty runs in the middle (load 30). Such a run is retried by lighthouseRetry; the
// stray rejection is only reported. Anything else still ends the process.
// A closed target (the page's renderer gone mid-run, at load 35) is left unhandled the same way (decision 229).
process.on('unhandledRejection', (e) => {
  const err = e as { code?: string; protocolError?: string } | null;
  if (err?.code === 'PROTOCOL_TIMEOUT' || /Target closed/.test(err?.protocolError ?? '')) {
    process.stdout.write(
      `Lighthouse left a protocol error unhandled (${err?.code ?? err?.protocolError}); going on\n`,
    );
    return;
  }
  throw e;
});

export interface Row {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** every byte transferred (compressed) */
  bytes: number;
  /** JavaScript bytes transferred (compressed), from the network requests of the run */
  jsBytes: number;
  /** the JavaScript files fetched (paths), to check which areas' code a page loads */
  jsFiles: string[];
  /** Lighthouse's measure of the host's speed during the run (~1000+ is a normal desktop; lower skews CPU metrics) */
  benchmarkIndex: number;
  /** the CPU slowdown Lighthouse simulated */
  cpuSlowdown: number;
  /** main-thread time of the run by category (script evaluation, style & layout, …), simulated, ms */
  mainThread: Record<string, number>;
  /** the longest main-thread tasks of the run: what ran (script URL or 'other'), start and duration in ms */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /**
   * Blocking time from the CPU time of the page's main-thread tasks after the first contentful paint (the trace's
   * thread time, not the wall clock), times the run's CPU slowdown: Σ max(0, cpu × slowdown − 50 ms). Lighthouse's
   * TBT is built from the wall-clock length of the observed tasks, which on a shared machine include the time the
   * tab waited for a core (a 10 ms task measured 380 ms at load 29); this figure leaves that out, so two variants
   * compare on a loaded machine. A proxy read beside TBT, not Lighthouse's metric (bench/README, decision 224).
   */
  cpuTbtMs: number;
  /** the longest such task, CPU time × slowdown, ms */
  cpuLongestMs: number;
  /**
   * when the app took over the page rendered ahead (main.tsx's 'app-took-over' mark), observed ms after the
   * navigation started; NaN on a page without one. A variant that takes over later can look better on TBT only
   * because its work falls outside Lighthouse's window (decision 233).
   */
  tookOverMs: number;
}

/** A Chromium trace event, the fields the benches read (bench/page-tasks.ts too). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    frame?: string;
    data?: { frame?: string; url?: string; functionName?: string };
  };
}

/**
 * `cpuTbtMs` and `cpuLongestMs` of a Lighthouse trace: the renderer main thread that painted the first content
 * (its `firstContentfulPaint` mark), its top-level tasks (`RunTask`) from that mark on, by thread time.
 */
export function cpuBlocking(
  events: TraceEvent[],
  slowdown: number,
): { cpuTbtMs: number; cpuLongestMs: number } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return { cpuTbtMs: Number.NaN, cpuLongestMs: Number.NaN };
  let total = 0;
  let longest = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid) continue;
    if (e.ts < fcp.ts || e.tdur === undefined) continue;
    const ms = (e.tdur / 1000) * slowdown;
    total += Math.max(0, ms - 50);
    longest = Math.max(longest, ms);
  }
  return { cpuTbtMs: total, cpuLongestMs: longest };
}

/**
 * The CPU slowdown that makes this host behave like a mid-tier phone (a Moto G4-class device, Lighthouse
 * benchmarkIndex ≈ 150), from the host's benchmarkIndex: the piecewise-linear calibration of Lighthouse's
 * documentation (docs/throttling.md, "Calibrating the CPU slowdown", and its CPU slowdown calculator):
 * an index of 2000 → 6×, 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×. Lighthouse's default is a constant 4×,
 * which is right only for a host of index ≈ 1533; on a slower host it lands on a slower phone than intended.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * Lighthouse's default 4× as it would land on a host of benchmark index `asIndex`: a task that takes t ms here takes
 * about t × (this host's index / asIndex) there. Never below 4× (a slower host than `asIndex` stays at the default).
 */
export function asIndexSlowdown(benchmarkIndex: number, asIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || !(asIndex > 0)) return 4;
  return Math.max(4, (4 * benchmarkIndex) / asIndex);
}

export interface RunOptions {
  /** Lighthouse's `throttling.cpuSlowdownMultiplier` (default: the mobile profile's 4) */
  cpuSlowdown?: number;
  /** request headers of every request of the run (e.g. a session cookie) */
  headers?: Record<string, string>;
  /** only the performance category (faster) */
  performanceOnly?: boolean;
  /** a folder to keep the run's Lighthouse JSON report in */
  saveDir?: string;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export async function lighthouseOnce(url: string, options: RunOptions = {}): Promise<Row> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // the default config is the mobile profile (Moto G Power, slow 4G, simulated throttling)
        onlyCategories: options.performanceOnly
          ? ['performance']
          : ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(options.headers ? { extraHeaders: options.headers } : {}),
      },
      options.cpuSlowdown
        ? {
            extends: 'lighthouse:default',
            settings: { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } },
          }
        : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (options.saveDir) {
      mkdirSync(options.saveDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(options.saveDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = <T>(id: string) =>
      ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
    const scripts = items<NetworkItem>('network-requests').filter((r) => r.resourceType === 'Script');
    const mainThread: Record<string, number> = {};
    for (const i of items<{ groupLabel: string; duration: number }>('mainthread-work-breakdown'))
      mainThread[i.groupLabel] = Math.round(i.duration);
    const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4;
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    const cpu = cpuBlocking(trace?.traceEvents ?? [], slowdown);
    const tookOver = items<{ name: string; startTime: number }>('user-timings').find(
      (t) => t.name === 'app-took-over',
    );
    return {
      ...cpu,
      tookOverMs: tookOver ? Math.round(tookOver.startTime) : Number.NaN,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
      jsBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
      jsFiles: scripts.map((r) => new URL(r.url).pathname),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: slowdown,
      mainThread,
      longTasks: items<{ url: string; startTime: number; duration: number }>('long-tasks').map((t) => ({
        url: t.url,
        startMs: Math.round(t.startTime),
        durationMs: Math.round(t.duration),
      })),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One run, up to twice more if Lighthouse failed to record the trace (NO_NAVSTART: seen on a loaded machine, and
 * twice in a row on /map at 8.4× on a quiet one; a bench of 50 runs should not end for it).
 */
export async function lighthouseRetry(url: string, options: RunOptions = {}): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, options);
    } catch (e) {
      if (attempt >= 3) throw e;
      process.stdout.write(`${url}: ${(e as Error).message}; trying again\n`);
    }
  }
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 === 1 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
}

/** The run whose performance score is the median one, so every figure of a row comes from one real run. */
export function medianRun(rs: Row[]): Row {
  const m = median(rs.map((r) => r.performance));
  return rs.reduce((best, r) =>
    Math.abs(r.performance - m) < Math.abs(best.performance - m) ? r : best,
  ) as Row;
}

/** "median (min–max)" of a figure over runs */
export function spread(xs: number[], digits = 0): string {
  const f = (x: number) => x.toFixed(digits);
  return `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
}
