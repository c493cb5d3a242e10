import { expect, type Page, test } from '@playwright/test';
import { acceptAlert } from '../helpers';

// Issue 14: what a citizen sees at 390 px and when a payment does not go through.
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

/**
 * Cells of the main table holding a plate, an amount or a date: each must show its whole value on one line
 * (no "56 / 마7 / 777"), and the cell must not clip it.
 */
async function brokenTokens(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const token = /^(\d{2,3}[가-힣]\d{4}|[\d,]+원|\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?)$/;
    const bad: string[] = [];
    for (const td of Array.from(main.querySelectorAll('td'))) {
      const text = (td.textContent ?? '').trim();
      if (!token.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(td);
      const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      if (lines.size > 1 || td.scrollWidth > td.clientWidth + 1) bad.push(text);
    }
    return bad;
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('lookup: plates, amounts and dates stay whole; the rows are cards, nothing scrolls sideways', async ({
    page,
  }) => {
    await page.goto('/lookup?carNo=7777');
    const main = page.getByRole('main');
    await expect(main.getByRole('cell', { name: /56마7777/ }).first()).toBeVisible({ timeout: 30_000 });
    expect(await brokenTokens(page)).toEqual([]);
    // nothing of the page is wider than the screen (issue 32: cards, no sideways region; e2e/public/phone.spec.ts)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'lookup-390');
  });

  test('unpaid: no clipped amount, every amount inside the screen without a sideways scroll', async ({
    page,
  }) => {
    await page.goto('/lookupunpaid?carNo=34%EB%82%985678');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: /노외주차장 \(1\)/ })).toBeVisible({ timeout: 30_000 });
    const panel = main.getByRole('tabpanel');
    await expect(panel.getByRole('cell', { name: /원$/ }).first()).toBeVisible();
    expect(await brokenTokens(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(panel.getByText('표를 좌우로 밀어서 나머지 항목을 볼 수 있습니다.')).toHaveCount(0);
    const sum = panel.getByRole('cell', { name: /원$/ }).last();
    const box = await sum.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await shot(page, 'lookupunpaid-390');
  });
});

test('cancel in the card window: 결제가 취소되었습니다., back on the payment view to try again', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto('/lookup?carNo=7777');
  await main.getByRole('link', { name: /56마7777.*사전결제/ }).click();
  await expect(main.getByTestId('prepay-amount')).toHaveText(/원$/, { timeout: 30_000 });
  const popupPromise = page.waitForEvent('popup');
  await main.getByRole('button', { name: '결제하기' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.getByRole('button', { name: '취소', exact: true }).click();
  await closed;
  await acceptAlert(page, '결제가 취소되었습니다.');
  await expect(page).toHaveURL(/\/paymentview\?inOutId=\d+/);
  await expect(main.getByRole('alert').filter({ hasText: '결제가 완료되지 않았습니다' })).toContainText(
    '결제가 취소되었습니다.',
  );
});

test('Q&A: the list shows the new question and count right after posting, without a reload', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto('/qnalist');
  const total = main.getByText(/^전체 [\d,]+건$/);
  await expect(total).toBeVisible({ timeout: 30_000 });
  const before = Number((await total.textContent())?.replace(/\D/g, ''));
  await main.getByRole('link', { name: '글쓰기' }).click();
  const title = `목록 갱신 확인 ${Date.now()}`;
  await main.getByLabel('제목').fill(title);
  await main.getByLabel('내용').fill('등록 직후 목록에 보여야 합니다.');
  await main.getByRole('button', { name: '등록' }).click();
  await acceptAlert(page, '질문이 등록되었습니다.');
  await expect(page).toHaveURL(/\/qnalist/);
  await expect(main.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  // other journeys on the second worker may post questions too: the count grew by at least this one
  await expect
    .poll(async () => Number((await total.textContent())?.replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(before + 1);
  await shot(page, 'qnalist-after-post');
});
