import { expect, type Page, test } from '@playwright/test';
import { acceptAlert, authFile, dialog, openApp } from '../helpers';

// The embedded database and a busy machine make first loads slow; give every test room.
test.describe.configure({ timeout: 120_000 });

/**
 * Demo data (apps/server/src/db/seed): 12가3456 is parked in lot 4 and has two off-street unpaid items and one
 * on-street item; 56마7777 is parked in lot 101; 34나5678 has one off-street unpaid item. The tests run in
 * parallel on one database, so each payment uses its own car (a11y.spec.ts opens the payment screens of
 * 56마7777 and 34나5678 without paying).
 */
const MEMBER_CAR = '12가3456';
const OTHER_PARKED_CAR = '56마7777';

const APPROVES = '4111 1111 1111 1111';
const DECLINES = '4000 0000 0000 0002';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

async function lookup(page: Page, last4: string): Promise<void> {
  await openApp(page, '/lookup');
  const main = page.getByRole('main');
  await main.getByLabel('차량번호 뒤 4자리').fill(last4);
  await main.getByLabel('차량번호 뒤 4자리').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/lookup\\?carNo=${last4}$`));
}

/** Pay in the simulated provider's popup with `card`; resolves once the popup has closed itself. */
async function payInPopup(page: Page, card: string): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button', { name: '결제하기' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.getByLabel('카드번호').fill(card);
  await shot(popup, 'provider-popup');
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await closed;
}

test('pre-payment: look up by the last 4 digits, pay in the popup, read the receipt, the row is done', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await openApp(page, '/lookup');
  await main.getByLabel('차량번호 뒤 4자리').fill('34a6');
  await main.getByRole('button', { name: '조회', exact: true }).click();
  // under the field, with the focus on it, not in a modal (decision 193)
  await expect(main.getByLabel('차량번호 뒤 4자리')).toHaveAccessibleDescription(
    /차량번호가 형식에 맞지 않습니다\./,
  );
  await expect(main.getByLabel('차량번호 뒤 4자리')).toBeFocused();

  await lookup(page, '3456');
  const payLink = main.getByRole('link', { name: new RegExp(`${MEMBER_CAR}.*사전결제`) });
  await expect(payLink).toBeVisible({ timeout: 30_000 });
  await shot(page, 'lookup');
  await payLink.click();

  await expect(page).toHaveURL(/\/paymentview\?inOutId=\d+/);
  const amount = main.getByTestId('prepay-amount');
  await expect(amount).toHaveText(/^[1-9][\d,]*원$/, { timeout: 30_000 });
  await expect(main).toContainText(MEMBER_CAR);
  await expect(main.getByRole('table', { name: '요금 내역' })).toBeVisible();
  await shot(page, 'paymentview');
  const paid = (await amount.textContent()) ?? '';

  await payInPopup(page, APPROVES);
  const d = dialog(page);
  await expect(d).toContainText('결제가 정상적으로 처리되었습니다.', { timeout: 30_000 });
  await shot(page, 'success-alert');
  const receiptPromise = page.waitForEvent('popup');
  await d.getByRole('button', { name: '영수증 보기' }).click();
  const receipt = await receiptPromise;

  await expect(receipt).toHaveURL(/\/receipt\?paymentId=/);
  await expect(receipt.getByTestId('receipt-status')).toHaveText('승인 완료', { timeout: 30_000 });
  await expect(receipt.getByTestId('receipt-total')).toHaveText(paid);
  await expect(receipt.getByRole('main')).toContainText('신용카드');
  await expect(receipt.getByRole('main')).toContainText(MEMBER_CAR);
  await shot(receipt, 'receipt');
  // printed, the receipt stands alone: no site header, navigation or buttons
  await receipt.emulateMedia({ media: 'print' });
  await expect(receipt.getByRole('button', { name: '인쇄' })).toBeHidden();
  await expect(receipt.getByRole('banner')).toBeHidden();
  await shot(receipt, 'receipt-print');

  // back on the lookup of the paid car: the row is done
  await expect(page).toHaveURL(/\/lookup\?carNo=3456$/);
  const done = main.getByRole('button', { name: new RegExp(`${MEMBER_CAR}.*결제완료`) });
  await expect(done).toBeDisabled({ timeout: 30_000 });
  await shot(page, 'lookup-done');
});

test('pre-payment with a declining card ends with the failure alert and back on the payment view', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await lookup(page, '7777');
  await main.getByRole('link', { name: new RegExp(`${OTHER_PARKED_CAR}.*사전결제`) }).click();
  await expect(main.getByTestId('prepay-amount')).toHaveText(/원$/, { timeout: 30_000 });
  await payInPopup(page, DECLINES);
  // the provider's reason (decision 141)
  await acceptAlert(page, /결제가 승인되지 않았습니다\. \(사유: .+\)/);
  // back on the same payment view, ready for another card (issue 32; e2e/public/phone.spec.ts)
  await expect(page).toHaveURL(/\/paymentview\?inOutId=\d+/);
  await expect(main.getByRole('button', { name: '결제하기' })).toBeEnabled({ timeout: 30_000 });
  // nothing was paid: the car can still be pre-paid
  await lookup(page, '7777');
  await expect(main.getByRole('link', { name: new RegExp(`${OTHER_PARKED_CAR}.*사전결제`) })).toBeVisible();
});

test('paymentview: a reduction claimed by owner name is priced by the server and shown as a breakdown line', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await lookup(page, '7777');
  await main.getByRole('link', { name: new RegExp(`${OTHER_PARKED_CAR}.*사전결제`) }).click();
  const amount = main.getByTestId('prepay-amount');
  await expect(amount).toHaveText(/원$/, { timeout: 30_000 });
  const full = await amount.textContent();
  // a wrong owner: the spec's sentence, the amount stays
  await main.getByLabel('차량 소유자명').fill('김아무');
  await main.getByRole('button', { name: '감면 확인' }).click();
  await acceptAlert(page, '할인 조회 결과 일반으로 적용됩니다.');
  await expect(amount).toHaveText(full ?? '');
  await expect(main.getByTestId('reduction-breakdown')).toHaveCount(0);
  // the registered owner (demo register, decision 147): 경차 50 %, named to a visitor by its rate alone (decision 183)
  await main.getByLabel('차량 소유자명').fill('한경차');
  await main.getByRole('button', { name: '감면 확인' }).click();
  await acceptAlert(page, '할인 조회 결과 감면 50%로 적용됩니다.');
  const line = main.getByTestId('reduction-breakdown');
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expect(line.getByRole('rowheader', { name: '감면 (50%)' })).toBeVisible();
  await expect(line).not.toContainText('경차');
  await expect(line).toContainText(/원래 요금[0-9,]+원/);
  await expect(line).toContainText(/결제 금액[0-9,]+원/);
  await expect(amount).not.toHaveText(full ?? '');
  await shot(page, 'paymentview-reduction');
});

test('paymentview without its data says there is no payment information', async ({ page }) => {
  await page.goto('/paymentview');
  await acceptAlert(page, '결제 정보가 없습니다.');
  await expect(page).toHaveURL(/\/lookup$/);
});

test('unpaid fees: tabs clear the selection, two off-street items are paid and leave the list', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto('/lookupunpaid');
  const input = main.getByLabel('차량번호');
  await input.fill('12345');
  await input.press('Enter');
  await expect(input).toHaveAccessibleDescription(/차량번호 형식에 맞지 않습니다\./);
  await expect(input).toBeFocused();

  await input.fill(MEMBER_CAR);
  await input.press('Enter');
  const offTab = main.getByRole('tab', { name: '노외주차장 (2)' });
  await expect(offTab).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('tab', { name: '노상주차장 (1)' })).toBeVisible();
  await shot(page, 'lookupunpaid');

  const total = main.getByTestId('unpaid-selected-total');
  // nothing selected: 결제하기 is disabled and says why (issue 32)
  await expect(main.getByRole('button', { name: '결제하기' })).toBeDisabled();
  await expect(main.getByRole('button', { name: '결제하기' })).toHaveAccessibleDescription(
    '결제할 미납 내역을 선택해주세요.',
  );

  // a selection on one tab does not survive a switch
  await main.getByRole('tab', { name: '노상주차장 (1)' }).click();
  await main.getByRole('tabpanel').getByRole('checkbox', { name: '전체 선택' }).check();
  await expect(total).not.toHaveText('0원');
  await offTab.click();
  await expect(total).toHaveText('0원');

  const panel = main.getByRole('tabpanel');
  const rows = panel.getByRole('checkbox', { name: /미납 내역 선택$/ });
  await expect(rows).toHaveCount(2);
  await rows.nth(0).check();
  await rows.nth(1).check();
  await expect(panel.getByRole('checkbox', { name: '전체 선택' })).toBeChecked();
  const selected = await total.textContent();
  await main.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/unpaidview\?key=/);
  await expect(main.getByTestId('unpaid-total')).toHaveText(selected ?? '');
  await expect(main).toContainText('2건');
  await shot(page, 'unpaidview');

  await payInPopup(page, APPROVES);
  await acceptAlert(page, '결제가 정상적으로 처리되었습니다.');
  await expect(page).toHaveURL(/\/lookupunpaid\?carNo=/);
  await expect(main.getByRole('tab', { name: '노외주차장 (0)' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('tab', { name: '노상주차장 (1)' })).toBeVisible();
  await expect(main.getByRole('tabpanel')).toContainText('조회된 데이터가 없습니다.');
});

// The payment screens (lookups with results, payment views, a receipt and a missing one) are scanned by
// e2e/a11y.spec.ts.

test.describe('as the demo citizen', () => {
  test.use({ storageState: authFile('citizen') });

  test('my-page histories: pre-payments and unpaid fees of the member, with receipts', async ({ page }) => {
    const main = page.getByRole('main');

    await page.goto('/mypageprepayment');
    const tabs = main.getByRole('navigation', { name: '이용내역 구분' });
    await expect(tabs.getByRole('link', { name: '사전결제 내역' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByText(/^총 \d+건$/)).toBeVisible({ timeout: 30_000 });

    const carNo = main.getByLabel('차량번호');
    await carNo.fill('12345');
    await carNo.press('Enter');
    await expect(carNo).toHaveAccessibleDescription(/차량번호 형식이 올바르지 않습니다\./);
    await carNo.fill('');

    // the demo history lies 8 and 10 days back: widen the range
    const start = new Date(Date.now() + 9 * 3600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    await main.getByRole('textbox', { name: '조회 시작일', exact: true }).fill(start);
    await main.getByRole('button', { name: '조회', exact: true }).click();
    const receiptLink = main.getByRole('link', { name: /영수증 보기/ }).first();
    await expect(receiptLink).toBeVisible({ timeout: 30_000 });
    await shot(page, 'mypageprepayment');
    await receiptLink.click();
    await expect(page).toHaveURL(/\/receipt\?paymentId=/);
    await expect(main.getByTestId('receipt-status')).toHaveText('승인 완료', { timeout: 30_000 });

    await page.goto('/mypageunpaid');
    await expect(main.getByText(/^총 \d+건$/)).toBeVisible({ timeout: 30_000 });
    await main.getByRole('textbox', { name: '조회 시작일', exact: true }).fill(start);
    await main.getByRole('button', { name: '조회', exact: true }).click();
    await expect(main.getByRole('link', { name: /영수증 보기/ }).first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'mypageunpaid');
  });
});
