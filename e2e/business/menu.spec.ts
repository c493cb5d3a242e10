import { expect, test } from '@playwright/test';
import { demo, login } from '../helpers';

test('the approved business member lands on the web voucher and sees its menu, not the season pass', async ({
  page,
}) => {
  await login(page, demo.store);
  await expect(page).toHaveURL(/\/webdiscountuse$/);
  await expect(page.getByRole('banner').getByText(`${demo.store.name}님 환영합니다.`)).toBeVisible();
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav.getByRole('link', { name: '웹할인권', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: '정기권', exact: true })).toHaveCount(0);
});
