// `npm run bench:screens`: how long each screen takes to show its data. Builds the web app (unless
// BENCH_SCREENS_SKIP_BUILD=1), starts the portal on a fresh embedded database (demo seed) in a temporary DATA_DIR,
// logs in as each demo account and opens every built route of the route table (e2e/route-list.ts: each with the
// first demo account its access rule lets in) in Debian's Chromium, in a fresh browser context each time (cold
// cache: boot, session, menu, the screen's code and its data, as on a first visit). A screen's time is from the
// start of the navigation to the first change of its `main` after the last API answer of the load (the data drawn);
// pages with no API answer of their own count to their last API answer. Prints the slowest first, with when the last
// JavaScript/CSS file arrived and when the screen's own first API call started (decision 201: it should not wait for
// the code), and the API calls of the slowest screens (start → end, ms) to show waterfalls (BENCH_SCREENS_CALLS, 5).
// BENCH_SCREENS_RUNS (default 1): runs per screen, median. BENCH_SCREENS_PAGES: comma-separated paths to measure
// fewer. BENCH_SCREENS_LIMIT_MS (default 1000): the goal; screens over it are flagged. The machine is shared: compare
// within one run, and read the load average printed with it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { demo } from '../e2e/helpers';
import { builtRoutes } from '../e2e/route-list';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { freePort, printTable, root, startPortal, stopServer, waitFor } from './lib';

const runs = Math.max(1, Number(process.env.BENCH_SCREENS_RUNS ?? 1));
const limitMs = Number(process.env.BENCH_SCREENS_LIMIT_MS ?? 1000);
const only = process.env.BENCH_SCREENS_PAGES?.split(',').map((p) => p.trim().toLowerCase());
// BENCH_SCREENS_BASELINE (default /popuplist, a back-office list with one call): each screen's time is also printed
// as a ratio to it, which compares across runs on a loaded machine better than milliseconds
const baselinePath = process.env.BENCH_SCREENS_BASELINE ?? '/popuplist';
const routes = builtRoutes.filter((r) => !only || only.includes(r.path.toLowerCase()));
// calls that draw nothing (the visit report)
const NOT_DRAWN = /\/api\/visitInfo/;
// the boot's calls (session, site information, menu): asked for by every screen before its own
const BOOT_CALLS = /^\/api\/(session|site\/info|menu\/siteMenu\.json)/;
// BENCH_SCREENS_CALLS (default 5): how many of the slowest screens get their API calls printed
const callsOf = Number(process.env.BENCH_SCREENS_CALLS ?? 5);

interface ApiCall {
  path: string;
  start: number;
  end: number;
}

interface Sample {
  ms: number;
  calls: ApiCall[];
  /** when the last JavaScript or CSS file of the load had arrived (ms after the navigation started) */
  codeEnd: number;
  /** when the screen's own first API call started (boot calls excluded), or -1 without one */
  dataStart: number;
}

/** Opens `path` in a fresh context of `storageState` and returns when its data showed. */
async function openScreen(
  browser: Browser,
  origin: string,
  path: string,
  storageState?: string,
): Promise<Sample> {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(() => {
      const changes: number[] = [];
      (window as unknown as { mainChanges: number[] }).mainChanges = changes;
      new MutationObserver((records) => {
        if (
          records.some(
            (r) => (r.target as Element).closest?.('main') || r.target.parentElement?.closest('main'),
          )
        )
          changes.push(performance.now());
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    // Every request of the load counts (code as well as API calls: a screen's chunk asked for late starts its own
    // calls only when it arrives), except the live stream, which stays open.
    let inFlight = 0;
    let quietSince = Date.now();
    const counted = (r: { resourceType(): string }) => r.resourceType() !== 'eventsource';
    page.on('request', (r) => {
      if (counted(r)) inFlight++;
    });
    const done = (r: { resourceType(): string }) => {
      if (!counted(r)) return;
      inFlight--;
      quietSince = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // a guard's alert (a route that needs a selection first) is answered at once
    page.on('dialog', (d) => void d.accept());
    // /mypageupdate opens behind my-page's password gate: the tab holds the value the gate issues (features/mypage/
    // gate.ts), as after a correct password, so the profile screen is measured rather than the refusal
    let address = path;
    if (path === '/mypageupdate') {
      await context.addInitScript(() =>
        sessionStorage.setItem('parking.mypage.check', JSON.stringify({ token: 'bench', at: Date.now() })),
      );
      address = `${path}?check=bench`;
    }
    await page.goto(`${origin}${address}`, { waitUntil: 'load' });
    // a page rendered ahead asks for the app's code after its first paint: the load ends once the app has drawn
    await page.waitForFunction(
      () => !document.getElementById('root')?.hasAttribute('data-prerendered'),
      null,
      {
        timeout: 20_000,
      },
    );
    quietSince = Date.now();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - quietSince < 1_000)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return await page.evaluate(
      ([notDrawn, boot]) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const code = resources.filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname));
        const codeEnd = Math.round(Math.max(0, ...code.map((e) => e.responseEnd)));
        const calls = resources
          .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
          .map((e) => ({
            path: new URL(e.name).pathname + new URL(e.name).search,
            start: Math.round(e.startTime),
            end: Math.round(e.responseEnd),
          }));
        const drawn = calls.filter((c) => !new RegExp(notDrawn).test(c.path));
        const lastAnswer = Math.max(0, ...drawn.map((c) => c.end));
        const changes = (window as unknown as { mainChanges: number[] }).mainChanges;
        const shown = changes.find((t) => t >= lastAnswer) ?? lastAnswer;
        const own = drawn.filter((c) => !new RegExp(boot).test(c.path));
        const dataStart = own.length > 0 ? Math.min(...own.map((c) => c.start)) : -1;
        return { ms: Math.round(shown), calls, codeEnd, dataStart };
      },
      [NOT_DRAWN.source, BOOT_CALLS.source] as const,
    );
  } finally {
    await context.close();
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] as number;
}

