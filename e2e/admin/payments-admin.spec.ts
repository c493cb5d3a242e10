import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { acceptAlert, authFile, dialog, expectAccessible } from '../helpers';

// The embedded database and a busy machine make first loads slow; give the journey room.
test.describe.configure({ timeout: 300_000 });

const SHOTS = '/tmp/shots/payments-admin';
/** A car the demo seed parks in lot 201 (deterministic plate …1777) that no other spec pays for. */
const LAST4 = '1777';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Today in Korea, 'YYYY-MM-DD'. */
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A visitor pre-pays the parked car …1777 through the simulated provider's popup; returns its plate. */
async function prepayDemoCar(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await page.goto(`/lookup?carNo=${LAST4}`);
  const link = main.getByRole('link', { name: new RegExp(`${LAST4}.*사전결제`) });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = (await link.getAttribute('href')) ?? '';
  const carNo = new URL(href, 'http://x').searchParams.get('carNo') ?? '';
  expect(carNo).toMatch(new RegExp(`${LAST4}$`));
  await link.click();
  await expect(main.getByTestId('prepay-amount')).toHaveText(/^[1-9][\d,]*원$/, { timeout: 30_000 });
  const popupPromise = page.waitForEvent('popup');
  await main.getByRole('button', { name: '결제하기' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.getByLabel('카드번호').fill('4111 1111 1111 1111');
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await closed;
  await expect(dialog(page)).toContainText('결제가 정상적으로 처리되었습니다.', { timeout: 30_000 });
  return carNo;
}

test('admin finds the payment by car number, refunds it with a reason, sees it cancelled and the settlement updated', async ({
  browser,
}) => {
  const visitorContext = await browser.newContext();
  const carNo = await prepayDemoCar(await visitorContext.newPage());
  await visitorContext.close();

  const adminContext = await browser.newContext({ storageState: authFile('admin') });
  const admin = await adminContext.newPage();
  const main = admin.getByRole('main');

  // settlement before: today's cancellations
  await admin.goto('/settlement');
  await expect(main.getByTestId('settlement-table')).toBeVisible({ timeout: 30_000 });
  const cancelCells = main.getByTestId('settlement-total').getByRole('cell');
  await expect(cancelCells.first()).toBeVisible();
  const cancelledBefore = Number(((await cancelCells.nth(4).textContent()) ?? '0').replace(/\D/g, ''));

  await admin.goto('/paymentmanagement');
  await expect(main.getByRole('textbox', { name: '시작일', exact: true })).toHaveValue(kstToday(), {
    timeout: 30_000,
  });
  await main.getByLabel('차량번호').fill(carNo);
  await main.getByRole('button', { name: '검색', exact: true }).click();
  await expect(main.getByText('전체 1건')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByTestId('payment-totals')).toContainText('승인 1건');
  await shot(admin, 'paymentmanagement');
  await main.getByRole('link', { name: carNo }).click();

  await expect(admin).toHaveURL(/\/paymentmanagementview\?paymentId=/);
  await expect(main.getByTestId('payment-status')).toHaveText('승인 완료', { timeout: 30_000 });
  await expect(main.getByTestId('payment-timeline')).toContainText('승인 콜백');
  await shot(admin, 'paymentmanagementview');

  await main.getByRole('button', { name: '환불(결제 취소)' }).click();
  const modal = admin.getByRole('dialog', { name: '결제 취소' });
  await modal.getByRole('button', { name: '환불', exact: true }).click();
  await expect(modal).toContainText('환불 사유를 입력해주세요.');
  await modal.getByLabel('환불 사유').fill('이중 결제 확인');
  await expectAccessible(admin);
  await shot(admin, 'refund-dialog');
  await modal.getByRole('button', { name: '환불', exact: true }).click();
  await acceptAlert(admin, '진행하시겠습니까?');
  await acceptAlert(admin, '환불(결제 취소)이 완료되었습니다.');
  await expect(main.getByTestId('payment-status')).toHaveText('결제 취소');
  await expect(main).toContainText('이중 결제 확인');
  await expect(main.getByTestId('payment-timeline')).toContainText('관리자 환불');
  await expect(main.getByRole('button', { name: '환불(결제 취소)' })).toHaveCount(0);
  await shot(admin, 'paymentmanagementview-cancelled');

  // the receipt shows the cancellation
  await main.getByRole('link', { name: '영수증 보기' }).click();
  await expect(admin.getByTestId('receipt-status')).toHaveText('결제 취소', { timeout: 30_000 });
  await expect(admin.getByTestId('receipt-cancelled-at')).toBeVisible();

  await admin.goto('/settlement');
  await expect(main.getByTestId('settlement-total')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Number(((await cancelCells.nth(4).textContent()) ?? '0').replace(/\D/g, '')))
    .toBe(cancelledBefore + 1);
  await expect(main.getByRole('img', { name: /최근 30일/ })).toBeVisible();
  await shot(admin, 'settlement');

  // reconciliation: the simulated provider's file of today with planted mismatches
  await admin.goto('/reconciliation');
  const download = admin.waitForEvent('download');
  await main.getByRole('button', { name: /불일치 심기/ }).click();
  const file = await download;
  const path = await file.path();
  await main.locator('input[type="file"]').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: readFileSync(path),
  });
  await main.getByRole('button', { name: '대사 실행' }).click();
  const mismatches = main.getByTestId('reconcile-mismatches');
  await expect(mismatches).toBeVisible({ timeout: 30_000 });
  await expect(mismatches).toContainText('카드사 승인, 포털 없음');
  await expect(main).toContainText('CP949');
  await shot(admin, 'reconciliation');
  await adminContext.close();
});
