import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';
import { CENTRE } from './lots-data';

// The same screens on a 390 px phone: cards instead of the lot table, scrollable fee tables, the map above its list.
test.use({ viewport: { width: 390, height: 844 }, geolocation: CENTRE, permissions: ['geolocation'] });
test.describe.configure({ timeout: 120_000 });

test('lots, guides and the estimator stay accessible at 390 px', async ({ page }) => {
  await page.route('**/*.tile.openstreetmap.org/**', (r) => r.abort());
  await page.goto('/map');
  await expect(
    page
      .getByRole('region', { name: '주차장 지도' })
      .getByRole('button', { name: /주차가능 \d+면/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  await page.goto('/list');
  await expect(page.getByText(/총 \d+건/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table')).toBeHidden();
  await expectAccessible(page);

  for (const path of ['/parkfeeinformation', '/periodinfo', '/unpaidinfo', '/feecalculation']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
