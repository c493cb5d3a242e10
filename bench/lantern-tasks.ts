// `npm run bench:lantern-tasks -- <url> [slowdown] [runs]`: which of a page's main-thread tasks Lighthouse's simulated
// total blocking time counts, and why. Lighthouse (mobile profile, simulated throttling, `slowdown` default 4) loads
// the page once per run in Debian's Chromium; its simulation (Lantern, @paulirish/trace_engine) keeps every
// simulated timeline, and this prints for the first-contentful-paint and total-blocking-time simulations the CPU tasks
// they hold: simulated start and length beside the observed task's wall-clock and CPU time and what ran inside it,
// and for each task the blocking time it adds (its part after the simulated FCP, less 50 ms). What it showed (decision
// 239): Lantern multiplies a task's wall-clock length (a layout task's by half the slowdown), keeps a task only
// when it lasts ≥ 10 ms or starts a request, and computes FCP from a smaller graph than TBT — the page's first
// layout, observed before the first paint, ends after the simulated FCP by the length of the navigation's commit task.
// Each run ends with a line on the page's first layout and the navigation's commit task: their lengths, whether
// the FCP simulation holds them, and the blocking time the layout adds (decision 240).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromePath, type TraceEvent } from './lighthouse';

const [url, slowdownArg, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: npm run bench:lantern-tasks -- <url> [slowdown] [runs]');
const slowdown = Number(slowdownArg ?? 4);
const runs = Math.max(1, Number(runsArg ?? 1));

interface SimNode {
  /** the same in every simulation's copy of the graph */
  id: string;
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

/** "wall 12.3, CPU 4.5": the observed task's wall-clock and CPU time, in ms */
const lengths = (node: SimNode) =>
  `wall ${((node.event.dur ?? 0) / 1000).toFixed(1)}, CPU ${((node.event.tdur ?? 0) / 1000).toFixed(1)}`;

/** What a simulated task adds to TBT: its part after the reported FCP, less 50 ms */
const blockingMs = (t: { startTime: number; endTime: number }, fcp: number) =>
  Math.max(0, Math.min(t.endTime - t.startTime, t.endTime - fcp) - 50);

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
      const blocking =
        tbt && blockingMs(t, fcp) > 0 ? ` → blocking ${Math.round(blockingMs(t, fcp))} ms` : '';
      console.log(
        `    sim ${Math.round(t.startTime)}+${Math.round(t.endTime - t.startTime)} ms  observed ${((node.event.ts - observedFcp) / 1000).toFixed(0)} ms from FCP, ${lengths(node)}  ${inside(node)}${blocking}`,
      );
    }
  }
  // The page's first layout (the task before the observed first paint with the most layout) and the navigation's
  // commit task (Chromium creating the page's document and script context): where the layout ran (the first paint's
  // task, or the task where the document finished parsing: with form fields on the page Chromium lays the page out
  // there, decision 240), whether each is in the FCP simulation, and the blocking time the layout adds. The TBT
  // simulation runs the commit task before the layout; when the FCP estimate holds the one and not the other, the
  // layout ends after the estimated FCP by about the commit task's simulated length.
  const fcpTimings = all.get('optimisticFirstContentfulPaint');
  const tbtTimings = all.get('optimisticTotalBlockingTime');
  const inFcp = (node: SimNode) => [...(fcpTimings?.keys() ?? [])].some((n) => n.id === node.id);
  const sumOf = (node: SimNode, name: string) =>
    node.childEvents.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const before = [...(tbtTimings?.keys() ?? [])].filter(
    (node) => node.type === 'cpu' && node.event.ts < observedFcp,
  );
  const first = before
    .filter((node) => sumOf(node, 'Layout') > 0)
    .sort((a, b) => sumOf(b, 'Layout') - sumOf(a, 'Layout'))[0];
  // the longest commit (an SVG image's own document commits inside the layout too)
  const commit = before
    .filter((node) => sumOf(node, 'DocumentLoader::CommitNavigation') > 0)
    .sort(
      (a, b) => sumOf(b, 'DocumentLoader::CommitNavigation') - sumOf(a, 'DocumentLoader::CommitNavigation'),
    )[0];
  if (first && tbtTimings) {
    const end = first.event.ts + (first.event.dur ?? 0);
    const domContent = events.some(
      (e) =>
        e.name === 'MarkDOMContent' && e.ts >= first.event.ts && e.ts <= end && e.pid === first.event.pid,
    );
    const where = first.childEvents.some((e) => e.name === 'Paint')
      ? "the first paint's task"
      : domContent
        ? 'the task where the document finished parsing'
        : 'a task of its own';
    const t = tbtTimings.get(first) as { startTime: number; endTime: number };
    console.log(
      `  first layout: ${lengths(first)}, in ${where}, ${inFcp(first) ? 'in' : 'not in'} the FCP simulation; ` +
        `commit task: ${commit ? `${lengths(commit)}, ${inFcp(commit) ? 'in' : 'not in'} the FCP simulation` : 'not found'}; ` +
        `blocking the layout adds: ${Math.round(blockingMs(t, fcp))} ms`,
    );
  }
  all.clear();
}
