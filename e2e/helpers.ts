import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const demo = {
  admin: { id: 'admin', password: 'Admin#2026', name: '관리자' },
  citizen: { id: 'citizen1', password: 'Citizen#2026', name: '김시민' },
  store: { id: 'store1', password: 'Store#2026', name: '이상인' },
  pendingStore: { id: 'store2', password: 'Store#2026', name: '박대기' },
} as const;

/**
 * The modal of the app's dialog host (alerts and confirms are never window.alert). The host renders them as
 * alertdialog; other dialogs on a page (home popups, the slide menu) are not it.
 */
export function dialog(page: Page): Locator {
  return page.getByRole('alertdialog');
}

/** Expect an alert with `text`, then close it with its OK button. */
export async function acceptAlert(page: Page, text: string | RegExp): Promise<void> {
  const d = dialog(page);
  await expect(d).toBeVisible();
  await expect(d).toContainText(text);
  await d.getByRole('button', { name: '확인' }).click();
  await expect(d).toBeHidden();
}

export async function login(page: Page, who: { id: string; password: string }): Promise<void> {
  await page.goto('/loginmain');
  const main = page.getByRole('main');
  await main.getByLabel('아이디', { exact: true }).fill(who.id);
  await main.getByLabel('비밀번호', { exact: true }).fill(who.password);
  await main.getByRole('button', { name: '로그인', exact: true }).click();
}

/** axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