if (process.env.BENCH_SCREENS_SKIP_BUILD !== '1') {
  console.log('building the web app…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

const port = process.env.BENCH_SCREENS_PORT ? Number(process.env.BENCH_SCREENS_PORT) : await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-screens-'));
const server = startPortal(port, dataDir, { DEMO_MODE: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? chromiumPath,
  args: chromiumArgs,
});
const load: number[] = [];
const results = new Map<string, { visitor: string; samples: Sample[] }>();
try {
  await Promise.race([
    waitFor(`${origin}/api/health`, 180),
    new Promise((_, fail) => server.once('exit', (code) => fail(new Error(`the server exited (${code})`)))),
  ]);
  // one API login per demo account, kept as its storage state (cookies only: each visit is a new tab)
  const states = new Map<string, string>();
  for (const [role, who] of Object.entries(demo)) {
    const context = await browser.newContext();
    const res = await context.request.post(`${origin}/api/actionLogin.json`, {
      data: { empNo: who.id, password: who.password },
    });
    if (!res.ok()) throw new Error(`login ${who.id}: ${res.status()} ${await res.text()}`);
    const file = join(dataDir, `${role}.json`);
    await context.storageState({ path: file });
    states.set(role, file);
    await context.close();
  }
  // one unmeasured visit of a screen first: the server's first answers (caches, the database's first plans)
  await openScreen(browser, origin, '/main');
  for (let i = 0; i < runs; i++) {
    for (const r of routes) {
      load.push(loadavg()[0] as number);
      const sample = await openScreen(browser, origin, r.path, states.get(r.visitor));
      const entry = results.get(r.path) ?? { visitor: r.visitor, samples: [] };
      entry.samples.push(sample);
      results.set(r.path, entry);
      process.stdout.write(
        `run ${i + 1}/${runs} ${r.path} (${r.visitor}): ${sample.ms} ms (code ${sample.codeEnd}, data from ${sample.dataStart})\n`,
      );
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const rows = [...results]
  .map(([path, { visitor, samples }]) => {
    const ms = median(samples.map((s) => s.ms));
    const sample = samples.find((s) => s.ms === ms) as Sample;
    return { path, visitor, ms, sample };
  })
  .sort((a, b) => b.ms - a.ms);
console.log('');
console.log(
  `time until each screen's data shows, fresh context (cold cache), ${runs} run(s), median; slowest first`,
);
console.log(
  `machine: ${cpus().length} cores, load average during the runs ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
);
console.log(
  "code: the last JavaScript/CSS file arrived; data from: the screen's own first API call started (– none)",
);
const baseline = rows.find((r) => r.path.toLowerCase() === baselinePath.toLowerCase());
const ratio = (ms: number) => (baseline ? (ms / baseline.ms).toFixed(2) : '–');
console.log(
  baseline
    ? `ratio: to ${baseline.path} (${baseline.ms} ms) in this run`
    : `ratio: ${baselinePath} not measured`,
);
printTable(
  ['screen', 'account', 'ms', 'ratio', 'code', 'data from', 'API calls', ''],
  rows.map((r) => [
    r.path,
    r.visitor,
    String(r.ms),
    ratio(r.ms),
    String(r.sample.codeEnd),
    r.sample.dataStart < 0 ? '–' : String(r.sample.dataStart),
    String(r.sample.calls.length),
    r.ms > limitMs ? `over ${limitMs} ms` : '',
  ]),
);
console.log('');
console.log(`API calls of the ${callsOf} slowest screens (start → end, ms after the navigation started):`);
for (const r of rows.slice(0, callsOf)) {
  console.log(`${r.path} (${r.ms} ms)`);
  for (const c of r.sample.calls)
    console.log(`  ${String(c.start).padStart(5)} → ${String(c.end).padStart(5)}  ${c.path}`);
}
console.log('');
console.log(
  `slowest 10: ${rows
    .slice(0, 10)
    .map((r) => `${r.path} ${r.ms} ms (×${ratio(r.ms)})`)
    .join(', ')}`,
);
const over = rows.filter((r) => r.ms > limitMs);
console.log('');
console.log(
  over.length === 0 ? `every screen under ${limitMs} ms` : `${over.length} screen(s) over ${limitMs} ms`,
);
