import { expect, test } from '@playwright/test';
import { acceptAlert } from '../helpers';

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
  await page.goto('/main');
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
