// `npm run bench:look-ab`: do screens look the same in two checkouts? (issue 33 item 3: "screens look the same
// before and after, screenshots at 390 and 1280 px of ten screens"). Starts the portal of each checkout (its own
// server and web build, a fresh embedded database with the demo seed and accounts), opens each screen as its demo
// account at 390 × 844 and 1280 × 800 in Debian's Chromium once the app has drawn and the network is quiet, takes a
// full-page screenshot, and compares A's and B's pixel by pixel (decoded in the browser). Prints per screen and
// width both page sizes and the share of pixels that differ; the PNGs stay in BENCH_LOOK_OUT for a person to look at.
//   BENCH_LOOK_A=<checkout> [BENCH_LOOK_B=<checkout>, default this one] [BENCH_LOOK_OUT=<dir>] npm run bench:look-ab
// Each checkout must be built (`npm run build` there). BENCH_LOOK_PAGES: comma-separated paths to take fewer.
// Texts that change by themselves (clock, today's date) are the same in both when the two runs are on the same day.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { type DemoRole, demo } from '../e2e/helpers';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { freePort, printTable, root, startPortal, stopServer, waitFor } from './lib';

/** ten screens: public first pages, citizen and business member screens, back-office list and form */
const SCREENS: [path: string, who: DemoRole | null][] = [
  ['/main', null],
  ['/lookup', null],
  ['/noticelist', null],
  ['/loginmain', null],
  ['/mypagemain', 'citizen'],
  ['/lookupunpaid', 'citizen'],
  ['/periodapplication', 'citizen'],
  ['/webdiscountuse', 'store'],
  ['/generalmembership', 'admin'],
  ['/noticemanagement', 'admin'],
];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const a = process.env.BENCH_LOOK_A;
if (!a)
  throw new Error('BENCH_LOOK_A: the checkout to compare with (built), e.g. a worktree of an older commit');
const b = process.env.BENCH_LOOK_B ?? root;
const out = resolve(process.env.BENCH_LOOK_OUT ?? mkdtempSync(join(tmpdir(), 'look-ab-')));
mkdirSync(out, { recursive: true });
const only = process.env.BENCH_LOOK_PAGES?.split(',').map((p) => p.trim());
const screens = SCREENS.filter(([p]) => !only || only.includes(p));

async function portal(checkout: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'look-ab-db-'));
  const server = startPortal(port, dataDir, { DEMO_MODE: 'true' }, checkout);
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitFor(`${origin}/api/health`, 240),
    new Promise((_, fail) =>
      server.once('exit', (code) => fail(new Error(`${checkout}: server exited (${code})`))),
    ),
  ]);
  return { origin, server, dataDir };
}

async function storageStates(browser: Browser, origin: string, dir: string) {
  const states = new Map<DemoRole, string>();
  for (const role of Object.keys(demo) as DemoRole[]) {
    const context = await browser.newContext();
    const res = await context.request.post(`${origin}/api/actionLogin.json`, {
      data: { empNo: demo[role].id, password: demo[role].password },
    });
    if (!res.ok()) console.log(`login ${demo[role].id} at ${origin}: ${res.status()} ${await res.text()}`);
    else {
      const file = join(dir, `${role}.json`);
      await context.storageState({ path: file });
      states.set(role, file);
    }
    await context.close();
  }
  return states;
}

async function shoot(
  browser: Browser,
  origin: string,
  path: string,
  size: { width: number; height: number },
  state: string | undefined,
  file: string,
): Promise<void> {
  const context = await browser.newContext({
    viewport: size,
    ...(state ? { storageState: state } : {}),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    // the home's layer popups open by themselves: the same in both, kept
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForFunction(
      () => !document.getElementById('root')?.hasAttribute('data-prerendered'),
      null,
      {
        timeout: 30_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // a caret or a hover would differ between two runs
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(300);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

/**
 * Share of differing pixels between two PNGs (and their sizes), decoded in the browser. The browser's code is a
 * string: tsx would wrap named functions of a passed function in a helper the page does not have.
 */
const COMPARE_IN_PAGE = `async ([pa, pb]) => {
  async function load(b64) {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    return { w: img.width, h: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
  }
  const x = await load(pa);
  const y = await load(pb);
  const w = Math.max(x.w, y.w);
  const h = Math.max(x.h, y.h);
  let differ = 0;
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      if (i >= x.w || i >= y.w || j >= x.h || j >= y.h) { differ++; continue; }
      const ia = (j * x.w + i) * 4;
      const ib = (j * y.w + i) * 4;
      if (Math.abs(x.data[ia] - y.data[ib]) > 8 || Math.abs(x.data[ia + 1] - y.data[ib + 1]) > 8 ||
          Math.abs(x.data[ia + 2] - y.data[ib + 2]) > 8) differ++;
    }
  return { a: x.w + '×' + x.h, b: y.w + '×' + y.h, share: differ / (w * h) };
}`;

async function compare(browser: Browser, fileA: string, fileB: string) {
  const page = await browser.newPage();
  try {
    const images = [readFileSync(fileA).toString('base64'), readFileSync(fileB).toString('base64')];
    return (await page.evaluate(`(${COMPARE_IN_PAGE})(${JSON.stringify(images)})`)) as {
      a: string;
      b: string;
      share: number;
    };
  } finally {
    await page.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? chromiumPath,
  args: chromiumArgs,
});
const rows: string[][] = [];
const portals = [] as Awaited<ReturnType<typeof portal>>[];
try {
  for (const [label, checkout] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const p = await portal(checkout);
    portals.push(p);
    const states = await storageStates(browser, p.origin, p.dataDir);
    for (const [path, who] of screens)
      for (const size of WIDTHS) {
        const file = join(out, `${path.slice(1)}-${size.width}-${label}.png`);
        await shoot(browser, p.origin, path, size, who ? states.get(who) : undefined, file);
        console.log(`${label} ${path} ${size.width}px → ${file}`);
      }
    await stopServer(p.server);
  }
  for (const [path] of screens)
    for (const size of WIDTHS) {
      const base = join(out, `${path.slice(1)}-${size.width}`);
      const r = await compare(browser, `${base}-A.png`, `${base}-B.png`);
      rows.push([path, String(size.width), r.a, r.b, `${(r.share * 100).toFixed(2)} %`]);
    }
} finally {
  await browser.close();
  for (const p of portals) {
    await stopServer(p.server);
    rmSync(p.dataDir, { recursive: true, force: true });
  }
}
console.log(`\nA = ${a}\nB = ${b}\nscreenshots in ${out}`);
printTable(['screen', 'width', 'A size', 'B size', 'pixels differing'], rows);
