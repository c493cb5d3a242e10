import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { CENTRE } from './lots-data';

// The map and the list update by themselves from the live stream after a gate entry (issue 35, decision 219).
// A server of its own (E2E_PORT + 1) on an embedded database prepared here: the gate needs an equipment key,
// issued by the CLI before the server opens the folder (two processes never share a PGlite folder).
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ geolocation: CENTRE, permissions: ['geolocation'] });

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3199) + 1;
const base = `http://127.0.0.1:${port}`;
const dataDir = join(root, '.test-results', `e2e-live-${port}`);
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
const LOT = 4;
let server: ChildProcess | undefined;
let key = '';
let plateSeq = 0;

test.beforeAll(async () => {
  // seed, key and a server start on a busy 2-core machine
  test.setTimeout(300_000);
  rmSync(dataDir, { recursive: true, force: true });
  const tsx = ['--import', 'tsx'];
  execFileSync(process.execPath, [...tsx, 'apps/server/src/cli/seed-demo.ts'], {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  const issued = execFileSync(
    process.execPath,
    [...tsx, 'apps/server/src/cli/equipment-key.ts', 'issue', '--lot', String(LOT), '--label', 'e2e live'],
    { cwd: root, env, encoding: 'utf8' },
  );
  key = issued
    .split('\n')
    .find((l) => l.startsWith(`pek_${LOT}_`))!
    .trim();
  server = spawn(process.execPath, [...tsx, 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      DEMO_SEED: 'false',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the live test server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function gateEntry(): Promise<void> {
  plateSeq++;
  const res = await fetch(`${base}/api/equipment/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({
      sectnId: LOT,
      carNo: `77가${String(1000 + plateSeq)}`,
      eventId: `e2e-live-${Date.now()}`,
    }),
  });
  expect(res.status, await res.text()).toBe(200);
}

async function freeOf(): Promise<{ name: string; free: number }> {
  const res = await fetch(`${base}/api/parking/map.json`);
  const lot = (
    (await res.json()) as { parkingMapList: { SECTN_ID: number; PARKING_NM: string; PARK_COUNT: number }[] }
  ).parkingMapList.find((l) => l.SECTN_ID === LOT)!;
  return { name: lot.PARKING_NM, free: lot.PARK_COUNT };
}

async function openMap(page: Page) {
  await page.route('**/*.tile.openstreetmap.org/**', (r) => r.abort());
  await page.goto(`${base}/map`);
  const map = page.getByRole('region', { name: '주차장 지도' });
  await expect(map.getByRole('button', { name: /주차가능 \d+면/ }).first()).toBeVisible({ timeout: 60_000 });
  return map;
}

test('the map and its list change without a reload after a gate entry, announced politely, focus kept', async ({
  page,
}) => {
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/open/availability/stream'), {
    timeout: 30_000,
  });
  const map = await openMap(page);
  await streamed;
  const { name, free } = await freeOf();
  const marker = map.getByRole('button', { name: `${name}, 주차가능 ${free}면`, exact: false });
  await expect(marker).toHaveCount(1);
  const list = page.getByRole('region', { name: '주차장 목록' });
  const item = list.getByRole('button', { name: new RegExp(name) });
  await expect(item).toContainText(`주차가능 ${free}면`);

  // keyboard user on the list: the update must not move the focus
  await item.focus();
  const navigations: string[] = [];
  page.on('framenavigated', (f) => navigations.push(f.url()));

  await gateEntry();
  await expect(
    map.getByRole('button', { name: `${name}, 주차가능 ${free - 1}면`, exact: false }),
  ).toHaveCount(1, {
    timeout: 5_000,
  });
  await expect(item).toContainText(`주차가능 ${free - 1}면`);
  await expect(
    page.locator('[aria-live="polite"]', { hasText: `${name} 주차가능 ${free - 1}면` }),
  ).toHaveCount(1);
  await expect(item).toBeFocused();
  expect(navigations).toEqual([]);
});

test('without the stream (refused), the map falls back to polling and still changes without a reload', async ({
  page,
}) => {
  await page.route('**/api/open/availability/stream', (r) =>
    r.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"code":"LIVE_STREAM_FULL","message":"x"}',
    }),
  );
  const map = await openMap(page);
  const { name, free } = await freeOf();
  await expect(map.getByRole('button', { name: `${name}, 주차가능 ${free}면`, exact: false })).toHaveCount(1);
  await gateEntry();
  // the poll runs every 15 s
  await expect(
    map.getByRole('button', { name: `${name}, 주차가능 ${free - 1}면`, exact: false }),
  ).toHaveCount(1, {
    timeout: 25_000,
  });
});
