import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { authFile } from '../helpers';

// The privacy officer's screen (decision 183): a staff read of a member's data is on /privacyaccess, found by
// the person, and the screen's Excel asks why before the file comes.
test.use({ storageState: authFile('admin') });
test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 30_000 });

const SHOTS = '/tmp/shots/privacy';
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a member list read by staff is on the records; the records export asks a reason', async ({ page }) => {
  // staff open the general member list, searched by the demo citizen's car
  await page.goto(`/generalmembership?searchCondition=3&searchKeyword=${encodeURIComponent('12가3456')}`);
  await slow(page.getByRole('main').getByRole('link', { name: 'citizen1' })).toBeVisible();

  await page.goto('/privacyaccess');
  const main = page.getByRole('main');
  await slow(main.getByRole('heading', { level: 1, name: '개인정보 접속기록' })).toBeVisible();
  await main.getByLabel('처리 구분').selectOption({ label: '목록 조회' });
  await main.getByRole('button', { name: '검색' }).click();
  const row = main.getByRole('row').filter({ hasText: 'GET /api/member/list.json' }).first();
  await slow(row).toBeVisible();
  await expect(row).toContainText('목록 조회');
  await expect(row).toContainText('searchKeyword=*');
  await expect(row).not.toContainText('3456');
  await shot(page, 'records');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'records-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await main.getByRole('button', { name: '엑셀 다운로드' }).click();
  const reason = page.getByRole('dialog', { name: '엑셀 다운로드' });
  await reason.getByRole('textbox', { name: /내려받는 사유/ }).fill('월간 점검');
  const download = page.waitForEvent('download');
  await reason.getByRole('button', { name: '엑셀 다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/^개인정보 접속기록_\d{8}\.xlsx$/);

  // the export itself is on the records, with its reason
  await main.getByLabel('처리 구분').selectOption({ label: '엑셀 내보내기' });
  await main.getByRole('button', { name: '검색' }).click();
  await slow(
    main.getByRole('row').filter({ hasText: '/api/admin/privacy/excel.json' }).first(),
  ).toContainText('월간 점검');
});
