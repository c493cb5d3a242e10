import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { acceptAlert, demo, dialog, login } from '../helpers';

// The embedded database and a busy machine make first loads slow; give the journey room.
test.describe.configure({ timeout: 180_000 });

/**
 * A demo car parked in lot 4 (이천중앙시장, store1's lot) for about three hours at seeding time: the seed
 * parks deterministic plates 1000+i (apps/server/src/db/seed/lots-demo.ts), and no other journey uses this
 * one, so its fee is this test's alone.
 */
const CAR = '60가1320';
const LAST4 = '1320';
const MASKED = '60가**20';
const APPROVES = '4111 1111 1111 1111';
const SHOTS = '/tmp/shots/web-prepaid';

/** Full-page screenshots at 1280 px and 390 px (phone) wide, then back to the desktop width. */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const won = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** The pre-payment amount of the car now, as a visitor sees it on /lookup → paymentview. */
async function prepayAmount(page: Page): Promise<number> {
  const main = page.getByRole('main');
  await page.goto(`/lookup?carNo=${LAST4}`);
  await main.getByRole('link', { name: new RegExp(`${CAR}.*사전결제`) }).click();
  const amount = main.getByTestId('prepay-amount');
  await expect(amount).toHaveText(/^[1-9][\d,]*원$/, { timeout: 30_000 });
  return won(await amount.textContent());
}

/** Pay in the simulated provider's popup; resolves once the popup has closed itself. */
async function payInPopup(page: Page, card: string): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button', { name: '결제하기' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.getByLabel('카드번호').fill(card);
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await closed;
}

test('store1 buys 60 minutes by card, applies 30 to a parked car, the fee drops and both histories list it', async ({
  page,
}) => {
  const main = page.getByRole('main');
  const before = await prepayAmount(page);

  await login(page, demo.store);
  await expect(page).toHaveURL(/\/webdiscountuse$/);

  // top-up: validation, server price, card popup, balance
  await page.goto('/webdiscountcharge');
  const remaining = main.getByTestId('remaining-time');
  await expect(remaining).toHaveText(/분$/, { timeout: 30_000 });
  const remainingBefore = won(await remaining.textContent());
  const minutes = main.getByLabel('충전시간(분)');
  // each check answers under the minutes, which take the focus, not in a modal (decision 193)
  await main.getByRole('button', { name: '결제하기' }).click();
  await expect(minutes).toHaveAccessibleDescription(/적용버튼을 선택해주세요\./);
  await expect(minutes).toBeFocused();
  await minutes.fill('45');
  await main.getByRole('button', { name: '적용', exact: true }).click();
  await expect(minutes).toHaveAccessibleDescription(/30분단위로만 가능합니다\./);
  await minutes.fill('');
  await main.getByRole('button', { name: '적용', exact: true }).click();
  await expect(minutes).toHaveAccessibleDescription(/공백은 입력이 불가능합니다\./);
  await minutes.fill('6o');
  await expect(minutes).toHaveValue('6'); // digits only
  await minutes.fill('60');
  await main.getByRole('button', { name: '적용', exact: true }).click();
  await expect(main.getByTestId('charge-amount')).toHaveText('1,200원');
  await shots(page, 'webdiscountcharge');

  await payInPopup(page, APPROVES);
  await expect(dialog(page)).toContainText('결제가 정상적으로 처리되었습니다.', { timeout: 30_000 });
  await acceptAlert(page, '결제가 정상적으로 처리되었습니다.');
  await expect(page).toHaveURL(/\/webdiscountcharge$/);
  await expect(remaining).toHaveText(`${(remainingBefore + 60).toLocaleString('en-US')}분`, {
    timeout: 30_000,
  });

  // use: search by the last 4 digits, choose the car, apply 30 minutes
  await page.goto('/webdiscountuse');
  const last4 = main.getByLabel('차량번호 뒤 4자리');
  await last4.fill('132');
  await last4.press('Enter');
  // under the field, with the focus on it, not in a modal (decision 193)
  await expect(main.getByLabel('차량번호 뒤 4자리')).toHaveAccessibleDescription(/4자리 전부 입력해주세요\./);
  await expect(main.getByLabel('차량번호 뒤 4자리')).toBeFocused();
  await last4.fill(LAST4);
  await last4.press('Enter');
  const choose = main.getByRole('link', { name: new RegExp(`${CAR}.*할인 적용`) });
  await expect(choose).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('table')).toContainText('이천중앙시장 공영주차장');
  await shots(page, 'webdiscountuse');
  await choose.click();

  await expect(page).toHaveURL(/\/webdiscountuseview\?inOutId=\d+/);
  await expect(main.getByTestId('current-fee')).toHaveText(/원$/, { timeout: 30_000 });
  await expect(main).toContainText(CAR);
  const useTime = main.getByLabel('할인시간(분)');
  await main.getByRole('button', { name: '적용', exact: true }).click();
  await expect(useTime).toHaveAccessibleDescription(/할인시간을 확인해주세요\./);
  await expect(useTime).toBeFocused();
  await useTime.fill('45');
  await main.getByRole('button', { name: '적용', exact: true }).click();
  await expect(useTime).toHaveAccessibleDescription(/할인시간을 확인해주세요\./);
  await useTime.fill('30');
  await shots(page, 'webdiscountuseview');
  await main.getByRole('button', { name: '적용', exact: true }).click();
  await expect(dialog(page)).toContainText(`${CAR} 차량에 할인시간 30분을 적용하시겠습니까?`);
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await acceptAlert(page, '적용되었습니다.');
  await expect(main.getByTestId('applied-time')).toHaveText('30분', { timeout: 30_000 });

  // the pre-payment of the car now counts the 30 minutes: 3 units of 250 won less (one unit may have
  // started meanwhile)
  const after = await prepayAmount(page);
  expect([500, 750]).toContain(before - after);
  await expect(main.getByRole('table', { name: '요금 내역' })).toContainText('웹 할인권 적용 시간');
  await expect(main.getByRole('table', { name: '요금 내역' })).toContainText('30분');

  // histories of today
  await page.goto('/mypagediscountpayment');
  const buyTable = main.getByRole('table');
  await expect(buyTable).toContainText('1,200원', { timeout: 30_000 });
  await expect(buyTable).toContainText('60분');
  await expect(main.getByRole('link', { name: /충전 영수증 보기/ }).first()).toBeVisible();
  await expect(main.getByTestId('history-totals')).toContainText('충전시간 합계');
  await shots(page, 'mypagediscountpayment');

  await page.goto('/mypagediscount');
  const useTable = main.getByRole('table');
  await expect(useTable).toContainText(MASKED, { timeout: 30_000 });
  await expect(useTable).toContainText('30분');
  await expect(main.getByTestId('history-totals')).toContainText('할인시간 합계');
  await shots(page, 'mypagediscount');
});

test('webdiscountuseview without its car says the access is invalid and returns to the search', async ({
  page,
}) => {
  await login(page, demo.store);
  await expect(page).toHaveURL(/\/webdiscountuse$/);
  await page.goto('/webdiscountuseview');
  await acceptAlert(page, '잘못된 접근입니다.');
  await expect(page).toHaveURL(/\/webdiscountuse$/);
});
