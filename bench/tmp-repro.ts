import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { freePort, startPortal, stopServer, waitFor } from './lib';

const port = await freePort();
const server = startPortal(port, mkdtempSync(join(tmpdir(), 'repro-')), { DEMO_MODE: 'true' });
const origin = `http://127.0.0.1:${port}`;
await waitFor(`${origin}/api/health`, 240);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const paths = (process.argv[2] ?? '/main').split(',');
for (let i = 0; i < Number(process.argv[3] ?? 4); i++)
  for (const p of paths)
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'ko-KR' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}\n${e.stack}`));
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text()}`);
      });
      page.on('requestfailed', (r) => errors.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`));
      await page.goto(`${origin}${p}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const text = (await page.locator('body').innerText()).slice(0, 80).replace(/\n/g, ' ');
      console.log(`${i} ${p} ${width}: ${text}`);
      for (const e of errors) console.log('   ', e.slice(0, 600));
      await context.close();
    }
await browser.close();
await stopServer(server);
