import { expect, type Page, test } from '@playwright/test';
import { acceptAlert, demo, dialog, login } from '../helpers';

// The embedded database and a busy machine make first loads slow; give every test room.
test.describe.configure({ timeout: 150_000 });

/**
 * Demo data (apps/server/src/db/seed/season-pass-demo.ts): first-come lots 217 (관고전통시장), 3 (안흥공원) and
 * 201 are open; lot 2 (창전동) is an open lottery where citizen1 (car 12가3456) has applied; lot 102 has a past
 * lottery already drawn. Tests run in parallel on one database, so each uses its own lot and car.
 */
const APPROVES = '4111 1111 1111 1111';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2b3a8a30000000049454e44ae426082',
  'hex',
);

async function shot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/seasonpass-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills the application form for `lot` (prefilled from citizen1's profile) and goes to the result page. */
async function fillApplication(page: Page, opts: { lot: string; carNo: string; discount?: string }) {
  const main = page.getByRole('main');
  await page.goto('/periodapplication');
  await expect(main.getByRole('textbox', { name: '신청인 성명' })).toHaveValue(demo.citizen.name, {
    timeout: 30_000,
  });
  await main.getByRole('combobox', { name: '주차장', exact: true }).selectOption({ label: opts.lot });
  await main.getByRole('combobox', { name: '이용구분' }).selectOption({ index: 1 });
  // only proven cars can be chosen (decision 179): citizen1's 12가3456 passes the register check
  await main.getByRole('combobox', { name: '신청 차량' }).selectOption(opts.carNo);
  if (opts.discount) {
    await main.getByRole('combobox', { name: '할인 구분' }).selectOption({ label: opts.discount });
    await main.getByLabel('증빙자료').setInputFiles({ name: '증빙.png', mimeType: 'image/png', buffer: PNG });
  }
  await main.getByLabel('개인정보 수집·이용에 동의합니다. (필수)').check();
  await main.getByLabel('개인정보 제3자 제공 및 감면 대상 확인에 동의합니다. (필수)').check();
}

test('a general member applies with a discount and proof, finds it, pays by card and gets the receipt', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await login(page, demo.citizen);
  await expect(page).not.toHaveURL(/loginmain/, { timeout: 30_000 });
  await fillApplication(page, { lot: '관고전통시장 공영주차장 (선착순)', carNo: '12가3456' });
  // the form's rules: a discount other than general needs the proof file
  await main.getByRole('combobox', { name: '할인 구분' }).selectOption({ label: '장애인(경증) (50%)' });
  await main.getByRole('button', { name: '신청 확인' }).click();
  // the missing proof answers under the file field, which takes the focus (decision 193)
  await expect(main.getByLabel('증빙자료')).toHaveAccessibleDescription(
    /할인변경 신청시에는 증빙자료를 첨부해주세요\./,
  );
  await expect(main.getByLabel('증빙자료')).toBeFocused();
  await main.getByLabel('증빙자료').setInputFiles({ name: '증빙.png', mimeType: 'image/png', buffer: PNG });
  await shot(page, 'application');
  await main.getByRole('button', { name: '신청 확인' }).click();

  await expect(page).toHaveURL(/\/periodresult$/);
  // grade 2 day pass: 50,000 × 3 months = 150,000, minus 50 %
  await expect(main.getByTestId('period-amount')).toHaveText('75,000원', { timeout: 30_000 });
  await expect(main).toContainText('관고전통시장 공영주차장');
  await expect(main).toContainText('장애인(경증) 50%');
  await shot(page, 'result');
  // the result page is the confirmation: 신청하기 applies without asking again (decision 190)
  await main.getByRole('button', { name: '신청하기' }).click();
  await expect(dialog(page)).toContainText('정기권 신청이 성공하였습니다.', { timeout: 30_000 });
  await shot(page, 'success-alert');
  await dialog(page).getByRole('button', { name: '확인' }).click();

  await expect(page).toHaveURL(/\/periodlookup\?carNo=3456$/);
  const open = main.getByRole('link', { name: '12가3456 관고전통시장 공영주차장 정기권 상세보기' });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await expect(main).toContainText('배정(미결제)');
  await expect(main).toContainText('배정대기');
  await shot(page, 'lookup');
  await open.click();

  await expect(page).toHaveURL(/\/periodview\?periodId=\d+$/);
  await expect(main.getByTestId('period-use-amt')).toHaveText('75,000원', { timeout: 30_000 });
  await shot(page, 'view');
  const popupPromise = page.waitForEvent('popup');
  await main.getByRole('button', { name: '결제하기' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.getByLabel('카드번호').fill(APPROVES);
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await closed;

  const d = dialog(page);
  await expect(d).toContainText('결제가 정상적으로 처리되었습니다.', { timeout: 30_000 });
  const receiptPromise = page.waitForEvent('popup');
  await d.getByRole('button', { name: '영수증 보기' }).click();
  const receipt = await receiptPromise;
  await expect(receipt.getByTestId('receipt-status')).toHaveText('승인 완료', { timeout: 30_000 });
  await expect(receipt.getByTestId('receipt-total')).toHaveText('75,000원');
  await expect(receipt.getByRole('main')).toContainText('관고전통시장 공영주차장 정기권');
  await shot(receipt, 'receipt');

  // back on the detail: paid (MUT-002), the pay button replaced by a disabled 결제완료
  await expect(page).toHaveURL(/\/periodview\?periodId=\d+$/);
  await expect(main.getByRole('button', { name: '결제완료' })).toBeDisabled({ timeout: 30_000 });
  await expect(main).toContainText('배정(결제완료)');
  await shot(page, 'view-paid');

  await page.goto('/mypagepayment');
  await expect(main.getByRole('table')).toContainText('관고전통시장 공영주차장', { timeout: 30_000 });
  await expect(main.getByRole('table')).toContainText('75,000원');
  await shot(page, 'mypagepayment');
});

test('a second application of the car for the same lot and period returns to the form', async ({ page }) => {
  const main = page.getByRole('main');
  await login(page, demo.citizen);
  await expect(page).not.toHaveURL(/loginmain/, { timeout: 30_000 });
  for (const attempt of [1, 2]) {
    await fillApplication(page, { lot: '안흥공원 주차장 (선착순)', carNo: '12가3456' });
    await main.getByRole('button', { name: '신청 확인' }).click();
    await expect(main.getByTestId('period-amount')).toHaveText(/원$/, { timeout: 30_000 });
    await main.getByRole('button', { name: '신청하기' }).click();
    if (attempt === 1) {
      await acceptAlert(page, '정기권 신청이 성공하였습니다.');
      await expect(page).toHaveURL(/\/periodlookup\?carNo=3456$/);
    } else {
      await expect(dialog(page)).toContainText('중복됩니다', { timeout: 30_000 });
      await shot(page, 'duplicate');
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/periodapplication$/);
      await expect(main.getByRole('combobox', { name: '신청 차량' })).toHaveValue('12가3456');
    }
  }
});

test('result and detail pages without route data say 잘못된 접근입니다.; a bad lookup is refused', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await login(page, demo.citizen);
  await expect(page).not.toHaveURL(/loginmain/, { timeout: 30_000 });
  await page.goto('/periodresult');
  await acceptAlert(page, '잘못된 접근입니다.');
  await expect(page).toHaveURL(/\/periodinfo$/);
  await page.goto('/periodview');
  await acceptAlert(page, '잘못된 접근입니다.');
  await expect(page).toHaveURL(/\/periodlookup$/);
  await main.getByLabel('차량번호 뒤 4자리').fill('34a');
  await main.getByRole('button', { name: '조회', exact: true }).click();
  // under the field, with the focus on it, not in a modal (decision 193)
  await expect(main.getByLabel('차량번호 뒤 4자리')).toHaveAccessibleDescription(
    /차량번호가 형식에 맞지 않습니다\./,
  );
  await expect(main.getByLabel('차량번호 뒤 4자리')).toBeFocused();
});

