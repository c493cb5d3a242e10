import { expect, test } from '@playwright/test';
import { demo, login } from '../helpers';

test('the administrator sees the admin and system sections', async ({ page }) => {
  await login(page, demo.admin);
  await expect(page).toHaveURL(/\/adminhome$/);
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav.getByRole('link', { name: '관리자 메뉴', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: '시스템 관리', exact: true })).toBeVisible();
  await page.goto('/generalmembership');
  await expect(page).toHaveURL(/\/generalmembership$/);
  await expect(page.getByRole('main')).toBeVisible();
});
