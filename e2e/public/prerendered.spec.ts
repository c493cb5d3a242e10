import { expect, test } from '@playwright/test';
import { demo, login } from '../helpers';

/*
 * The public first pages the build renders ahead (decision 178): their HTML shows the screen before any script
 * runs, and the app then draws the same screen over it without a loading state in between.
 */

test.describe('a page rendered ahead, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, title] of [
    ['/main', '통합주차포털', '메인 | 통합주차포털'],
    ['/loginmain', '로그인', '로그인 | 통합주차포털'],
    ['/map', '지도 검색', '지도 검색 | 통합주차포털'],
    ['/lookup', '사전결제 조회', '사전결제 조회 | 통합주차포털'],
    ['/noticelist', '공지사항', '공지사항 | 통합주차포털'],
  ] as const) {
    test(`${path} shows its screen, styled, under its own title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveText(heading);
      await expect(h1).toBeVisible();
      // the frame and the screen's own sheets are applied: the header is laid out as a bar, not as a list
      await expect(page.locator('header#header')).toBeVisible();
      const headerHeight = await page
        .locator('header#header')
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(headerHeight).toBeLessThan(200);
      if (path === '/loginmain') {
        // the lock policy too, not only after an answer of the API
        await expect(
          page.getByText(
            /^같은 접속 환경\(IP 주소\)에서 비밀번호를 \d+회 잘못 입력하면 그 환경에서의 로그인이 \d+분 동안 잠기며/,
          ),
        ).toBeVisible();
      }
      // nothing to type into or press before the app runs
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
    });
  }
});

test('the app draws over a page rendered ahead without a loading screen in between, then takes input', async ({
  page,
}) => {
  // records every child #root ever had: the boot spinner (role=status) must never be one of them
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootChildren: string[] }).rootChildren = seen;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const note = () => {
        for (const child of root.children) seen.push(child.getAttribute('role') ?? child.tagName);
      };
      note();
      new MutationObserver(note).observe(root, { childList: true });
    });
  });
  await page.goto('/loginmain');
  const id = page.getByLabel('아이디');
  await id.fill(demo.citizen.id);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(id).toHaveValue(demo.citizen.id);
  const children = await page.evaluate(() => (window as unknown as { rootChildren: string[] }).rootChildren);
  expect(children.length).toBeGreaterThan(0);
  expect(children).not.toContain('status');
  // the web fonts come once the app has drawn
  await expect
    .poll(() =>
      page.evaluate(() => [...document.styleSheets].some((s) => /\/assets\/fonts-/.test(s.href ?? ''))),
    )
    .toBe(true);
  // and it is the app: logging in leads home
  await page.getByLabel('비밀번호', { exact: true }).fill(demo.citizen.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('a page rendered ahead follows the session: a logged-in member opening /loginmain lands home', async ({
  page,
}) => {
  await login(page, demo.citizen);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/loginmain');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '로그아웃' })).toBeVisible();
});
