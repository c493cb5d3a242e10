import { expect, test } from '@playwright/test';

/*
 * On a phone the home page's popup never covers the service cards (issue 32): it shows in the page's flow below
 * them, the column's width, one at a time, and the cards stay visible and pressable.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the home popup sits below the service cards, not over them', async ({ page }) => {
  await page.goto('/main');
  // the demo data's popup (apps/server/src/db/seed/content-demo.ts)
  const popup = page.getByRole('dialog', { name: '통합주차포털 개편 안내' });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  const cards = page.getByRole('region', { name: '자주 찾는 서비스' }).getByRole('link');
  await expect(cards).toHaveCount(6);

  // every card ends above the popup's top: nothing of a card lies under it. Read once the app has drawn over the
  // page rendered ahead (a clean-clone run once measured the boxes in the middle of that takeover).
  await expect
    .poll(async () => {
      const top = (await popup.boundingBox())?.y;
      const bottoms = await Promise.all((await cards.all()).map(async (c) => c.boundingBox()));
      return top !== undefined && bottoms.every((b) => b !== null && b.y + b.height <= top);
    })
    .toBe(true);
  const popupBox = await popup.boundingBox();
  expect(popupBox).not.toBeNull();
  // in the flow, not a layer: it scrolls with the page and fits the column
  expect(await popup.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
  expect(popupBox!.width).toBeLessThanOrEqual(390);

  // the first card is pressable where it stands (nothing lies on top of its centre)
  const first = cards.first();
  const hit = await first.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });
  expect(hit).toBe(true);

  await popup.getByRole('button', { name: /닫기/ }).click();
  await expect(popup).toBeHidden();
});
