import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('at mobile width the slide menu opens with accordion sections', async ({ page }) => {
  await page.goto('/main');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const panel = page.getByRole('dialog', { name: '전체메뉴' });
  await expect(panel).toBeVisible();
  const section = panel.getByRole('button', { name: '주차장 찾기' });
  await section.click();
  await expect(panel.getByRole('link', { name: '지도 검색' })).toBeVisible();
  await expect(panel.getByRole('link', { name: '로그인' })).toBeVisible();
});

test('growing the window past 1024 px closes the slide menu', async ({ page }) => {
  await page.goto('/main');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const panel = page.getByRole('dialog', { name: '전체메뉴' });
  await expect(panel).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(panel).toBeHidden();
});
