// `npm run bench:web-members`: the first visit of member and back-office screens on a phone (issue 36 item 3).
// Builds the web app (unless BENCH_MEMBERS_SKIP_BUILD=1), starts the portal on a fresh embedded database with the
// demo accounts, logs each screen's demo account in through the API (as bench/screens.ts does) and runs Lighthouse
// (mobile profile, simulated throttling, the session cookie on every request, a cold cache) BENCH_MEMBERS_RUNS times
// (default 3) per screen. Prints per screen: the JavaScript transferred (compressed), its total bytes, TBT and
// the performance score, with the host benchmark index; then the areas (features/<area>) whose code the screen's
// JavaScript carries, read from the build's source maps: a screen must carry no other area's code, and each
// stays under 150 kB of JavaScript compressed (the build-budget test asserts the same from the build manifest).
// BENCH_MEMBERS_PAGES: comma-separated paths. The machine is shared: read the load average and host index printed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { demo } from '../e2e/helpers';
import { freePort, printTable, root, startPortal, stopServer, waitFor } from './lib';
import { chromePath, lighthouseRetry, median, type Row, spread } from './lighthouse';

/** screen → the demo account that opens it and the area (features/<area>) the screen belongs to */
const SCREENS: Record<string, { who: keyof typeof demo; area: string }> = {
  '/mypagemain': { who: 'citizen', area: 'mypage' },
  '/periodapplication': { who: 'citizen', area: 'season-pass' },
  '/webdiscountuse': { who: 'store', area: 'web-prepaid' },
  '/generalmembership': { who: 'admin', area: 'admin-members' },
};
const JS_LIMIT = 150 * 1024;
const runs = Math.max(1, Number(process.env.BENCH_MEMBERS_RUNS ?? 3));
const pages = (process.env.BENCH_MEMBERS_PAGES ?? Object.keys(SCREENS).join(','))
  .split(',')
  .map((p) => p.trim())
  .filter((p) => p in SCREENS);
const dist = join(root, 'apps/web/dist');

/** The app's shell: the entry and its static imports (boot, session, router, frame), on every page. */
function shellFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** The areas whose modules a built JavaScript file carries (its source map's sources; route declarations aside). */
function areasOf(file: string): string[] {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return sources
    .filter((s) => !/features\/[^/]+\/routes\.ts$/.test(s))
    .map((s) => /features\/([^/]+)\//.exec(s)?.[1])
    .filter((a): a is string => a !== undefined);
}

if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);
if (process.env.BENCH_MEMBERS_SKIP_BUILD !== '1') {
  console.log('building the web app…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-members-'));
const server = startPortal(port, dataDir, { DEMO_MODE: 'true' });
const load: number[] = [];
const results = new Map<string, Row[]>();
try {
  await Promise.race([
    waitFor(`${origin}/api/health`, 180),
    new Promise((_, fail) => server.once('exit', (code) => fail(new Error(`the server exited (${code})`)))),
  ]);
  // one API login per account; its cookies go on every request of the Lighthouse runs
  const cookies = new Map<string, string>();
  for (const who of new Set(pages.map((p) => SCREENS[p]?.who as keyof typeof demo))) {
    const context = await request.newContext({ baseURL: origin });
    const res = await context.post('/api/actionLogin.json', {
      data: { empNo: demo[who].id, password: demo[who].password },
    });
    if (!res.ok()) throw new Error(`login ${demo[who].id}: ${res.status()} ${await res.text()}`);
    const { cookies: jar } = await context.storageState();
    cookies.set(who, jar.map((c) => `${c.name}=${c.value}`).join('; '));
    await context.dispose();
  }
  for (let i = 0; i < runs; i++) {
    for (const p of pages) {
      load.push(loadavg()[0] as number);
      const cookie = cookies.get(SCREENS[p]?.who as string) as string;
      const row = await lighthouseRetry(`${origin}${p}`, { headers: { cookie }, performanceOnly: true });
      results.set(p, [...(results.get(p) ?? []), row]);
      process.stdout.write(
        `run ${i + 1}/${runs} ${p}: JS ${(row.jsBytes / 1024).toFixed(1)} kB, TBT ${Math.round(row.tbtMs)} ms, performance ${row.performance} (host index ${Math.round(row.benchmarkIndex)})\n`,
      );
    }
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const shell = shellFiles();
console.log('');
console.log(
  `first visit, logged in, cold cache; Lighthouse ${runs} run(s) per screen, mobile profile (4×), median (min–max)`,
);
console.log(
  `machine: ${cpus().length} cores, load average during the runs ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
);
printTable(
  [
    'screen',
    'account',
    'JS kB (compressed)',
    'all kB',
    'TBT ms',
    'perf',
    'host idx',
    'other areas (beyond the shell)',
  ],
  pages.map((p) => {
    const rs = results.get(p) ?? [];
    const own = SCREENS[p]?.area;
    const files = [...new Set(rs.flatMap((r) => r.jsFiles))].filter((f) => !shell.has(f.slice(1)));
    const others = [...new Set(files.flatMap((f) => areasOf(f.slice(1))))].filter((a) => a !== own);
    return [
      p,
      SCREENS[p]?.who as string,
      (median(rs.map((r) => r.jsBytes)) / 1024).toFixed(1),
      (median(rs.map((r) => r.bytes)) / 1024).toFixed(1),
      spread(rs.map((r) => r.tbtMs)),
      spread(rs.map((r) => r.performance)),
      String(Math.round(median(rs.map((r) => r.benchmarkIndex)))),
      others.join(' ') || '—',
    ];
  }),
);
const over = pages.filter((p) => median((results.get(p) ?? []).map((r) => r.jsBytes)) > JS_LIMIT);
console.log(
  over.length === 0
    ? '\nevery screen under 150 kB of JavaScript (compressed) on its first load'
    : `\nover 150 kB of JavaScript: ${over.join(', ')}`,
);
