// `npm run bench:lantern-tasks -- <url> [slowdown] [runs]`: which of a page's main-thread tasks Lighthouse's simulated
// total blocking time counts, and why. Lighthouse (mobile profile, simulated throttling, `slowdown` default 4) loads
// the page once per run in Debian's Chromium; its simulation (Lantern, @paulirish/trace_engine) keeps every
// simulated timeline, and this prints for the first-contentful-paint and total-blocking-time simulations the CPU tasks
// they hold: simulated start and length beside the observed task's wall-clock and CPU time and what ran inside it,
// and for each task the blocking time it adds (its part after the simulated FCP, less 50 ms). What it showed (decision
// 239): Lantern multiplies a task's wall-clock length (a layout task's by half the slowdown), keeps a task only
// when it lasts ≥ 10 ms or starts a request, and computes FCP from a smaller graph than TBT — the page's first
// layout, observed before the first paint, ends after the simulated FCP by the length of the navigation's commit task.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromePath, type TraceEvent } from './lighthouse';

const [url, slowdownArg, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: npm run bench:lantern-tasks -- <url> [slowdown] [runs]');
const slowdown = Number(slowdownArg ?? 4);
const runs = Math.max(1, Number(runsArg ?? 1));

interface SimNode {
  type: string;
  event: TraceEvent;
  childEvents: TraceEvent[];
}
type Timings = Map<SimNode, { startTime: number; endTime: number }>;

/** "Layout 12.3, Paint 1.2": the inner events with the most wall-clock time, in ms */
function inside(node: SimNode): string {
  const sums = new Map<string, number>();
  for (const e of node.childEvents) {
    if ((e.dur ?? 0) < 500) continue;
    sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

for (let run = 1; run <= runs; run++) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: slowdown } } },
    );
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const fcp = audit('first-contentful-paint');
  console.log(
    `\n${url} run ${run}/${runs} (${slowdown}×): performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
      `FCP ${fcp} ms, TBT ${audit('total-blocking-time')} ms, TTI ${audit('interactive')} ms`,
  );
  const events = (artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? [];
  const observedFcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const all = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Timings> } } })
    .Simulation.Simulator.allNodeTimings;
  for (const label of ['optimisticFirstContentfulPaint', 'optimisticTotalBlockingTime']) {
    const timings = all.get(label);
    if (!timings) continue;
    const tbt = label.includes('Blocking');
    console.log(
      tbt ? '  tasks of the TBT simulation (≥ 50 ms simulated):' : '  tasks of the FCP simulation:',
    );
    const rows = [...timings]
      .filter(([node, t]) => node.type === 'cpu' && (!tbt || t.endTime - t.startTime >= 50))
      .sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const length = t.endTime - t.startTime;
      const after = Math.min(length, t.endTime - fcp);
      const blocking = tbt && after > 50 ? ` → blocking ${Math.round(after - 50)} ms` : '';
      console.log(
        `    sim ${Math.round(t.startTime)}+${Math.round(length)} ms  observed ${((node.event.ts - observedFcp) / 1000).toFixed(0)} ms from FCP, wall ${((node.event.dur ?? 0) / 1000).toFixed(1)}, CPU ${((node.event.tdur ?? 0) / 1000).toFixed(1)}  ${inside(node)}${blocking}`,
      );
    }
  }
  all.clear();
}
