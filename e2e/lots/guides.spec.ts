import { expect, test } from '@playwright/test';
import { mapLots } from './lots-data';

// The embedded database and a busy machine make first loads slow; give every test room.
test.describe.configure({ timeout: 90_000 });

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test('/parkfeeinformation shows the fee table from the lots’ tariffs and the usage rules', async ({
  page,
  request,
}) => {
  const lots = await mapLots(request);
  await page.goto('/parkfeeinformation');
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: '공영주차장 주차요금표' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  for (const max of new Set(lots.map((l) => l.DAY_PARKING_AMT))) await expect(table).toContainText(won(max));
  for (const l of lots) await expect(table).toContainText(l.PARKING_NM);
  await expect(main).toContainText('1개월 이상');
  await expect(main).toContainText('15일 이상');
  await expect(main.getByRole('heading', { name: '손해배상 책임' })).toBeVisible();
});

test('/parkfeereduction lists the reduction categories from getDiscountList', async ({ page, request }) => {
  const res = await request.get('/api/prepay/getDiscountList.json');
  const { discountList } = (await res.json()) as { discountList: { code: string; codeNm: string }[] };
  await page.goto('/parkfeereduction');
  const table = page.getByRole('table', { name: '주차요금 감면 대상과 감면 내용' });
  await expect(table.getByRole('row')).toHaveCount(discountList.length + 1, { timeout: 30_000 });
  for (const d of discountList) await expect(table).toContainText(d.codeNm);
  await expect(table).toContainText('전액 면제');
});

test('/prepaymentinfo explains the steps and leads to /lookup', async ({ page }) => {
  await page.goto('/prepaymentinfo');
  const main = page.getByRole('main');
  await expect(main).toContainText('취소할 수 없습니다');
  // the fee after the grace period: '초과요금' ('추가요금' is the tariff's unit charge, decision 190)
  await expect(main).toContainText('초과요금');
  await main.getByRole('link', { name: '사전결제 조회' }).click();
  await expect(page).toHaveURL(/\/lookup$/);
});

test('/unpaidinfo shows the 200 % surcharge example and leads to /lookupunpaid', async ({ page }) => {
  await page.goto('/unpaidinfo');
  const main = page.getByRole('main');
  await expect(main).toContainText('200%');
  await expect(main).toContainText('1,000원');
  await expect(main).toContainText('3,000원');
  await main.getByRole('link', { name: '미납요금 조회·납부' }).click();
  await expect(page).toHaveURL(/\/lookupunpaid$/);
});

test('/periodinfo shows pass fees and the lots that sell passes, and leads to /periodapplication', async ({
  page,
  request,
}) => {
  const selling = (await mapLots(request)).filter(
    (l) => l.PERIOD_DAYTM_AMT > 0 || l.PERIOD_NIGHT_AMT > 0 || l.PERIOD_TICKET_AMT > 0,
  );
  await page.goto('/periodinfo');
  const main = page.getByRole('main');
  const status = main.getByRole('table', { name: '월정기권 판매 주차장 운영 현황' });
  await expect(status.getByRole('row')).toHaveCount(Math.max(1, selling.length) + 1, { timeout: 30_000 });
  for (const l of selling) await expect(status).toContainText(l.PARKING_NM);
  const fees = main.getByRole('table', { name: '급지별 월정기권 요금(1개월)' });
  for (const l of selling)
    if (l.PERIOD_DAYTM_AMT > 0) await expect(fees).toContainText(won(l.PERIOD_DAYTM_AMT));
  await expect(main.getByRole('link', { name: '정기권 신청' })).toHaveAttribute('href', '/periodapplication');
});
