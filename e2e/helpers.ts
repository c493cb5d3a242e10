import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

export const demo = {
  admin: { id: 'admin', password: 'Admin#2026', name: '관리자' },
  citizen: { id: 'citizen1', password: 'Citizen#2026', name: '김시민' },
  store: { id: 'store1', password: 'Store#2026', name: '이상인' },
  pendingStore: { id: 'store2', password: 'Store#2026', name: '박대기' },
} as const;

export type DemoRole = keyof typeof demo;

/**
 * The storage state (session cookie) of a demo account, written once per run by e2e/auth.setup.ts:
 * `test.use({ storageState: authFile('citizen') })` or `browser.newContext({ storageState: authFile('admin') })`.
 * Never log such a session out (other tests share it): a test that logs out logs in on its own.
 */
export function authFile(role: DemoRole): string {
  return fileURLToPath(new URL(`../.test-results/e2e-auth/${role}.json`, import.meta.url));
}

/** Logs `who` in through the API inside the page's browser context (a session of its own, no form). */
export async function loginByApi(page: Page, who: { id: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/actionLogin.json', {
    data: { empNo: who.id, password: who.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The modal of the app's dialog host (alerts and confirms are never window.alert). The host renders them as
 * alertdialog; other dialogs on a page (home popups, the slide menu) are not it.
 */
export function dialog(page: Page): Locator {
  return page.getByRole('alertdialog');
}

/**
 * Expect an alert with `text`, then close it with its OK button. The answer to a confirm can open the next
 * alert at once: what must go is this text's dialog, not every alert dialog.
 */
export async function acceptAlert(page: Page, text: string | RegExp): Promise<void> {
  const d = dialog(page);
  await expect(d).toBeVisible();
  await expect(d).toContainText(text);
  await d.getByRole('button', { name: '확인' }).click();
  await expect(d.filter({ hasText: text, visible: true })).toHaveCount(0);
}

/**
 * Opens `path` and waits until the app has taken over a page the server rendered ahead (decision 178): until then
 * the page is `inert`, to look at, not to type into. A person cannot use it, but Playwright can set a field or
 * a select there, and what it sets before the takeover is not the app's state (a search sent with the old
 * condition). Any page: one that was not rendered ahead has no `inert` at all.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

export async function login(page: Page, who: { id: string; password: string }): Promise<void> {
  await openApp(page, '/loginmain');
  const main = page.getByRole('main');
  await main.getByLabel('아이디', { exact: true }).fill(who.id);
  await main.getByLabel('비밀번호', { exact: true }).fill(who.password);
  await main.getByRole('button', { name: '로그인', exact: true }).click();
}

let axeScript: string | undefined;

/** The browser build of axe-core (read once per worker). */
function axeSource(): string {
  axeScript ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeScript;
}

/** A violation axe reports today that is known and tracked: ignored only for nodes whose HTML matches. */
export interface KnownViolation {
  rule: string;
  html: RegExp;
  why: string;
}

/** axe-core: no serious or critical violation (apart from `known` ones, each with its reason). */
export async function expectAccessible(page: Page, known: readonly KnownViolation[] = []): Promise<void> {
  // axe-core itself, loaded once per document (a tab that moves inside the SPA keeps it) and run with the whole
  // default rule set. @axe-core/playwright's analyze() injected its ~550 kB source twice and finished every run
  // in a fresh blank tab: ~3–4 s a scan on a 2-core machine against ~0.5 s this way, for the same violations.
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) {
    await page.evaluate(axeSource());
  }
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
      document,
      // only violations carry their nodes back (passes and the rest are counted, not detailed)
      { resultTypes: ['violations'] },
    ),
  );
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((n) => !known.some((k) => k.rule === v.id && k.html.test(n.html))),
    }))
    .filter((v) => v.nodes.length > 0);
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
