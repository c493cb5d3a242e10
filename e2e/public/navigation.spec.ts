import { expect, test } from '@playwright/test';
import { acceptAlert, openApp } from '../helpers';

test('/ lands on /main with the closable top banner', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  const banner = page.getByText('통합주차포털 개편으로 주차요금 정산');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: '배너 닫기' }).click();
  await expect(banner).toBeHidden();
});

test('/Main is the home page too', async ({ page }) => {
  await page.goto('/Main');
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/404$/);
});

test('an unknown path goes to /404 with a button back to main', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: '메인으로' })
    .or(page.getByRole('main').getByRole('button', { name: '메인으로' }))
    .click();
  await expect(page).toHaveURL(/\/main$/);
});

test('an anonymous visitor on a member route is told to log in and sent to /loginmain', async ({ page }) => {
  await page.goto('/main');
  await page.goto('/mypagemain');
  await acceptAlert(page, '로그인이 필요한 서비스입니다.');
  await expect(page).toHaveURL(/\/loginmain$/);
});

test('the API never falls back to the SPA', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  const body = await res.json();
  expect(body.code).toBe('NOT_FOUND');
  expect(typeof body.message).toBe('string');
});

test('skip links lead to the content and the footer', async ({ page }) => {
  // the app has taken over the page rendered ahead (a Tab before that lands in markup about to be replaced)
  await openApp(page, '/main');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
  await expect(page.getByRole('link', { name: '하단 바로가기' })).toHaveAttribute('href', '#footer');
});

// axe on every built route: e2e/a11y.spec.ts

test('after following a link, focus is on the new page heading and its title is announced; skip links still work', async ({
  page,
}) => {
  await openApp(page, '/main');
  await page.waitForLoadState('networkidle');
  const announcer = page.locator('[data-route-announcer]');
  // the first load takes no focus: the browser starts at the top, before the skip links
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await expect(announcer).toHaveText('');

  const menu = page.getByRole('navigation', { name: '주 메뉴' });
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return { tag: el?.tagName, text: el?.textContent?.trim(), inMain: Boolean(el?.closest('main')) };
    });
  // with the keyboard
  await menu.getByRole('link', { name: '정보마당', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/noticelist$/);
  await expect.poll(focused).toEqual({ tag: 'H1', text: '공지사항', inMain: true });
  await expect(announcer).toHaveText('공지사항 | 통합주차포털');
  await expect(page.locator('main h1')).toBeFocused();
  // with the mouse
  await menu.getByRole('link', { name: '주차장 찾기', exact: true }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect.poll(focused).toEqual({ tag: 'H1', text: '지도 검색', inMain: true });
  await expect(announcer).toHaveText('지도 검색 | 통합주차포털');
  // the next Tab goes on from the heading into the screen, not back to the top of the page
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

  // the skip links still lead to the content and the footer
  await page.getByRole('link', { name: '본문 바로가기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
  await expect(page).toHaveURL(/\/map$/);
  await page.getByRole('link', { name: '하단 바로가기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#footer')).toBeFocused();
});