test('the public draw record shows a past lottery that the browser re-computes', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/perioddraw');
  const past = main
    .getByLabel('추첨 회차')
    .locator('option', { hasText: '갈산동', hasNotText: '추첨 전' })
    .first();
  await main.getByLabel('추첨 회차').selectOption((await past.getAttribute('value')) ?? '');
  await expect(main.getByRole('table', { name: '추첨 결과' })).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: '이 브라우저에서 다시 계산하기' }).click();
  await expect(main.getByRole('status').filter({ hasText: '일치합니다' })).toBeVisible();
  await shot(page, 'draw');
});

test('an administrator opens an application window on /periodparking', async ({ page }) => {
  const main = page.getByRole('main');
  await login(page, demo.admin);
  await expect(page).not.toHaveURL(/loginmain/, { timeout: 30_000 });
  await page.goto('/periodparking');
  await expect(main.getByRole('table', { name: '정기권 주차장 목록' })).toContainText('창전동 공영주차장', {
    timeout: 30_000,
  });
  await main.getByRole('button', { name: '선택 적용' }).click();
  // under the empty start time, which takes the focus, not in a modal (decision 193)
  await expect(main.getByText('시간 설정 후 다시 시도해주세요.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // lot 12's window closed without applications: it may get a new one
  await main.getByRole('textbox', { name: '주차장명' }).fill('증포');
  await main.getByRole('textbox', { name: '주차장명' }).press('Enter');
  const table = main.getByRole('table', { name: '정기권 주차장 목록' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await main.getByRole('checkbox', { name: '증포동 공영주차장 선택' }).check();
  const year = new Date().getFullYear() + 1;
  // the Korean date-time field: a date box and a time box (decision 145)
  const dateTime = async (label: string, date: string, time: string) => {
    await main.getByRole('textbox', { name: label, exact: true }).fill(date);
    await main.getByRole('textbox', { name: `${label} 시각`, exact: true }).fill(time);
  };
  await dateTime('신청 시작일시', `${year}-01-02`, '09:00');
  await dateTime('신청 종료일시', `${year}-01-20`, '18:00');
  await main.getByRole('button', { name: '선택 적용' }).click();
  await acceptAlert(page, '시간이 설정 되었습니다.');
  await main.getByRole('combobox', { name: '증포동 공영주차장 배정방식' }).selectOption('RAFFLE');
  await main.getByRole('button', { name: '변경정보 저장' }).click();
  await acceptAlert(page, '적용되었습니다.');
  await expect(table).toContainText(`${year}-01-02 09:00 ~ ${year}-01-20 18:00`);
  await expect(table.getByRole('combobox', { name: '증포동 공영주차장 배정방식' })).toHaveValue('RAFFLE');

  await main.getByRole('button', { name: '주차장 정보 불러오기' }).click();
  await acceptAlert(page, '주차장 정보를 갱신하였습니다.');

  await main.getByRole('textbox', { name: '주차장명' }).fill('창전');
  await main.getByRole('textbox', { name: '주차장명' }).press('Enter');
  await main.getByRole('button', { name: '창전동 공영주차장 신청자 보기' }).click();
  await expect(main.getByRole('table', { name: '정기권 신청자 목록' })).toContainText('12가3456', {
    timeout: 30_000,
  });
  await shot(page, 'periodparking');
});
