import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { authFile, type DemoRole } from '../helpers';

/*
 * A member's first visit of a screen (issue 36 item 3): what the phone downloads until the screen shows its data.
 * The screen's first answers are read without zod (decision 238): the server's serializer already checked them
 * against the same shared schemas. zod (26 kB gzip) comes with a screen's form or a later answer, not with its
 * first visit.
 */

/** The scripts a page loaded while it opened, with the packages their source maps name. */
async function scriptsOf(page: Page, request: APIRequestContext, path: string, ready: () => Promise<void>) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto(path);
  await ready();
  const packages = new Set<string>();
  for (const script of scripts) {
    const map = await request.get(`${script}.map`);
    if (!map.ok()) continue;
    for (const source of ((await map.json()) as { sources: string[] }).sources)
      for (const m of source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)) packages.add(m[1] as string);
  }
  return { scripts, packages };
}

const SCREENS: { path: string; who: DemoRole; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/mypagemain',
    who: 'citizen',
    // the reduction pre-registrations have their answer (a table, or the line that says there are none)
    ready: async (page) => {
      const section = page.getByRole('region', { name: '감면 사전등록' });
      await expect(
        section.getByText('사전등록된 감면이 없습니다.').or(section.getByRole('table')),
      ).toBeVisible();
    },
  },
  {
    path: '/webdiscountuse',
    who: 'store',
    // the store's balance has come
    ready: async (page) => {
      await expect(page.getByText(/잔여시간 .*\d/).first()).toBeVisible();
    },
  },
];

for (const screen of SCREENS) {
  test.describe(`${screen.path}, first visit`, () => {
    test.use({ storageState: authFile(screen.who) });

    test('shows its data without loading zod (decision 238)', async ({ page, request }) => {
      const { scripts, packages } = await scriptsOf(page, request, screen.path, () => screen.ready(page));
      expect(scripts.length).toBeGreaterThan(3);
      // the check reads the packages from the source maps: React is there, zod is not
      expect([...packages]).toContain('react-dom');
      expect([...packages]).not.toContain('zod');
    });
  });
}
