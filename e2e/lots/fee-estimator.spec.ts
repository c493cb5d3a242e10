import { expect, type Page, test } from '@playwright/test';
import { type LotRow, mapLots } from './lots-data';

// The embedded database and a busy machine make first loads slow; give every test room.
test.describe.configure({ timeout: 90_000 });

/** A lot with tariff T1 of the lots issue: 24 h, first 60 min 600, 250 per 10 min, 7,000 a day, 10 min free. */
function t1Lot(lots: LotRow[]): LotRow {
  const lot = lots.find(
    (l) =>
      l.GRADE === 1 &&
      l.ANYHOUR_RUN_YN === 'Y' &&
      l.FREE_FIRST_TM === 0 &&
      l.DFLT_TM === 60 &&
      l.DFLT_AMT === 600 &&
      l.INTVL_TM === 10 &&
      l.INTVL_AMT === 250 &&
      l.DAY_PARKING_AMT === 7000 &&
      l.FREE_ENTRY_TM === 10,
  );
  if (!lot) throw new Error('the demo data has no T1 lot');
  return lot;
}

async function fill(page: Page, lot: LotRow | null, inDttm: string, outDttm: string) {
  const main = page.getByRole('main');
  if (lot) await main.getByLabel('주차장', { exact: true }).selectOption(String(lot.SECTN_ID));
  await main.getByRole('textbox', { name: '입차일시', exact: true }).fill(inDttm);
  await main.getByRole('textbox', { name: '출차일시', exact: true }).fill(outDttm);
}

test('/feecalculation estimates 1,600원 for 95 minutes at a T1 lot, with its breakdown', async ({
  page,
  request,
}) => {
  const lot = t1Lot(await mapLots(request));
  await page.goto('/feecalculation');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByLabel('감면 유형')).toHaveValue('DC001');
  await expect(
    main.getByLabel('주차장', { exact: true }).locator('option', { hasText: lot.PARKING_NM }),
  ).toHaveCount(1);

  await fill(page, lot, '2026-03-02T09:00', '2026-03-02T10:35');
  await main.getByRole('button', { name: '조회', exact: true }).click();
  const result = main.getByRole('region', { name: '예상 주차요금' });
  await expect(result.getByTestId('fee-pay-amount')).toHaveText('1,600원');
  await expect(result.getByRole('table')).toContainText('600원');
  await expect(result).toContainText(lot.PARKING_NM);

  // a 50 % reduction is applied by the server (T1 61 min 50 % → 420)
  await fill(page, null, '2026-03-02T09:00', '2026-03-02T10:01');
  const half = main.getByLabel('감면 유형').locator('option', { hasText: '경차' });
  const halfValue = await half.getAttribute('value');
  if (halfValue) {
    await main.getByLabel('감면 유형').selectOption(halfValue);
    await main.getByRole('button', { name: '조회', exact: true }).click();
    await expect(result.getByTestId('fee-pay-amount')).toHaveText('420원');
  }

  await main.getByRole('button', { name: '초기화' }).click();
  await expect(main.getByLabel('주차장', { exact: true })).toHaveValue('');
  await expect(main.getByRole('textbox', { name: '입차일시', exact: true })).toHaveValue('');
  await expect(main.getByLabel('감면 유형')).toHaveValue('DC001');
  await expect(result.getByTestId('fee-pay-amount')).toHaveCount(0);
});

test('missing input and an exit before the entry are refused in Korean under the field', async ({
  page,
  request,
}) => {
  const lot = t1Lot(await mapLots(request));
  await page.goto('/feecalculation');
  const main = page.getByRole('main');
  await expect(
    main.getByLabel('주차장', { exact: true }).locator('option', { hasText: lot.PARKING_NM }),
  ).toHaveCount(1, { timeout: 30_000 });
  // each answer is under the wrong field, which takes the focus, not in a modal (decision 193)
  await main.getByRole('button', { name: '조회', exact: true }).click();
  await expect(main.getByLabel('주차장', { exact: true })).toHaveAccessibleDescription(
    /입력값이 부족합니다\./,
  );
  await expect(main.getByLabel('주차장', { exact: true })).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await fill(page, lot, '2026-03-02T09:00', '');
  await main.getByRole('button', { name: '조회', exact: true }).click();
  await expect(main.getByText('입력값이 부족합니다.')).toBeVisible();

  await fill(page, lot, '2026-03-02T09:00', '2026-03-02T08:00');
  await main.getByRole('button', { name: '조회', exact: true }).click();
  await expect(main.getByText('출차일시는 입차일시보다 뒤여야 합니다.')).toBeVisible();
});

test('/advancepayment (simple fee lookup) uses the same engine', async ({ page, request }) => {
  const lot = t1Lot(await mapLots(request));
  await page.goto('/advancepayment');
  const main = page.getByRole('main');
  await expect(
    main.getByLabel('주차장', { exact: true }).locator('option', { hasText: lot.PARKING_NM }),
  ).toHaveCount(1, { timeout: 30_000 });
  await fill(page, lot, '2026-03-02T09:00', '2026-03-02T10:35');
  await main.getByRole('button', { name: '조회', exact: true }).click();
  await expect(main.getByTestId('fee-pay-amount')).toHaveText('1,600원');
});
